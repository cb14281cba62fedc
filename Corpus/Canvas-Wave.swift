import Zoetrope

// An animated wave drawn with Canvas inside TimelineView(.animation): the phase comes from the timeline's date,
// so every frame is drawn again at the scene's time. (The wave's height is annotated `CGFloat`: without it this
// expression exceeds the type checker's budget inside the closure — docs/swiftui-coverage.md.)
// expect: 0.5 TimelineView/content/frame/Canvas frame 0 338.667 393 200  — a full-width canvas 200 tall, centred in the safe area: 59 + (759 − 200)/2 = 338.5 → 338.667
// expect: 0.5 TimelineView/content/frame/Canvas style.drawings 2  — the filled wave and its crest line

struct Wave: View {
    let start = Date()

    var body: some View {
        TimelineView(.animation) { context in
            let t = context.date.timeIntervalSince(start)
            Canvas { ctx, size in
                var wave = Path()
                wave.move(to: CGPoint(x: 0, y: size.height))
                for step in 0...60 {
                    let x = size.width * CGFloat(step) / 60
                    let y: CGFloat = size.height / 2 + 20 * CGFloat(sin(Double(step) / 60 * 2 * .pi * 2 + t * 3))
                    wave.addLine(to: CGPoint(x: x, y: y))
                }
                wave.addLine(to: CGPoint(x: size.width, y: size.height))
                wave.closeSubpath()
                ctx.fill(wave, with: .linearGradient(Gradient(colors: [.cyan, .blue]), startPoint: .zero,
                                                      endPoint: CGPoint(x: 0, y: size.height)))
                ctx.stroke(wave, with: .color(.white.opacity(0.6)), lineWidth: 2)
            }
            .frame(height: 200)
        }
    }
}

let scenes: [MotionScene] = [
    MotionScene("canvas-wave", device: .iPhone15Pro, duration: 2) { Wave() },
]
