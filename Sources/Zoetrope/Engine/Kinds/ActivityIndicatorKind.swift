import Foundation
import ZoetropeDisplay

/// The spinner of `ProgressView()`: a fixed-size leaf that draws `ProgressMetrics.spokeCount` rounded spokes round
/// its centre. The spoke at the top is highlighted at time 0 and the highlight steps clockwise one spoke at a time,
/// as UIKit's indicator does; the spokes behind it fade to `minimumOpacity`. Model values (no time) show time 0.
struct ActivityIndicatorKind: LeafKind {
    let color: ResolvedColor
    /// The faintest spoke's opacity, relative to `color` (an estimate).
    static let minimumOpacity = 0.25
    /// A spoke's width and where it starts from the centre, as fractions of the side; spokes end at the edge, their
    /// rounded cap inside it (estimates from the 20 pt indicator: 2.2 pt wide spokes from 5 to 10 pt out).
    static let spokeWidth: CGFloat = 0.11
    static let spokeStart: CGFloat = 0.25

    func name(of node: Node) -> String { "ActivityIndicator" }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        CGSize(width: ProgressMetrics.spinnerSide, height: ProgressMetrics.spinnerSide)
    }

    /// The index of the highlighted spoke at `time` (seconds of scene time), 0 at the top, clockwise.
    static func highlightedSpoke(at time: Double) -> Int {
        let count = ProgressMetrics.spokeCount
        let step = Int((time / ProgressMetrics.spinnerPeriod * Double(count)).rounded(.down))
        return ((step % count) + count) % count
    }

    /// The opacity of spoke `index` when spoke `highlighted` leads: 1 for the leader, falling linearly to
    /// `minimumOpacity` for the spokes furthest behind it.
    static func opacity(ofSpoke index: Int, highlighted: Int) -> Double {
        let count = ProgressMetrics.spokeCount
        let behind = ((highlighted - index) % count + count) % count
        return 1 - (1 - minimumOpacity) * Double(behind) / Double(count - 1)
    }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        let size = layer.frame.size
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let side = min(size.width, size.height)
        let width = side * Self.spokeWidth, inner = side * Self.spokeStart, outer = side * 0.5 - width / 2
        let highlighted = Self.highlightedSpoke(at: sampler.time ?? 0)
        var items: [DisplayItem] = []
        for index in 0..<ProgressMetrics.spokeCount {
            let spoke = CGRect(x: -width / 2, y: -outer, width: width, height: outer - inner)
            let angle = 2 * Double.pi * Double(index) / Double(ProgressMetrics.spokeCount)
            let transform = CGAffineTransform(rotationAngle: angle).concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            let path = Path(roundedRect: spoke, cornerRadius: width / 2, style: .circular).applying(transform)
            var display = color.displayColor
            display.alpha *= Self.opacity(ofSpoke: index, highlighted: highlighted)
            items.append(.shape(ShapeItem(path: path.storage, paint: .color(display))))
        }
        layer.content = items
    }

    /// The spoke drawn brightest (0 at the top, clockwise).
    static let highlightedSpokeAttribute = AttributeDescriptor("highlightedSpoke", .count)
    static let traced = TracedKind("ActivityIndicatorKind", typeName: "ActivityIndicator", attributes: [highlightedSpokeAttribute])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] {
        [TracedAttribute(Self.highlightedSpokeAttribute, .number(Double(Self.highlightedSpoke(at: sampler.time ?? 0))))]
    }
}

extension NodeKind {
    static func activityIndicator(color: ResolvedColor) -> NodeKind { NodeKind(ActivityIndicatorKind(color: color)) }
}
