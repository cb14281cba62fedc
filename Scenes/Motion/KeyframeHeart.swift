import Zoetrope

/// A photo post whose like button bursts when tapped: `.keyframeAnimator` plays independent tracks — a spring up to
/// 1.6× and back for the scale, a linear wobble for the rotation, and a cubic hop for the vertical offset.
@MainActor let keyframeHeartScene = MotionScene("keyframe-heart", device: .iPhone15Pro, duration: 2) {
    PhotoPost()
} script: {
    Tap("like", at: 0.3)
}

/// The heart's animated values.
struct HeartBurst {
    var scale: CGFloat = 1
    var rotation: Angle = .zero
    var lift: CGFloat = 0
}

struct PhotoPost: View {
    @State private var isLiked = false
    @State private var likes = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 10) {
                Circle().fill(.teal).frame(width: 36, height: 36)
                    .overlay { Image(systemName: "person.fill").foregroundStyle(.white) }
                Text("jonas.walks").font(.subheadline.weight(.semibold))
                Spacer()
                Image(systemName: "ellipsis")
            }
            .padding(.horizontal, 16)
            LinearGradient(colors: [.orange, .pink, .purple], startPoint: .top, endPoint: .bottom)
                .frame(height: 393)
            HStack(spacing: 18) {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .foregroundStyle(isLiked ? Color.red : Color.primary)
                    .keyframeAnimator(initialValue: HeartBurst(), trigger: likes) { heart, value in
                        heart
                            .scaleEffect(value.scale)
                            .rotationEffect(value.rotation)
                            .offset(y: value.lift)
                    } keyframes: { _ in
                        KeyframeTrack(\.scale) {
                            SpringKeyframe(1.6, duration: 0.2, spring: .snappy)
                            SpringKeyframe(1, duration: 0.4, spring: .bouncy)
                        }
                        KeyframeTrack(\.rotation) {
                            LinearKeyframe(.degrees(-15), duration: 0.1)
                            LinearKeyframe(.degrees(15), duration: 0.2)
                            LinearKeyframe(.zero, duration: 0.1)
                        }
                        KeyframeTrack(\.lift) {
                            CubicKeyframe(-14, duration: 0.2)
                            CubicKeyframe(0, duration: 0.25)
                        }
                    }
                    .onTapGesture {
                        isLiked = true
                        likes += 1
                    }
                    .accessibilityIdentifier("like")
                Image(systemName: "paperplane.fill")
                Spacer()
                Image(systemName: "bookmark")
            }
            .font(.title)
            .padding(.horizontal, 16)
            Text(isLiked ? "Liked by maya and 128 others" : "Liked by maya and 127 others")
                .font(.subheadline.weight(.semibold))
                .padding(.horizontal, 16)
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}
