import Zoetrope

// A "typing" indicator: three dots bouncing in turn, each with a repeating animation delayed by its index.
// expect: 0.2 ForEach/0/animation/offset/frame/Circle bounds 167.667 426.667 14 14 ±0.01  — the row is 3 × 14 + 2 × 8 = 58 wide, centred: x = (393 − 58)/2 = 167.5 → 167.667 on the 1/3-pt grid; y = 59 + (759 − 14)/2 = 431.5 → 431.667; easeInOut over 0.4 s is halfway at 0.2 s, so the first dot has risen 5 of its 10 pt
// expect: 0.4 ForEach/1/animation/offset/frame/Circle bounds 189.667 426.667 14 14 ±0.01  — the second dot starts 0.2 s later: halfway at 0.4 s, 5 pt up from 431.667; x = 167.667 + 22
// expect: 0.6 ForEach/0/animation/offset/frame/Circle bounds 167.667 426.667 14 14 ±0.01  — the first dot reached −10 at 0.4 s and autoreverses: halfway back at 0.6 s

struct TypingIndicator: View {
    @State private var animating = false

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<3) { index in
                Circle()
                    .fill(Color.gray)
                    .frame(width: 14, height: 14)
                    .offset(y: animating ? -10 : 0)
                    .animation(.easeInOut(duration: 0.4).repeatForever().delay(Double(index) * 0.2), value: animating)
            }
        }
        .onAppear { animating = true }
    }
}

let scenes: [MotionScene] = [
    MotionScene("typing", device: .iPhone15Pro, duration: 1.2) { TypingIndicator() },
]
