import Zoetrope

// A like button in the style of public SwiftUI samples: the heart grows while liked, with an implicit animation.
// expect: 0.1 scaleEffect/frame frame 166.667 408.667 60 60  — a 60-pt button centred in the safe area (59…818): x = (393 − 60)/2 = 166.5, y = 59 + (759 − 60)/2 = 408.5, both on the 1/3-pt grid (166.667, 408.667)
// expect: 0.35 scaleEffect/frame bounds 162.917 404.917 67.5 67.5 ±0.01  — easeInOut is symmetric, so halfway through its 0.3 s (tapped at 0.2) the scale is (1 + 1.25)/2 = 1.125 about the centre (196.667, 438.667): 60 × 1.125 = 67.5, 196.667 − 33.75 = 162.917
// expect: 0.8 scaleEffect/frame bounds 159.167 401.167 75 75 ±0.01  — settled at 1.25: 75 pt about the same centre

struct LikeButton: View {
    @State private var liked = false

    var body: some View {
        Button {
            liked.toggle()
        } label: {
            Image(systemName: liked ? "heart.fill" : "heart")
                .font(.system(size: 32))
                .foregroundStyle(liked ? .red : .gray)
        }
        .frame(width: 60, height: 60)
        .scaleEffect(liked ? 1.25 : 1)
        .animation(.easeInOut(duration: 0.3), value: liked)
        .accessibilityIdentifier("like")
    }
}

let scenes: [MotionScene] = [
    MotionScene("like-button", device: .iPhone15Pro, duration: 1) { LikeButton() } script: { Tap("like", at: 0.2) },
]
