// expect: 0 VStack/0/Text frame 100.667 99 192 52.667 ±0.01  — "00:12.45" in the monospaced design at 40 pt: 8 characters of JetBrains Mono, each 600/1000 em wide: 8 × 0.6 × 40 = 192 wide, centred: (393 − 192) / 2 = 100.5 → 100.667 on the 3× grid (thirds of a point); at the top of the safe area (59) plus the 40 pt top padding: 99; one line of ascent 1020 + descent 300 per 1000 em: 1.32 × 40 = 52.8 tall, its bottom edge 151.8 snapped to 151.667: 52.667
// expect: 0 VStack/0/Text text 00:12.45  — the stopwatch shows its time
// expect: 1.0 id=lap-1/Text text Lap 1  — the tap on Lap at 0.5 s adds the first lap
// expect: 1.0 VStack/1/Button/opacity/background/padding/padding/Text text Lap  — the button's title
import Zoetrope

/// A stopwatch face: monospaced time (the digits never shift), a lap button and the laps so far.
struct StopwatchFace: View {
    @State private var laps: [String] = []
    let time = "00:12.45"

    var body: some View {
        VStack(spacing: 20) {
            Text(time)
                .font(.system(size: 40, weight: .regular, design: .monospaced))
            Button {
                withAnimation(.snappy) { laps.append(time) }
            } label: {
                Text("Lap")
                    .font(.headline)
                    .padding(.horizontal, 28)
                    .padding(.vertical, 12)
                    .background(Color.gray.opacity(0.2), in: Capsule())
            }
            .accessibilityIdentifier("lap")
            ForEach(Array(laps.enumerated()), id: \.offset) { index, lap in
                HStack {
                    Text("Lap \(index + 1)").id("lap-\(index + 1)")
                    Spacer()
                    Text(lap).monospacedDigit()
                }
                .font(.body)
                .padding(.horizontal, 32)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .padding(.top, 40)
    }
}

let scenes: [MotionScene] = [
    MotionScene("mono-timer", device: .iPhone15Pro, duration: 1.5) { StopwatchFace() } script: { Tap("lap", at: 0.5) },
]
