import Zoetrope

// A custom loading spinner: a trimmed circle turning forever with a linear repeating animation started on appear.
// expect: 0.25 rotationEffect style.rotation 90  — one turn per second, linear, started at 0: a quarter turn at 0.25 s
// expect: 1.5 rotationEffect style.rotation 180 ±0.01  — without autoreversing it starts over each second: half a turn into the second turn
// expect: 0.25 rotationEffect frame 171.667 413.667 50 50  — 50 pt, centred: (393 − 50)/2 = 171.5 → 171.667, 59 + (759 − 50)/2 = 413.5 → 413.667

struct Spinner: View {
    @State private var isSpinning = false

    var body: some View {
        Circle()
            .trim(from: 0, to: 0.75)
            .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 5, lineCap: .round))
            .frame(width: 50, height: 50)
            .rotationEffect(.degrees(isSpinning ? 360 : 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
            .onAppear { isSpinning = true }
    }
}

let scenes: [MotionScene] = [
    MotionScene("spinner", device: .iPhone15Pro, duration: 2) { Spinner() },
]
