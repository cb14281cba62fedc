import Zoetrope

// A custom iOS 17 Transition: the photo card fades and un-blurs in, and rises 30 pt, as public "custom transition" samples do.
// expect: 0.45 TransitionPhaseModifier/opacity opacity 0.5  — tapped "Show photo" at 0.2, linear over 0.5 s: halfway at 0.45 s, opacity (0 + 1)/2
// expect: 0.45 blur/frame/RoundedRectangle bounds 66.667 334.667 260 180 ±0.01  — the column is 180 + 24 + 34 (the bordered button: 22-pt text + 2 × 6) = 238 tall, centred: 59 + (759 − 238)/2 = 319.5 → 319.667; the card is where it is laid out (x = (393 − 260)/2 = 66.5 → 66.667) and halfway up from 30 pt below: + 15
// expect: 0.45 TransitionPhaseModifier/opacity/offset/blur style.blur 5  — and the blur halfway from 10 to 0
// expect: 0.9 blur/frame/RoundedRectangle bounds 66.667 319.667 260 180  — in place

struct BlurRise: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .blur(radius: phase.isIdentity ? 0 : 10)
            .offset(y: phase.isIdentity ? 0 : 30)
            .opacity(phase.isIdentity ? 1 : 0)
    }
}

struct PhotoReveal: View {
    @State private var showPhoto = false

    var body: some View {
        VStack(spacing: 24) {
            if showPhoto {
                RoundedRectangle(cornerRadius: 24)
                    .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .frame(width: 260, height: 180)
                    .transition(BlurRise())
            }
            Button("Show photo") {
                withAnimation(.linear(duration: 0.5)) { showPhoto = true }
            }
            .buttonStyle(.borderedProminent)
        }
    }
}

let scenes: [MotionScene] = [
    MotionScene("blur-reveal", device: .iPhone15Pro, duration: 1) { PhotoReveal() } script: { Tap("Show photo", at: 0.2) },
]
