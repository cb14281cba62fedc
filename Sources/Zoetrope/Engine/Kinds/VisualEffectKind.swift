import Foundation
import ZoetropeDisplay

/// What makes a `VisualEffectKind`'s effects at a frame.
enum VisualEffectSource {
    /// `visualEffect(_:)`: the effects from the view's geometry.
    case geometry(@Sendable (GeometryProxy) -> [VisualEffectStep])
    /// `scrollTransition`: the effects at a phase, interpolated by where the view is in its scroll view.
    case scrollTransition(ScrollTransitionSpec)
}

/// `visualEffect(_:)` and `scrollTransition`: effects computed for every frame from where the view is drawn, without
/// changing layout. Layout records where the view is and the scroll views around it (`placeChildren`); drawing
/// moves that by the scroll views' presented offsets at the frame's time, read through the sampler as
/// `ScrollLinkedKind` does, so a frame stays a pure function of its time and can be drawn on any thread.
struct VisualEffectKind: ViewKind {
    let source: VisualEffectSource
    /// The colour scheme colours in the effects resolve in.
    let colorScheme: ColorScheme
    let placement = VisualEffectPlacement()

    func name(of node: Node) -> String {
        if case .scrollTransition = source { return "scrollTransition" }
        return "visualEffect"
    }

    func placeChildren(of node: Node, size: CGSize, global: CGRect, space: PlacementSpace, inner: inout PlacementSpace,
                       in layout: LayoutEngine) -> Bool {
        // The scene's own layout only: a copy laid out again on a drawing thread shares this kind.
        if layout.frameGraph == nil {
            placement.coordinates = inner.coordinates
            placement.named = inner.named
            placement.safeAreaInsets = space.safeAreaInsets(of: global)
            placement.scrolls = space.scrolls
            placement.crossings.reset()
        }
        return false
    }

    /// How far `scrolls` (all the scroll views around the view by default) move it at the sampler's time, in canvas
    /// points.
    private func scrollShift(sampler: Sampler, scrolls: [Node]? = nil) -> CGPoint {
        var shift = CGPoint.zero
        for scroll in scrolls ?? placement.scrolls {
            guard let kind = scroll.kind.as(ScrollKind.self) else { continue }
            let offset = kind.presentedOffset(of: scroll, sampler: sampler)
            shift.x -= offset.x
            shift.y -= offset.y
        }
        return shift
    }

    /// The view's geometry as drawn at the sampler's time, for a frame of `size`.
    func proxy(size: CGSize, sampler: Sampler) -> GeometryProxy? {
        guard let coordinates = placement.coordinates else { return nil }
        var named = placement.named
        var sizes: [AnyHashable: CGSize] = [:]
        // `.scrollView` and `.scrollView(axis:)`: the innermost scroll view (along the axis), which its own offset does
        // not move; the effects around it taken as the view's (none between the two).
        func space(of scroll: Node) -> CoordinateTransform {
            CoordinateTransform(origin: CGPoint(x: scroll.parentLayoutOrigin.x + scroll.frame.minX,
                                                y: scroll.parentLayoutOrigin.y + scroll.frame.minY),
                                effects: coordinates.effects, perspective: coordinates.perspective)
        }
        for axis in [nil, Axis.horizontal, .vertical] as [Axis?] {
            let scroll = placement.scrolls.last { node in
                guard let axis else { return true }
                return node.kind.as(ScrollKind.self)?.axes.contains(axis == .horizontal ? .horizontal : .vertical) == true
            }
            guard let scroll else { continue }
            named[AnyHashable(ScrollViewSpaceName(axis: axis))] = space(of: scroll)
            sizes[AnyHashable(ScrollViewSpaceName(axis: axis))] = scroll.frame.size
        }
        var proxy = GeometryProxy(size: size, coordinates: coordinates.moved(by: scrollShift(sampler: sampler)),
                                  safeAreaInsets: placement.safeAreaInsets, namedSpaces: named)
        proxy.namedSizes = sizes
        return proxy
    }

