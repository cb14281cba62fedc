// expect: 0 scaleEffect/Image frame 174.667 400.667 44 44 ±0.01  — a 44 pt symbol centred on the 393 pt screen: x = (393 − 44) / 2 = 174.5; the VStack (44 + 12 + the 20 pt .subheadline line = 76 pt) centred in the safe area 59…818: y = 59 + (759 − 76) / 2 = 400.5; both snapped to the 3× pixel grid (thirds of a point): 174.667, 400.667
// expect: 0 VStack/1/Text text 128 likes  — nobody has tapped yet
// expect: 0.62 scaleEffect/Image bounds 179.067 405.067 35.2 35.2 ±0.01  — the tap at 0.5 s starts the bounce: 0.12 s later the dip keyframe ends at 0.8 of the size, 44 × 0.8 = 35.2, about the centre: 174.667 + 4.4, 400.667 + 4.4
// expect: 1.5 VStack/1/Text text 129 likes  — the tap added one like
// expect: 1.5 scaleEffect/Image bounds 174.667 400.667 44 44 ±0.01  — the bounce's spring (0.45 s) ended at 1.07 s: back at its frame
import Zoetrope

/// A like button in a feed: the heart fills and bounces, and the count goes up.
struct LikeButton: View {
    @State private var isLiked = false
    @State private var likes = 128

    var body: some View {
        VStack(spacing: 12) {
            Button {
                withAnimation(.snappy) {
                    isLiked.toggle()
                    likes += isLiked ? 1 : -1
                }
            } label: {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .font(.system(size: 44))
                    .foregroundStyle(isLiked ? .red : .secondary)
                    .symbolEffect(.bounce, value: isLiked)
            }
            .accessibilityIdentifier("like")
            Text("\(likes) likes")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
    }
}

let scenes: [MotionScene] = [
    MotionScene("like-button", device: .iPhone15Pro, duration: 2) { LikeButton() } script: { Tap("like", at: 0.5) },
]
