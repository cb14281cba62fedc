// expect: 0.2 KeyframeAnimator/content/opacity opacity 0.35 ±0.001  — the Wi-Fi symbol searches with variableColor: each 1.2 s cycle holds 0.35 for 0.3 s, then 0.7 for 0.3 s, then 1 for 0.6 s; 0.2 s is in the first step
// expect: 0.45 KeyframeAnimator/content/opacity opacity 0.7 ±0.001  — 0.45 s is in the second step (0.3…0.6 s)
// expect: 1.25 KeyframeAnimator/content/opacity opacity 0.35 ±0.001  — the second cycle starts at 1.2 s
// expect: 0 HStack/1/Text text Searching…  — the status line
import Zoetrope

/// A status strip: Wi-Fi searching (variable colour) next to a bell that bounces when a notification arrives.
struct StatusStrip: View {
    @State private var notifications = 0

    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 12) {
                Image(systemName: "wifi")
                    .font(.title)
                    .symbolEffect(.variableColor.iterative, isActive: true)
                Text("Searching…").foregroundStyle(.secondary)
            }
            Button {
                notifications += 1
            } label: {
                Image(systemName: notifications > 0 ? "bell.badge" : "bell")
                    .font(.system(size: 40))
                    .symbolEffect(.bounce, value: notifications)
            }
            .accessibilityIdentifier("bell")
        }
    }
}

let scenes: [MotionScene] = [
    MotionScene("notification-bell", device: .iPhone15Pro, duration: 2) { StatusStrip() } script: { Tap("bell", at: 1.0) },
]
