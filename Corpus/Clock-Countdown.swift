// expect: 0.5 onReceive/Text text 10  — Timer.publish every 1 s connects at 0 and has not fired
// expect: 2.5 onReceive/Text text 8  — fired at 1 and 2 s: 10 − 2
import Zoetrope
import Combine

struct CountdownView: View {
    @State private var remaining = 10
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        Text("\(remaining)")
            .font(.system(size: 64, weight: .bold))
            .onReceive(timer) { _ in
                if remaining > 0 { remaining -= 1 }
            }
    }
}

let scenes: [MotionScene] = [MotionScene("countdown", device: .iPhone15Pro, duration: 4) { CountdownView() }]
