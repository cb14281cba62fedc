// Memory benchmark scenes (`scripts/bench memory`): the same 1920 × 1080 motion, 10 s, 60 s and 10 min long, so
// that peak memory can be compared across lengths. A card grows and moves there and back every second, for ever,
// while a dot pulses in step: no frame is a hold, every frame is drawn and encoded.
import Zoetrope

struct LongPulse: View {
    @State private var grown = false

    var body: some View {
        ZStack {
            Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
            RoundedRectangle(cornerRadius: grown ? 24 : 12)
                .fill(Color(red: 10 / 255, green: 132 / 255, blue: 1))
                .frame(width: grown ? 300 : 60, height: grown ? 200 : 60)
                .position(x: grown ? 1060 : 360, y: grown ? 490 : 840)
            Circle()
                .fill(Color(red: 1, green: 159 / 255, blue: 10 / 255))
                .frame(width: 100, height: 100)
                .scaleEffect(grown ? 1 : 0.2)
                .opacity(grown ? 1 : 0.2)
                .position(x: 1460, y: 290)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: true)) { grown = true }
        }
    }
}

let fullHD = Canvas(width: 1920, height: 1080, scale: 1)
let scenes: [MotionScene] = [
    MotionScene("long-10s", canvas: fullHD, duration: 10) { LongPulse() },
    MotionScene("long-60s", canvas: fullHD, duration: 60) { LongPulse() },
    MotionScene("long-600s", canvas: fullHD, duration: 600) { LongPulse() },
]
