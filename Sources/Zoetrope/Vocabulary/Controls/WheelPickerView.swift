import Foundation

/// A `.wheel` picker, drawn as iOS 14–18's `UIPickerView`: 216 pt tall, as wide as it is offered, the options on a
/// cylinder of radius 100 pt seen from the front (`WheelMetrics`), the selected one centred on a 34 pt rounded
/// selection band in `tertiarySystemFill`. Rows further round the wheel are squashed (cos θ) and faded. A tap on a
/// row selects it; the wheel turns to it with `WheelMetrics.animation`.
struct WheelPickerView: View {
    let rows: [Node]
    let selectedIndex: Int?
    let select: (Int) -> Void

    var body: some View {
        let selected = selectedIndex ?? 0, select = self.select
        ZStack {
            RoundedRectangle(cornerRadius: WheelMetrics.bandCornerRadius)
                .fill(ControlPalette.tertiarySystemFill)
                .frame(height: WheelMetrics.bandHeight)
                .padding(.horizontal, WheelMetrics.bandInset)
            ForEach(0..<rows.count) { index in
                let angle = WheelMetrics.angle(index - selected)
                ResolvedNodesView(nodes: [rows[index]])
                    .lineLimit(1)
                    .frame(maxWidth: .infinity)
                    .frame(height: WheelMetrics.rowHeight)
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
                    .scaleEffect(x: 1, y: max(cos(angle), 0))
                    .offset(y: WheelMetrics.radius * sin(angle))
                    .opacity(WheelMetrics.opacity(angle))
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: WheelMetrics.height)
        .clipped()
        .animation(WheelMetrics.animation, value: selectedIndex)
    }
}

/// The measurements of iOS's wheel picker (`docs/approximations.md`, "Controls").
enum WheelMetrics {
    /// `UIPickerView`'s height, in points.
    static let height: CGFloat = 216
    /// Between rows along the wheel, in points (estimate).
    static let rowHeight: CGFloat = 32
    /// The selection band (estimate).
    static let bandHeight: CGFloat = 34
    static let bandCornerRadius: CGFloat = 8
    static let bandInset: CGFloat = 8
    /// The cylinder's radius, in points (estimate: the wheel shows rows up to about 80° either side).
    static let radius: CGFloat = 100
    /// A wheel turn's animation (estimate).
    static let animation = Animation.smooth(duration: 0.4)

    /// The angle of the row `offset` rows from the selected one, clamped to a right angle.
    static func angle(_ offset: Int) -> Double {
        min(max(Double(offset) * Double(rowHeight / radius), -Double.pi / 2), Double.pi / 2)
    }

    /// Rows fade from 1 at the centre to 0.3 at 80° (estimate), and vanish at the wheel's edge.
    static func opacity(_ angle: Double) -> Double {
        let a = abs(angle)
        return a >= Double.pi / 2 - 1e-9 ? 0 : 1 - 0.7 * a / (Double.pi / 2)
    }
}
