import Foundation
import ZoetropeDisplay

/// What a scroll-linked view does as the scroll view it follows moves (the navigation bar's scroll-edge effects).
enum ScrollLinkedEffect {
    /// Fades in over `duration` seconds once the offset reaches `threshold` points, and out as long once it falls
    /// below: UIKit animates the bar between its scroll-edge and standard looks in time, not with the offset.
    case appear(threshold: CGFloat, duration: Double)
    /// Fades in over `duration` seconds while content lies below the scroll view's viewport (its end not reached), and
    /// out as long once the end is in view: a tab bar's scroll-edge look, transparent when content ends above it.
    case appearBeforeEnd(duration: Double)
    /// Moves up with the content (a large title), cut off where it passes `under`, a y in its parent's coordinates
    /// (the inline bar's bottom edge, which it slides under).
    case collapse(under: CGFloat)
}

/// Draws its content as the presented offset of a scroll view laid out in the same tree asks: faded in, or moved
/// up with the content and cut off under the bar. Reading the offset through the sampler keeps it a pure function
/// of time, like everything the scroll view draws.
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
        case let .appear(threshold, duration):
            layer.opacity = appearance(duration: duration, sampler: sampler) { $0 >= threshold }
            if layer.opacity <= 0 { layer.hide() }
        case let .appearBeforeEnd(duration):
            // Half a point of content left below counts as none (a laid-out length rounded to pixels).
            let end = scroll.kind.as(ScrollKind.self)?.maximumOffset(of: scroll).y ?? 0
            layer.opacity = appearance(duration: duration, sampler: sampler) { end - $0 > 0.5 }
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

    /// The share of the last `duration` seconds (sampled every 1/120 s, ending now) in which the offset made `shows`
    /// true: a linear fade of `duration` after each crossing, and a pure function of time.
    func appearance(duration: Double, sampler: Sampler, shows: (CGFloat) -> Bool) -> Double {
        guard let time = sampler.time, duration > 0 else { return shows(offset(sampler: sampler)) ? 1 : 0 }
        let steps = max(Int((duration * 120).rounded()), 1)
        var above = 0
        for k in 0..<steps {
            let past = Sampler(tracks: sampler.tracks, layout: sampler.layout, time: max(time - Double(k) / 120, 0))
            if shows(offset(sampler: past)) { above += 1 }
        }
        return Double(above) / Double(steps)
    }

    func style(of node: Node, sampler: Sampler) -> [String: InspectedValue] {
        ["scrollOffset": .number(offset(sampler: sampler))]
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
