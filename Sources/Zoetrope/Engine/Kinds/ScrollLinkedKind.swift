import Foundation
import ZoetropeDisplay

/// What a scroll-linked view does as the scroll view it follows moves (the navigation bar's scroll-edge effects).
enum ScrollLinkedEffect {
    /// Fades in as the offset goes from `start` to `start + ramp` points, and out the same way back: a bar's
    /// standard look (or an inline title) tracking the scroll, as UIKit's bars do since iOS 15.
    case appear(start: CGFloat, ramp: CGFloat)
    /// Shown while at least `ramp` points of content lie below the scroll view's viewport, fading out over the last
    /// `ramp` points before its end: a tab bar's standard look, transparent when the content ends above it.
    case appearBeforeEnd(ramp: CGFloat)
    /// Moves up with the content (a large title), cut off where it passes `under`, a y in its parent's coordinates
    /// (the inline bar's bottom edge, which it slides under).
    case collapse(under: CGFloat)
}

/// Draws its content as the presented offset of a scroll view laid out in the same tree asks: faded in, or moved
/// up with the content and cut off under the bar. Reading the offset through the sampler keeps it a pure function
/// of time, like everything the scroll view draws; the fades depend on the offset of the same frame only.
struct ScrollLinkedKind: ViewKind {
    /// The scroll view it follows.
    let scroll: Node
    let effect: ScrollLinkedEffect

    func name(of node: Node) -> String { "scrollLinked" }

    /// The scroll view's presented vertical offset, in points.
    func offset(sampler: Sampler) -> CGFloat {
        scroll.kind.as(ScrollKind.self)?.presentedOffset(of: scroll, sampler: sampler).y ?? 0
    }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        let y = offset(sampler: sampler)
        switch effect {
        case let .appear(start, ramp):
            layer.opacity = Self.fraction(y - start, of: ramp)
            if layer.opacity <= 0 { layer.hide() }
        case let .appearBeforeEnd(ramp):
            let end = scroll.kind.as(ScrollKind.self)?.maximumOffset(of: scroll).y ?? 0
            layer.opacity = Self.fraction(end - y, of: ramp)
            if layer.opacity <= 0 { layer.hide() }
        case let .collapse(under):
            let moved = max(y, 0)
            guard moved > 0 else { return }
            layer.transform = layer.transform.concatenating(.translation(x: 0, y: -moved))
            // The part still below the edge, in the view's own (moved) coordinates.
            // Wholly under the bar, the band is empty (at the title's bottom edge): nothing shows, and the trace's clip
            // says so, while its opacity stays what it is.
            let height = layer.frame.height, top = min(max(under - layer.frame.minY + moved, 0), height)
            layer.clip = DisplayPath.rect(CGRect(x: 0, y: top, width: layer.frame.width, height: height - top))
        }
    }

    /// `distance` as a share of `ramp`, clamped to 0…1 (a step at 0 when the ramp is empty).
    static func fraction(_ distance: CGFloat, of ramp: CGFloat) -> Double {
        guard ramp > 0 else { return distance > 0 ? 1 : 0 }
        return Double(min(max(distance / ramp, 0), 1))
    }

    /// How far the scroll view it follows has scrolled, in points.
    static let scrollOffset = AttributeDescriptor("scrollOffset", .length)
    static let traced = TracedKind("ScrollLinkedKind", typeName: "scrollLinked", attributes: [scrollOffset])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] {
        [TracedAttribute(Self.scrollOffset, .number(offset(sampler: sampler)))]
    }
}

extension NodeKind {
    static func scrollLinked(_ kind: ScrollLinkedKind) -> NodeKind { NodeKind(kind) }
}

/// Wraps a view in a scroll-linked node.
struct ScrollLinked<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let scroll: Node
    let effect: ScrollLinkedEffect

    func makeNodes(_ context: ResolveContext) -> [Node] {
        context.wrapEach(content, component: "scrollLinked") { _ in .scrollLinked(ScrollLinkedKind(scroll: scroll, effect: effect)) }
    }
}
