// expect: 0.2 ForEach/0/opacity opacity 1  — the timer has not fired yet: dot 0 is the active one
// expect: 0.75 VStack/1/Text text Loading 2  — a 0.3 s repeating timer fired at 0.3 and 0.6: active dot 2
import Zoetrope

struct LoaderDots: View {
    @State private var active = 0
    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 12) {
                ForEach(0..<3, id: \.self) { index in
                    Circle()
                        .fill(Color.blue)
                        .frame(width: 18, height: 18)
                        .opacity(index == active ? 1 : 0.3)
                }
            }
            Text("Loading \(active)")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 0.3, repeats: true) { _ in
                active = (active + 1) % 3
            }
        }
    }
}

let scenes: [MotionScene] = [MotionScene("loader", device: .iPhone15Pro, duration: 3) { LoaderDots() }]
