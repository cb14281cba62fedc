// expect: 0 ActivityScreen/frame/padding/VStack/0/HStack/0/Gauge/if/GaugeRing/frame frame 130.5 83 58 58 ±0.17  — two 58 pt circular gauges 16 apart are 132 wide, centred in the 345 pt column that starts at x 24: 24 + (345 − 132) / 2 = 130.5 (± half a pixel: the 3x grid puts it at 392 / 3); y 59 + 24 = 83
// expect: 0 ActivityScreen/frame/padding/VStack/0/HStack/1/Gauge/if/GaugeRing/frame frame 204.5 83 58 58 ±0.17  — 130.5 + 58 + 16
// expect: 0 ActivityScreen/frame/padding/VStack/0/HStack/0/Gauge/if/GaugeRing/frame/padding/ZStack/1/frame/Group/else/Text text 4k  — 4,000 steps in thousands
// expect: 1.5 ActivityScreen/frame/padding/VStack/0/HStack/0/Gauge/if/GaugeRing/frame/padding/ZStack/1/frame/Group/else/Text text 8k  — after one walk of 4,000 more
import Zoetrope

/// A fitness summary: an open ring for steps, a closed ring for sleep, a linear bar for the daily goal, and a
/// button that adds a walk.
struct ActivityScreen: View {
    @State private var steps = 4_000.0

    var body: some View {
        VStack(spacing: 20) {
            HStack(spacing: 16) {
                Gauge(value: steps, in: 0...10_000) {
                    Text("Steps")
                } currentValueLabel: {
                    Text("\(Int(steps / 1000))k")
                }
                .gaugeStyle(.accessoryCircular)
                Gauge(value: 0.65) {
                    Text("Sleep")
                } currentValueLabel: {
                    Text("65")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(.purple)
            }
            Gauge(value: steps, in: 0...10_000) {
                Text("Daily goal")
            }
            .tint(.green)
            Button("Walk 4,000 steps") {
                withAnimation(.easeOut(duration: 0.5)) { steps += 4_000 }
            }
        }
        .padding(24)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

let scenes: [MotionScene] = [
    MotionScene("activity-gauges", device: .iPhone15Pro, duration: 2) { ActivityScreen() } script: {
        Tap("Walk 4,000 steps", at: 0.5)
    },
]
