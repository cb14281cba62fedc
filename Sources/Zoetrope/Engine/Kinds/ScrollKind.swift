import Foundation
import ZoetropeDisplay

/// A scroll view (`ScrollView`): it fills its proposal along the axes it scrolls and takes its content's size across
/// them, offers its content an unbounded length along the axes it scrolls and its own size along the others, clips
/// the content, and moves it by the content offset.
///
/// The content offset is the scroll node's animatable `.effect` attribute, (x, y) in points, 0 at the content's
/// top-leading corner and clamped to `0 … contentSize − viewport` (`offset(of:)`). Its presented value at a time is
/// `presentedOffset(of:sampler:)`: the one place that reads it (the trace, inspection and any view that reacts to
/// scrolling). It reaches the content through `NodeLayer.contentTransform`, so every reader of the trace sees the
/// content where it is scrolled to.
///
/// Safe area, as iOS does: where the scroll view touches an edge of the safe area, its frame (and clip) grows to the
/// canvas edge and its content is inset by as much (`Node.scrollInsets`), so content scrolls under the status bar
/// and the home indicator and rests inside the safe area at either end.
struct ScrollKind: ViewKind {
    let axes: Axis.Set
    let showsIndicators: Bool
    /// The offset the view's state asks for, before clamping to the content (points).
    let requestedOffset: CGPoint
    /// `.scrollDisabled(true)`: a drag does not scroll it (a `Scroll` or `scrollTo` still does, as in SwiftUI).
    let isDisabled: Bool
    /// Its name in inspection: "ScrollView", or "List" for a list's.
    var displayName = "ScrollView"
    /// `.scrollTargetBehavior`: where a drag or flick settles (nil: where the glide stops; `ScrollKind+Settling`).
    var settle: ScrollSettle? = nil
    /// `.contentMargins`: the content rests this far inside the visible area (points), as extra scroll insets.
    var contentMargins = EdgeInsets()
    /// `.scrollClipDisabled()`: the content is drawn outside the scroll view's bounds too.
    var isClipDisabled = false
    /// `.scrollPosition(id:anchor:)`: the binding set to the top-most target's id as it settles.
    var positionLink: ScrollPositionLink? = nil

    func name(of node: Node) -> String { displayName }

