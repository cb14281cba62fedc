// expect: 0.2 id=step/Text text Step 1 of 3  — the tap at 0.1 s lands on Continue while the name is empty: disabled, nothing happens
// expect: 0.2 VStack/2/Button/BorderedButtonBody/opacity/background/padding/padding/Text style.foreground #3C3C434D  — a disabled button's label: the tertiary label colour, rgba(60, 60, 67, 0.3), 0.3 × 255 = 76.5 → 0x4D
// expect: 0.2 VStack/2/Button/BorderedButtonBody/opacity/background/decoration/RoundedRectangle style.fill #7676801F  — on the tertiary system fill, rgba(118, 118, 128, 0.12): 0.12 × 255 = 30.6 → 0x1F
// expect: 1.1 VStack/2/Button/BorderedButtonBody/opacity/background/padding/padding/Text style.foreground #FFFFFFFF  — "Ada" typed from 0.3 s enables it: the prominent style's white label
// expect: 1.1 VStack/2/Button/BorderedButtonBody/opacity/background/decoration/RoundedRectangle style.fill #007AFFFF  — on the tint, system blue
// expect: 1.1 id=step/Text text Step 2 of 3  — the tap at 0.8 s now reaches the action
import Zoetrope

/// A name step of a sign-up flow: Continue stays disabled until a name is typed; tapping it before does nothing.
struct NameStep: View {
    @State private var name = ""
    @State private var step = 1

    var body: some View {
        VStack(spacing: 16) {
            Text("Step \(step) of 3")
                .font(.headline)
                .id("step")
            TextField("Your name", text: $name)
                .textFieldStyle(.roundedBorder)
                .accessibilityIdentifier("name")
            Button("Continue") {
                withAnimation(.snappy) { step += 1 }
            }
            .buttonStyle(.borderedProminent)
            .disabled(name.isEmpty)
        }
        .padding(24)
    }
}

let scenes: [MotionScene] = [
    MotionScene("disabled-continue", device: .iPhone15Pro, duration: 1.2) { NameStep() } script: {
        Tap("Continue", at: 0.1)
        Type("name", "Ada", at: 0.3)
        Tap("Continue", at: 0.8)
    },
]
