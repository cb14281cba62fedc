// Built by scripts/install right after zoetrope itself: compiling one small scene file sets up the scene build cache
// (~/.cache/zoetrope: its package, SwiftPM's plan and the C modules' cache), so that the first
// `zoetrope render YourFile.swift` compiles only your file and links (docs/performance.md, "Set-up").
import Zoetrope

struct WarmupDot: View {
    @State private var moved = false

    var body: some View {
        Circle()
            .fill(.blue)
            .frame(width: 40, height: 40)
            .offset(x: moved ? 60 : -60)
            .onAppear { withAnimation(.spring(duration: 0.4, bounce: 0.2)) { moved = true } }
    }
}

let scenes: [MotionScene] = [
    MotionScene("warmup", canvas: Canvas(width: 200, height: 100, scale: 1), duration: 0.5) { WarmupDot() },
]
