// expect: 0 Text/1#2 text 2  — the count starts at 21: the tens digit is the character 1 place from the end
// expect: 0.75 Text/0#2 opacity 0.5 ±0.001  — the tap at 0.5 s counts 21 → 22 in a linear 0.5 s: halfway, the new ones digit has faded in by half
// expect: 0.75 Text/0#1 opacity 0.5 ±0.001  — and the old ones digit, rolling out, has faded out by half
// expect: 0.75 Text/1#2 opacity 1  — the tens digit did not change, so it stays (numericText rolls only changed digits)
// expect: 1.5 Text/0#2 text 2  — after the roll the ones digit reads 2
import Zoetrope

/// A stepper-style counter whose digits roll with `.numericText(value:)`.
struct CounterCard: View {
    @State private var count = 21

    var body: some View {
        VStack(spacing: 24) {
            Text("\(count)")
                .font(.system(size: 72, weight: .bold, design: .rounded))
                .contentTransition(.numericText(value: Double(count)))
            HStack(spacing: 32) {
                Button {
                    withAnimation(.linear(duration: 0.5)) { count -= 1 }
                } label: {
                    Image(systemName: "minus.circle.fill").font(.system(size: 44))
                }
                .accessibilityIdentifier("minus")
                Button {
                    withAnimation(.linear(duration: 0.5)) { count += 1 }
                } label: {
                    Image(systemName: "plus.circle.fill").font(.system(size: 44))
                }
                .accessibilityIdentifier("plus")
            }
            .foregroundStyle(.blue)
        }
    }
}

let scenes: [MotionScene] = [
    MotionScene("counter", device: .iPhone15Pro, duration: 2) { CounterCard() } script: { Tap("plus", at: 0.5) },
]
