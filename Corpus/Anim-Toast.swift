import Zoetrope

// A "Saved" toast that pops in at the top, with a combined opacity and scale transition.
// expect: 0.4 padding/overlay/frame/RoundedRectangle bounds 97.667 80.5 198 45 ±0.01  — tapped at 0.2, linear over 0.4 s: halfway at 0.4 s the scale is (0.8 + 1)/2 = 0.9 about the centre of the inserted view (its 20-pt top padding included: 220 × 70 at (86.667, 59), centre (196.667, 94)); the 220 × 50 toast at y = 79 becomes 198 × 45 at (196.667 − 99, 94 − 15 × 0.9) = (97.667, 80.5)
// expect: 0.4 ZStack/1/if/padding opacity 0.5  — and half faded in
// expect: 0.8 padding/overlay/frame/RoundedRectangle bounds 86.667 79 220 50  — in place: x = (393 − 220)/2 = 86.5 → 86.667, 20 pt below the safe area’s top (59), 220 × 50

struct SaveScreen: View {
    @State private var showToast = false

    var body: some View {
        ZStack(alignment: .top) {
            Color.clear
                .contentShape(Rectangle())
                .onTapGesture { withAnimation(.linear(duration: 0.4)) { showToast = true } }
                .accessibilityIdentifier("screen")
            if showToast {
                RoundedRectangle(cornerRadius: 14)
                    .fill(Color.black.opacity(0.85))
                    .frame(width: 220, height: 50)
                    .overlay(Label("Saved", systemImage: "checkmark.circle.fill").foregroundStyle(.white))
                    .padding(.top, 20)
                    .transition(.opacity.combined(with: .scale(scale: 0.8)))
            }
        }
    }
}

let scenes: [MotionScene] = [
    MotionScene("toast", device: .iPhone15Pro, duration: 1) { SaveScreen() } script: { Tap("screen", at: 0.2) },
]
