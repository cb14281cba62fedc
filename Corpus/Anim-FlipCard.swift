import Zoetrope

// A flip card (public "card flip" samples): both faces turn about the y axis with rotation3DEffect; the front hides
// and the back shows as the card passes edge-on.
// expect: 0.1 frame/ZStack frame 96.667 378.667 200 120  — a 200 × 120 card, centred: (393 − 200)/2 = 96.5 → 96.667, 59 + (759 − 120)/2 = 378.5 → 378.667
// expect: 0.35 ZStack/0/opacity opacity 0.75 ±0.001  — tapped at 0.2, linear over 0.6 s: a quarter of the way at 0.35 s, the front's opacity 1 → 0 is at 0.75
// expect: 0.35 ZStack/0/opacity/rotation3DEffect style.rotation3D 45 ±0.01  — and its turn 0° → 180° is at 45°
// expect: 1.0 ZStack/1/opacity opacity 1  — after the flip the back shows

struct FlipCard: View {
    @State private var flipped = false

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.blue)
                .overlay(Text("Question").foregroundStyle(.white))
                .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
                .opacity(flipped ? 0 : 1)
            RoundedRectangle(cornerRadius: 16)
                .fill(Color.green)
                .overlay(Text("Answer").foregroundStyle(.white))
                .rotation3DEffect(.degrees(flipped ? 0 : -180), axis: (x: 0, y: 1, z: 0))
                .opacity(flipped ? 1 : 0)
        }
        .frame(width: 200, height: 120)
        .onTapGesture { withAnimation(.linear(duration: 0.6)) { flipped.toggle() } }
        .accessibilityIdentifier("card")
    }
}

let scenes: [MotionScene] = [
    MotionScene("flip-card", device: .iPhone15Pro, duration: 1.2) { FlipCard() } script: { Tap("card", at: 0.2) },
]
