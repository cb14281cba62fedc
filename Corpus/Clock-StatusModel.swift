// expect: 0.5 VStack/0/Text text Syncing 0%  — the model's 0.4 s timer starts at the tap (1 s)
// expect: 2.0 VStack/0/Text text Syncing 50%  — after the tap at 1 s the timer fired at 1.4 and 1.8: 2 × 25 %
import Zoetrope
import Combine

final class SyncModel: ObservableObject {
    @Published var progress = 0
    private var timer: Timer?

    func start() {
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: 0.4, repeats: true) { [weak self] timer in
            guard let self else { return }
            withAnimation(.easeInOut(duration: 0.3)) { self.progress += 25 }
            if self.progress >= 100 { timer.invalidate() }
        }
    }
}

struct StatusScreen: View {
    @StateObject private var model = SyncModel()
    var body: some View {
        VStack(spacing: 20) {
            Text("Syncing \(model.progress)%")
            Capsule()
                .fill(Color.green)
                .frame(width: CGFloat(model.progress) * 2.5, height: 10)
                .frame(width: 250, alignment: .leading)
                .background(Capsule().fill(Color.gray.opacity(0.2)))
            Button("Start") { model.start() }
        }
    }
}

let scenes: [MotionScene] = [
    MotionScene("status", device: .iPhone15Pro, duration: 3) { StatusScreen() } script: { Tap("Start", at: 1) },
]
