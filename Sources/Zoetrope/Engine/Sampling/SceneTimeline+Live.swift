import Foundation

/// Live views (KeyframeAnimator, custom `Animatable` views while their data animates, matched members while they
/// morph) have content that depends on the time of the frame. Making it is a pure function of that time: the
/// content is resolved against a graph of the frame's own holding the state of the tree showing then, and laid
/// out with it, so any thread can make any frame in any order. Content made recently is kept in a bounded cache.
extension SceneTimeline {
    /// Makes the content of every live view showing at each of `times` ahead of drawing (optional: drawing makes
    /// what is missing).
    public func prepare(times: [Double]) {
        for time in times where time.isFinite {
            _ = traceEntries(at: time, includingHidden: false)
        }
    }

    /// The children to draw for `node` in `frame`: a live view's content for its time, or the node's children.
    func children(of node: Node, in frame: FrameContext) -> [Node] {
        let time = frame.time
        // A morphing matched member's content, laid out at the shared size of this frame (fidelity.md §6). A size
        // within half a pixel of the member's own is its own: its content is the tree's, as layout made it. Laid out
        // again at the pixel-rounded frame, a text narrowed by rounding would wrap (a matched title that is the same
        // text at both ends wrapped for the whole morph), and as the morph settles nothing shifts by a pixel.
        if node.matchesSize, let (shared, _) = frame.sampler.sharedFrame(of: node),
           case let size = layout.settled(shared.size, toward: node.frame.size), size != node.frame.size {
            return liveContent.children(path: node.path, time: time) {
                makeFrameContent(in: frame) { layout in
                    let copy = node.copySubtree()
                    // Its layout frame on the canvas: the safe area it carries is layout's, which effects do not move.
                    let modelFrame = node.frame.offsetBy(dx: node.parentLayoutOrigin.x, dy: node.parentLayoutOrigin.y)
                    let space = PlacementSpace(canvas: scene.canvas).carryingSafeArea(of: modelFrame, to: size)
                    layout.place(copy, at: .zero, proposal: ProposedViewSize(size), in: space)
                    // Rounded like the laid-out tree, from the member's own origin: when the morph ends on the model
                    // frame (whose origin is on the pixel grid), the content is where the tree puts it, to the pixel.
                    layout.roundToPixels(copy)
                    return copy.children
                }
            }
        }
        // Most nodes are none of these kinds: one test of their flags instead of three casts.
        guard !node.walkTraits.isDisjoint(with: [.matched, .geometryReader, .live, .choosesChild]) else { return node.children }
        if node.walkTraits.contains(.choosesChild) {
            return node.children.indices.contains(Int(node.chosenChild)) ? [node.children[Int(node.chosenChild)]] : []
        }
        if let reader = node.kind.as(GeometryReaderKind.self), !reader.content.placement.scrolls.isEmpty {
            return scrolledReaderChildren(node, reader.content, in: frame)
        }
        guard let content = node.kind.as(LiveKind.self)?.content else { return node.children }
        var data: Any?
        if content.animatableData != nil {
            // An animatable view is made again only while its data animates.
            guard let track = tracks.erased[TrackKey(node.path, .liveData, pathHash: node.pathHash)], track.isAnimating(at: time) else { return node.children }
            data = track.presentedValue(at: time)
        }
        return liveContent.children(path: node.path, time: time) {
            makeFrameContent(in: frame) { layout in
                let children = content.make(LiveRequest(time: time, data: data, graph: layout.frameGraph ?? ViewGraph()))
                // Offered what the live view was offered, from its top-leading corner: content that grows (a counting
                // label) grows to the trailing and bottom sides rather than wrapping. It carries the safe area where the
                // live view touches it, so content that ignores the safe area (a TimelineView's full-screen background)
                // grows to the screen's edges as it does in the tree.
                let host = Node(path: node.path, kind: .zstack(alignment: .topLeading), children: children, transaction: node.transaction)
                let modelFrame = node.frame.offsetBy(dx: node.parentLayoutOrigin.x, dy: node.parentLayoutOrigin.y)
                let space = PlacementSpace(canvas: scene.canvas).carryingSafeArea(of: modelFrame, to: node.frame.size)
                layout.place(host, at: .zero, proposal: node.proposal, in: space)
                layout.roundToPixels(host)
                return children
            }
        }
    }

    /// A `GeometryReader` inside scroll views: while they are scrolled, its content is made again for the frame
    /// from its geometry moved by their presented offsets, so `frame(in: .global)` (and named spaces outside them)
    /// follow the scroll as in SwiftUI, where geometry is read again as the content moves.
    private func scrolledReaderChildren(_ node: Node, _ content: GeometryReaderContent, in frame: FrameContext) -> [Node] {
        guard let proxy = content.placement.proxy else { return node.children }
        let sampler = frame.sampler, time = frame.time
        var shift = CGPoint.zero
        for scroll in content.placement.scrolls {
            guard let kind = scroll.kind.as(ScrollKind.self) else { continue }
            let offset = kind.presentedOffset(of: scroll, sampler: sampler)
            shift.x -= offset.x
            shift.y -= offset.y
        }
        guard shift != .zero else { return node.children }
        return liveContent.children(path: node.path, time: time) {
            makeFrameContent(in: frame) { layout in
                let children = content.build(proxy.moved(by: shift), layout.frameGraph)
                let host = Node(path: node.path, kind: .zstack(alignment: .topLeading), children: children,
                                transaction: node.transaction)
                layout.place(host, at: .zero, proposal: ProposedViewSize(proxy.size), in: PlacementSpace(canvas: scene.canvas))
                layout.roundToPixels(host)
                return children
            }
        }
    }

    /// Runs `make` with the state of the tree showing in `frame` and a layout whose views resolve in a graph of the
    /// frame's own; marks what it returns as frame content (drawn as it is, without tracks).
    private func makeFrameContent(in frame: FrameContext, _ make: (LayoutEngine) -> [Node]) -> [Node] {
        let state = frame.shown.state, time = frame.time
        var layout = self.layout
        layout.frameGraph = ViewGraph(frameOf: state)
        // Time read in the content (Date(), CACurrentMediaTime()) is the frame's; nothing can be scheduled from it.
        let clock = SceneClock(time: { time }, scheduler: nil)
        let nodes = CapturedState.$reading.withValue(state) {
            SceneScreen.$current.withValue(scene.canvas) { SceneClock.$current.withValue(clock) { make(layout) } }
        }
        for node in nodes { node.forEachNode { $0.isFrameContent = true } }
        return nodes
    }
}
