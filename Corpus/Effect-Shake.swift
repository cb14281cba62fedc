import Zoetrope

// The classic "wrong password" shake: a GeometryEffect whose animatableData counts attempts.
// expect: 0.1 Shake/geometryEffect/frame bounds 96.667 413.667 200 50  — a 200 × 50 field centred: (393 − 200)/2 = 96.5 → 96.667, 59 + (759 − 50)/2 = 413.5 → 413.667
// expect: 0.3 Shake/geometryEffect/frame bounds 106.667 413.667 200 50 ±0.01  — tapped at 0.2, linear over 0.6 s: at 0.3 s the data is 1/6, and 10 · sin(1/6 · 3π) = 10 · sin(π/2) = 10 pt to the right
// expect: 0.4 Shake/geometryEffect/frame bounds 96.667 413.667 200 50 ±0.01  — data 1/3: sin(π) = 0, back in place
// expect: 0.5 Shake/geometryEffect/frame bounds 86.667 413.667 200 50 ±0.01  — data 1/2: sin(3π/2) = −1, 10 pt to the left

struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

struct PasswordField: View {
    @State private var attempts = 0

    var body: some View {
        RoundedRectangle(cornerRadius: 10)
            .stroke(Color.red, lineWidth: 2)
            .frame(width: 200, height: 50)
            .modifier(Shake(animatableData: CGFloat(attempts)))
            .onTapGesture { withAnimation(.linear(duration: 0.6)) { attempts += 1 } }
            .accessibilityIdentifier("field")
    }
}

let scenes: [MotionScene] = [
    MotionScene("shake", device: .iPhone15Pro, duration: 1) { PasswordField() } script: { Tap("field", at: 0.2) },
]
