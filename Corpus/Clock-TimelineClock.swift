// expect: 0.4 VStack/1/Text text 09:41:00  — a 1 s periodic timeline from the epoch 09:41:00 UTC shows its first entry
// expect: 2.5 VStack/1/Text text 09:41:02  — the entry of 2 s
import Zoetrope

struct ClockFace: View {
    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            VStack(spacing: 16) {
                Circle()
                    .stroke(Color.primary, lineWidth: 4)
                    .frame(width: 160, height: 160)
                    .overlay(
                        Rectangle()
                            .fill(Color.red)
                            .frame(width: 2, height: 70)
                            .offset(y: -35)
                            .rotationEffect(.degrees(Double(Calendar.current.component(.second, from: context.date)) * 6))
                    )
                Text(Self.formatter.string(from: context.date))
                    .font(.title2)
            }
        }
    }
}

let scenes: [MotionScene] = [MotionScene("clock", device: .iPhone15Pro, duration: 3) { ClockFace() }]
