import Foundation

/// A segmented picker, drawn as iOS 13–18's `UISegmentedControl`: a 32 pt tall rounded rectangle (radius 9) in
/// `tertiarySystemFill` as wide as it is offered, the segments sharing its width less a 2 pt inset equally, the
/// selected one raised on a white (dark: #636366) rounded rectangle (radius 7) with a soft shadow, hairlines between
/// the unselected ones. The options are 13 pt, the selected one semibold. A tap on a segment selects it in the tap's
/// own transaction; the indicator slides to it with `SegmentedMetrics.animation`, as UIKit's does.
struct SegmentedControl: View {
    let segments: [Node]
    let selectedIndex: Int?
    let select: (Int) -> Void

    var body: some View {
        let count = segments.count, selected = selectedIndex, select = self.select
        HStack(spacing: 0) {
            ForEach(0..<count) { index in
                ResolvedNodesView(nodes: [segments[index]])
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .contentShape(Rectangle())
                    .onTapGesture { select(index) }
            }
        }
        .padding(SegmentedMetrics.inset)
        .frame(height: SegmentedMetrics.height)
        .background {
            ZStack {
                RoundedRectangle(cornerRadius: SegmentedMetrics.cornerRadius)
                    .fill(ControlPalette.tertiarySystemFill)
                SegmentSeparatorsShape(count: count, selected: selected)
                    .fill(ControlPalette.segmentSeparator)
                GeometryReader { proxy in
                    let inset = SegmentedMetrics.inset
                    let width = count > 0 ? (proxy.size.width - 2 * inset) / CGFloat(count) : 0
                    RoundedRectangle(cornerRadius: SegmentedMetrics.indicatorCornerRadius)
                        .fill(ControlPalette.selectedSegment)
                        .shadow(color: .black.opacity(SegmentedMetrics.shadowOpacity), radius: SegmentedMetrics.shadowRadius,
                                y: SegmentedMetrics.shadowOffset)
                        .frame(width: width, height: max(proxy.size.height - 2 * inset, 0))
                        .offset(x: inset + width * CGFloat(selected ?? 0), y: inset)
                        .opacity(selected == nil ? 0 : 1)
                        .animation(SegmentedMetrics.animation, value: selected)
                }
            }
        }
    }
}

/// The hairlines between segments, except on either side of the selected one.
struct SegmentSeparatorsShape: Shape {
    let count: Int
    let selected: Int?

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard count > 1 else { return path }
        let inset = SegmentedMetrics.inset
        let width = (rect.width - 2 * inset) / CGFloat(count)
        let height = SegmentedMetrics.separatorHeight
        for boundary in 1..<count where boundary != selected && boundary - 1 != selected {
            let x = rect.minX + inset + width * CGFloat(boundary) - SegmentedMetrics.separatorWidth / 2
            path.addRect(CGRect(x: x, y: rect.midY - height / 2, width: SegmentedMetrics.separatorWidth, height: height))
        }
        return path
    }
}

/// The measurements of iOS's segmented control (`docs/approximations.md`, "Controls").
enum SegmentedMetrics {
    /// `UISegmentedControl`'s height since iOS 13, in points.
    static let height: CGFloat = 32
    /// Between the control's edge and the selected segment's rectangle, in points.
    static let inset: CGFloat = 2
    static let cornerRadius: CGFloat = 9
    static let indicatorCornerRadius: CGFloat = 7
    /// The options' font size, in points (UIKit's default segment title font: 13 pt).
    static let fontSize: CGFloat = 13
    /// The hairlines between unselected segments (estimate).
    static let separatorWidth: CGFloat = 1
    static let separatorHeight: CGFloat = 16
    /// The raised segment's shadow (estimate: black 12 %, radius 4, 3 pt down).
    static let shadowOpacity = 0.12
    static let shadowRadius: CGFloat = 4
    static let shadowOffset: CGFloat = 3
    /// The indicator's slide: UIKit publishes no curve; a critically damped spring of 0.3 s response matches the
    /// quick, overshoot-free slide of iOS 17 (estimate).
    static let animation = Animation.smooth(duration: 0.3)
}
