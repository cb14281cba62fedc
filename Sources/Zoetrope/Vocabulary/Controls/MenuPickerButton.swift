import Foundation

/// A `.menu` picker drawn closed, as iOS 17/18 draws it: the current option in the tint followed by a small
/// `chevron.up.chevron.down` in the tint. In a `List` row the picker's label leads and the button trails.
/// The menu does not open.
struct MenuPickerButton<Label: View>: View {
    let value: Node?
    let label: Label
    let inRow: Bool

    var body: some View {
        HStack {
            if inRow {
                label.frame(maxWidth: .infinity, alignment: .leading)
            }
            HStack(spacing: MenuButtonMetrics.chevronSpacing) {
                if let value { ResolvedNodesView(nodes: [value]) }
                UpDownChevron()
            }
        }
    }
}

/// SF Symbols' `chevron.up.chevron.down` at a menu button's size, drawn with strokes in the tint (our symbol set
/// may not have it): two 7 pt wide chevrons 12 pt apart, 1.6 pt round strokes.
struct UpDownChevron: View {
    var body: some View {
        UpDownChevronShape()
            .stroke(.tint, style: StrokeStyle(lineWidth: MenuButtonMetrics.chevronStroke, lineCap: .round, lineJoin: .round))
            .frame(width: MenuButtonMetrics.chevronSize.width, height: MenuButtonMetrics.chevronSize.height)
    }
}

struct UpDownChevronShape: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let h = rect.height * 0.28
        path.move(to: CGPoint(x: rect.minX, y: rect.minY + h))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + h))
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY - h))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - h))
        return path
    }
}

/// The measurements of a closed menu button (estimates from iOS 17 screenshots).
enum MenuButtonMetrics {
    static let chevronSpacing: CGFloat = 5
    static let chevronSize = CGSize(width: 7, height: 13)
    static let chevronStroke: CGFloat = 1.6
}