    /// The signed phase of a scroll transition at the sampler's time (−1 top/leading, 0 identity, 1 bottom/trailing,
    /// in between while interpolated); nil for a visual effect or a view outside any scroll view.
    func phase(of node: Node, size: CGSize, sampler: Sampler) -> Double? {
        guard case let .scrollTransition(spec) = source, let coordinates = placement.coordinates,
              let scroll = placement.scrolls.last else { return nil }
        // Against its innermost scroll view, which the outer ones move with it.
        return spec.phase(scroll: scroll, sampler: sampler, grid: placement.crossings, size: size) { moment in
            let shift = scrollShift(sampler: moment, scrolls: [scroll])
            return CGRect(origin: coordinates.origin, size: size).offsetBy(dx: shift.x, dy: shift.y)
        }
    }

    /// The effects at the sampler's time, innermost first.
    func steps(of node: Node, size: CGSize, sampler: Sampler) -> [VisualEffectStep] {
        switch source {
        case let .geometry(make):
            return proxy(size: size, sampler: sampler).map(make) ?? []
        case let .scrollTransition(spec):
            let value = phase(of: node, size: size, sampler: sampler) ?? 0
            let identity = spec.transition(.identity)
            guard value != 0 else { return identity }
            let edge = spec.transition(value < 0 ? .topLeading : .bottomTrailing)
            return VisualEffectStep.interpolate(identity, edge, amount: abs(value), scheme: colorScheme)
        }
    }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        let size = layer.frame.size
        VisualEffectRendering(steps(of: node, size: size, sampler: sampler), size: size, scheme: colorScheme).apply(to: &layer)
    }

    /// Where the view is in its scroll transition: −1 at the top (leading) edge, 0 visible, 1 at the bottom
    /// (trailing) edge, in between while it crosses.
    static let phase = AttributeDescriptor("phase", .factor)
    /// The effects' own opacity (`OpacityKind`'s attribute), and how far their geometry moves the view's centre, in
    /// points (`OffsetKind`'s); a scroll transition's phase first. One traced kind per modifier, each with its display
    /// name, so that trace text read back finds it.
    static let scrollTransitionTraced = TracedKind("ScrollTransitionKind", typeName: "scrollTransition",
                                                   attributes: [phase, OpacityKind.opacity, OffsetKind.offset])
    static let visualEffectTraced = TracedKind("VisualEffectKind", typeName: "visualEffect",
                                               attributes: [OpacityKind.opacity, OffsetKind.offset])
    var traced: TracedKind {
        if case .scrollTransition = source { return Self.scrollTransitionTraced }
        return Self.visualEffectTraced
    }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] {
        let size = sampler.frame(of: node).size
        var attributes: [TracedAttribute] = []
        if let value = phase(of: node, size: size, sampler: sampler) { attributes.append(TracedAttribute(Self.phase, .number(value))) }
        let rendering = VisualEffectRendering(steps(of: node, size: size, sampler: sampler), size: size, scheme: colorScheme)
        let centre = CGPoint(x: size.width / 2, y: size.height / 2)
        let moved = rendering.projection.flatMap { $0.apply(to: centre) } ?? rendering.transform.apply(to: centre)
        attributes.append(TracedAttribute(OpacityKind.opacity, .number(rendering.opacity)))
        attributes.append(TracedAttribute(OffsetKind.offset, .numbers([Double(moved.x - centre.x), Double(moved.y - centre.y)])))
        return attributes
    }
}

/// Where layout placed a `VisualEffectKind`'s view: its coordinates, named spaces and safe area, and the scroll views
/// around it (outermost first).
final class VisualEffectPlacement: @unchecked Sendable {
    var coordinates: CoordinateTransform?
    var named: [AnyHashable: CoordinateTransform] = [:]
    var safeAreaInsets = EdgeInsets()
    var scrolls: [Node] = []
    /// A scroll transition's `.animated` positions, for this placement (`CrossingGrid`).
    let crossings = CrossingGrid()
}

extension NodeKind {
    static func visualEffect(_ kind: VisualEffectKind) -> NodeKind { NodeKind(kind) }
}
