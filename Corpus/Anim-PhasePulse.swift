import Zoetrope

// A notification badge that pulses through phases when a message arrives, with PhaseAnimator and a trigger.
// expect: 0.1 PhaseAnimator/onChange/scaleEffect bounds 176.667 418.667 40 40  — a 40-pt badge centred: (393 − 40)/2 = 176.5 → 176.667, 59 + (759 − 40)/2 = 418.5 → 418.667
// expect: 0.3 PhaseAnimator/onChange/scaleEffect bounds 171.667 413.667 50 50 ±0.01  — tapped at 0.2: the first phase change (1 → 1.5) runs linearly over 0.2 s, so 1.25 at 0.3 s: 50 pt about the centre (196.667, 438.667)
// expect: 0.4 PhaseAnimator/onChange/scaleEffect bounds 166.667 408.667 60 60 ±0.01  — it reaches 1.5 at 0.4 s, when the next phase (back to 1) starts
// expect: 0.5 PhaseAnimator/onChange/scaleEffect bounds 171.667 413.667 50 50 ±0.01  — halfway back, 1.25
// expect: 0.7 PhaseAnimator/onChange/scaleEffect bounds 176.667 418.667 40 40 ±0.01  — done at 0.6 s

struct Badge: View {
    @State private var messages = 0

    var body: some View {
        Circle()
            .fill(Color.red)
            .frame(width: 40, height: 40)
            .overlay(Text("\(messages)").font(.headline).foregroundStyle(.white))
            .phaseAnimator([1.0, 1.5, 1.0], trigger: messages) { content, scale in
                content.scaleEffect(scale)
            } animation: { _ in .linear(duration: 0.2) }
            .onTapGesture { messages += 1 }
            .accessibilityIdentifier("badge")
    }
}

let scenes: [MotionScene] = [
    MotionScene("badge-pulse", device: .iPhone15Pro, duration: 1) { Badge() } script: { Tap("badge", at: 0.2) },
]
