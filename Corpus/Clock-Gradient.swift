// expect: 1.5 VStack/1/Text text Phase 1.50  — TimelineView(.animation) is made for every frame: context.date − start = 1.5 s
// expect: 0.25 VStack/1/Text text Phase 0.25  — likewise at 0.25 s
import Zoetrope

struct GradientHeader: View {
    private let start = Date()
    var body: some View {
        TimelineView(.animation) { context in
            let elapsed = context.date.timeIntervalSince(start)
            VStack {
                LinearGradient(colors: [.purple, .orange], startPoint: .leading, endPoint: .trailing)
                    .frame(width: 300, height: 120)
                    .hueRotation(.degrees(elapsed * 60))
                    .clipShape(RoundedRectangle(cornerRadius: 20))
                Text(String(format: "Phase %.2f", elapsed))
                    .font(.caption)
            }
        }
    }
}

let scenes: [MotionScene] = [MotionScene("gradient", device: .iPhone15Pro, duration: 3) { GradientHeader() }]
