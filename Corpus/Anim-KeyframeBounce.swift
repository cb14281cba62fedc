import Zoetrope

// A bell that bounces when tapped, with a KeyframeAnimator running linear keyframes on its scale.
// expect: 0.1 frame bounds 166.667 408.667 60 60  — a 60-pt bell centred: 166.5 → 166.667, 408.5 → 408.667
// expect: 0.3 scaleEffect bounds 159.167 401.167 75 75 ±0.01  — tapped at 0.2, the keyframes run from the trigger: 1 → 1.5 linearly over 0.2 s, so 1.25 at 0.3 s: 60 × 1.25 = 75 pt about the centre (196.667, 438.667)
// expect: 0.4 scaleEffect bounds 151.667 393.667 90 90 ±0.01  — at 0.4 s the first keyframe ends at 1.5: 90 pt about the centre (196.667, 438.667)
// expect: 0.55 scaleEffect bounds 159.167 401.167 75 75 ±0.01  — then 1.5 → 1 over 0.3 s: halfway (0.15 s later) 1.25, 75 pt

struct Bell: View {
    @State private var rings = 0

    var body: some View {
        KeyframeAnimator(initialValue: 1.0, trigger: rings) { scale in
            Image(systemName: "bell.fill")
                .font(.system(size: 40))
                .frame(width: 60, height: 60)
                .scaleEffect(scale)
        } keyframes: { _ in
            LinearKeyframe(1.5, duration: 0.2)
            LinearKeyframe(1.0, duration: 0.3)
        }
        .onTapGesture { rings += 1 }
        .accessibilityIdentifier("bell")
    }
}

let scenes: [MotionScene] = [
    MotionScene("bell", device: .iPhone15Pro, duration: 1) { Bell() } script: { Tap("bell", at: 0.2) },
]
