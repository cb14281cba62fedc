// A weekly step chart drawn with Canvas: an area under a polyline, its stroke, the last point and a label.
// expect: 0 VStack/1/frame/Canvas frame 36 375.667 321 160  — the card is 393 − 2·16 = 361 wide, its content 361 − 2·20 = 321; the padded card is 22 (headline) + 12 + 160 + 2·20 + 2·16 = 266 tall, centred in the safe area 59…818: 59 + (759 − 266)/2 = 305.5, on the 1/3-pt grid 305.667; the canvas is 16 + 20 + 22 + 12 below that
// expect: 0 VStack/1/frame/Canvas style.drawings 4  — the area, the line, the last point and the label
// expect: 0 VStack/0/Text text Steps this week  — the headline
import Zoetrope

struct Sparkline: View {
    let values: [Double] = [3, 5, 4, 8, 6, 9, 7, 11, 10, 13]
    @State private var shown = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Steps this week").font(.headline)
            Canvas { context, size in
                let step = size.width / CGFloat(values.count - 1)
                var line = Path()
                for (i, v) in values.enumerated() {
                    let p = CGPoint(x: CGFloat(i) * step, y: size.height - CGFloat(v / 14) * size.height)
                    if i == 0 { line.move(to: p) } else { line.addLine(to: p) }
                }
                var area = line
                area.addLine(to: CGPoint(x: size.width, y: size.height))
                area.addLine(to: CGPoint(x: 0, y: size.height))
                area.closeSubpath()
                context.fill(area, with: .linearGradient(Gradient(colors: [.blue.opacity(0.35), .blue.opacity(0)]),
                                                          startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
                context.stroke(line, with: .color(.blue), style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                for (i, v) in values.enumerated() where i == values.count - 1 {
                    let p = CGPoint(x: CGFloat(i) * step, y: size.height - CGFloat(v / 14) * size.height)
                    context.fill(Path(ellipseIn: CGRect(x: p.x - 6, y: p.y - 6, width: 12, height: 12)), with: .color(.blue))
                }
                context.draw(Text("13k").font(.caption).bold(), at: CGPoint(x: size.width - 4, y: 8), anchor: .topTrailing)
            }
            .frame(height: 160)
        }
        .padding(20)
        .background(RoundedRectangle(cornerRadius: 20).fill(Color(.secondarySystemBackground)))
        .padding()
    }
}

let scenes: [MotionScene] = [
    MotionScene("sparkline", device: .iPhone15Pro, duration: 1) { Sparkline() },
]