    /// What the content is offered: nothing (its ideal length) along scrolled axes, the viewport along the others.
    func contentProposal(for size: CGSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : size.width, height: axes.contains(.vertical) ? nil : size.height)
    }

    /// Along an axis it scrolls, the proposed length (its content's where none is proposed: a fixed-size scroll view
    /// hugs its content); across, its content's length at the proposed one, as SwiftUI's does: a horizontal
    /// carousel in a stack is as tall as its cards, and a vertical scroll view of short text only as wide as the text.
    func size(of node: Node, proposal: ProposedViewSize, axis _: Axis?, in layout: LayoutEngine) -> CGSize {
        let scrollsAcross = axes.contains(.horizontal), scrollsDown = axes.contains(.vertical)
        // A List fills its proposal both ways, as SwiftUI's does; so does a scroll view of lazy rows here, whose width
        // would need every row made (approximations.md, "Scroll views").
        if let width = proposal.width, let height = proposal.height,
           (scrollsAcross && scrollsDown) || displayName == "List" || node.children.contains(where: Self.holdsLazyRows) {
            return CGSize(width: width, height: height)
        }
        let content = layout.childrenSize(node, proposal: ProposedViewSize(width: scrollsAcross ? nil : proposal.width,
                                                                           height: scrollsDown ? nil : proposal.height))
        return CGSize(width: scrollsAcross ? proposal.width ?? content.width : content.width,
                      height: scrollsDown ? proposal.height ?? content.height : content.height)
    }

    /// Whether `node` is or holds a lazy stack or grid (not inside a GeometryReader, whose size is its proposal).
    static func holdsLazyRows(_ node: Node) -> Bool {
        let kind = node.kind
        if kind.is(LazyStackKind.self) || kind.is(LazyGridKind.self) { return true }
        if kind.is(GeometryReaderKind.self) { return false }
        return node.children.contains(where: holdsLazyRows)
    }

    func placeChildren(of node: Node, size: CGSize, global: CGRect, space: PlacementSpace, inner: inout PlacementSpace,
                       in layout: LayoutEngine) -> Bool {
        let grown = space.expanding(global, on: .all)
        let insets = EdgeInsets(top: global.minY - grown.minY, leading: global.minX - grown.minX,
                                bottom: grown.maxY - global.maxY, trailing: grown.maxX - global.maxX)
        // The content margins inset the content further, like more safe area (visible area and offsets alike).
        let p = node.scrollSafeAreaPadding
        let m = EdgeInsets(top: contentMargins.top + p.top, leading: contentMargins.leading + p.leading,
                           bottom: contentMargins.bottom + p.bottom, trailing: contentMargins.trailing + p.trailing)
        node.scrollInsets = EdgeInsets(top: insets.top + m.top, leading: insets.leading + m.leading,
                                       bottom: insets.bottom + m.bottom, trailing: insets.trailing + m.trailing)
        node.frame = CGRect(x: node.frame.minX - insets.leading, y: node.frame.minY - insets.top, width: grown.width, height: grown.height)
        inner.origin = grown.origin
        // SwiftUI's `.scrollView` coordinate space (and `.scrollView(axis:)` for each axis it scrolls): its own frame,
        // which does not move with the content; a reader inside follows the content's shift (`scrolls`).
        inner.named[ScrollViewSpaceName(axis: nil)] = inner.coordinates
        if axes.contains(.horizontal) { inner.named[ScrollViewSpaceName(axis: .horizontal)] = inner.coordinates }
        if axes.contains(.vertical) { inner.named[ScrollViewSpaceName(axis: .vertical)] = inner.coordinates }
        inner.scrolls.append(node)
        let visible = CGSize(width: max(size.width - m.leading - m.trailing, 0), height: max(size.height - m.top - m.bottom, 0))
        let proposal = contentProposal(for: visible)
        // Lazy containers inside make only the rows that reach the window; when they made or measured rows in a pass,
        // the content is laid out again (at most four passes; one when nothing inside is lazy).
        var engine = layout
        let passes = LazyLayoutPasses()
        engine.lazyPasses = passes
        // The container `containerRelativeFrame` divides inside: the visible area less the content margins.
        engine.containerSize = visible
        var window = self.window(of: node, frame: grown, requested: requestedOffset, in: layout)
        for _ in 0..<4 {
            engine.scrollWindow = window
            let before = (passes.changes, passes.windowReads)
            for child in node.children {
                let s = engine.size(of: child, proposal: proposal)
                // Along a scrolled axis the content starts at the safe edge; along the others it is centred in the viewport.
                let x = insets.leading + m.leading + (axes.contains(.horizontal) ? 0 : (visible.width - s.width) / 2)
                let y = insets.top + m.top + (axes.contains(.vertical) ? 0 : (visible.height - s.height) / 2)
                engine.place(child, at: CGPoint(x: x, y: y), proposal: proposal, in: inner)
            }
            guard passes.windowReads != before.1 else { break }
            // The content's size is known now: the offset it asks for is clamped to it.
            let clamped = self.window(of: node, frame: grown, requested: offset(of: node), in: layout)
            guard passes.changes != before.0 || clamped != window else { break }
            window = clamped
        }
        return true
    }

    /// The region the scroll view can show before the next evaluation (`ScrollWindow`), for content offsets from the
    /// one shown at the evaluation's time to `requested`; `frame` is the scroll view's canvas frame.
    private func window(of node: Node, frame: CGRect, requested: CGPoint, in layout: LayoutEngine) -> ScrollWindow {
        let target = CGPoint(x: requested.x.isFinite ? max(requested.x, 0) : 0, y: requested.y.isFinite ? max(requested.y, 0) : 0)
        // What shows now matters while an animation runs on toward the target: one already under way (the target is
        // unchanged) or one this evaluation starts. Without animation a new target is jumped to.
        var shown = target
        if let track = layout.presentedScrollOffset?(node.path) {
            let moved = abs(track.model.x - target.x) > 0.5 || abs(track.model.y - target.y) > 0.5
            if !moved || node.transaction.animation != nil { shown = track.shown }
        }
        let far: CGFloat = 1e12
        func span(_ axis: Axis, _ start: CGFloat, _ length: CGFloat, _ a: CGFloat, _ b: CGFloat) -> (CGFloat, CGFloat) {
            guard axes.contains(axis) else { return (-far, 2 * far) }
            let lo = start + min(a, b) - 2 * length, hi = start + max(a, b) + 3 * length
            return (lo, hi - lo)
        }
        let (x, width) = span(.horizontal, frame.minX, frame.width, shown.x, target.x)
        let (y, height) = span(.vertical, frame.minY, frame.height, shown.y, target.y)
        return ScrollWindow(rect: CGRect(x: x, y: y, width: width, height: height), axes: axes)
    }

    // MARK: The content offset

    /// The viewport inside the safe area: the scroll view's frame less its insets (points).
    static func viewport(of node: Node) -> CGSize {
        let i = node.scrollInsets
        return CGSize(width: max(node.frame.width - i.leading - i.trailing, 0), height: max(node.frame.height - i.top - i.bottom, 0))
    }

    /// The size of the scrolled content (the union of its children's laid-out frames).
    static func contentSize(of node: Node) -> CGSize {
        node.children.reduce(CGSize.zero) { CGSize(width: max($0.width, $1.frame.width), height: max($0.height, $1.frame.height)) }
    }

    /// The largest offset along each axis: the content's length beyond the viewport, 0 on axes it does not scroll.
    func maximumOffset(of node: Node) -> CGPoint {
        let content = Self.contentSize(of: node), viewport = Self.viewport(of: node)
        return CGPoint(x: axes.contains(.horizontal) ? max(content.width - viewport.width, 0) : 0,
                       y: axes.contains(.vertical) ? max(content.height - viewport.height, 0) : 0)
    }

    /// `offset` clamped to the content: 0 … contentSize − viewport on each scrolled axis.
    func clamped(_ offset: CGPoint, in node: Node) -> CGPoint {
        let maximum = maximumOffset(of: node)
        func clamp(_ v: CGFloat, _ top: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), top) : 0 }
        return CGPoint(x: clamp(offset.x, maximum.x), y: clamp(offset.y, maximum.y))
    }

    /// The model content offset of the laid-out node (points).
    func offset(of node: Node) -> CGPoint { clamped(requestedOffset, in: node) }

    /// The content offset `sampler` presents (points): the model offset, or where its animation has it.
    func presentedOffset(of node: Node, sampler: Sampler) -> CGPoint {
        let model = offset(of: node)
        let v = sampler.effect(of: node, model: Vector4(model.x, model.y))
        return CGPoint(x: v.x, y: v.y)
    }

    func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)] {
        let o = offset(of: node)
        return [(.effect, Vector4(o.x, o.y))]
    }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        let o = presentedOffset(of: node, sampler: sampler)
        if !isClipDisabled { layer.clip = Path(CGRect(origin: .zero, size: layer.frame.size)).storage }
        layer.contentTransform = .translation(x: -o.x, y: -o.y)
    }

    /// How far the content is scrolled, in points.
    static let contentOffset = AttributeDescriptor("contentOffset", .point, specPhrase: "scroll offset (points)")
    /// The axes it scrolls along (`horizontal,vertical`).
    static let axesAttribute = AttributeDescriptor("axes", .text)
    static let traced = TracedKind("ScrollKind", attributes: [axesAttribute, contentOffset])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] {
        let o = presentedOffset(of: node, sampler: sampler)
        var axisNames: [String] = []
        if axes.contains(.horizontal) { axisNames.append("horizontal") }
        if axes.contains(.vertical) { axisNames.append("vertical") }
        return [TracedAttribute(Self.axesAttribute, .text(axisNames.joined(separator: ","))),
                TracedAttribute(Self.contentOffset, .numbers([o.x, o.y]))]
    }

    func trackedAttribute(_ attribute: TrackKey.Attribute, of node: Node) -> TrackedAttribute? {
        attribute == .effect ? .numbers(Self.contentOffset, count: 2) : nil
    }
}

extension NodeKind {
    static func scroll(axes: Axis.Set, showsIndicators: Bool, requestedOffset: CGPoint, isDisabled: Bool,
                       name: String = "ScrollView", settle: ScrollSettle? = nil, contentMargins: EdgeInsets = EdgeInsets(),
                       isClipDisabled: Bool = false, positionLink: ScrollPositionLink? = nil) -> NodeKind {
        NodeKind(ScrollKind(axes: axes, showsIndicators: showsIndicators, requestedOffset: requestedOffset, isDisabled: isDisabled,
                            displayName: name, settle: settle, contentMargins: contentMargins, isClipDisabled: isClipDisabled,
                            positionLink: positionLink))
    }
}
