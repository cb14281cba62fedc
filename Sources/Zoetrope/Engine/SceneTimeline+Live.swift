import Foundation

/// Live views (KeyframeAnimator) have content that depends on the time of the frame: it is resolved and laid out
/// when a frame first needs it, then kept. Frames are drawn on many threads, so making content is serialised by
/// one lock; the content depends only on the time, so the result is the same whichever thread makes it.
extension SceneTimeline {
    /// Makes the content of every live view showing at each of `times` ahead of drawing (optional: drawing makes
    /// what is missing).
    public func prepare(times: [Double]) {
        for time in times where time.isFinite {
            // The views drawn at `time`: the tree and the removed views still showing.
            func visit(_ node: Node) {
                ghosts(of: node.path, at: time).forEach { visit($0.node) }
                children(of: node, at: time).forEach(visit)
            }
            visit(snapshot(at: time).root)
        }
    }

    /// The children to draw for `node` at `time`: a live view's content for that time, or the node's children.
    func children(of node: Node, at time: Double) -> [Node] {
        if case .matched = node.kind, let (shared, _) = sharedFrame(of: node, at: time) {
            // A morphing matched member's content, laid out at the shared size of this frame (fidelity.md §6).
            let layout = self.layout, canvas = scene.canvas
            return liveContent.children(path: node.path, time: time) {
                let copy = node.copySubtree()
                layout.place(copy, at: .zero, proposal: ProposedViewSize(shared.size), in: PlacementSpace(canvas: canvas))
                for child in copy.children { child.forEachNode { $0.isFrameContent = true } }
                return copy.children
            }
        }
        guard case let .live(content) = node.kind else { return node.children }
        var data: Any?
        if content.animatableData != nil {
            // An animatable view is made again only while its data animates.
            guard let track = erasedTracks[NodeAttributes.key(node.path, NodeAttributes.liveData)],
                  track.isAnimating(at: time) else { return node.children }
            data = track.presentedValue(at: time)
        }
        let layout = self.layout
        return liveContent.children(path: node.path, time: time) {
            // Resolving views is main-actor work in the view layer's types; here it runs under the cache's lock,
            // after the scene's evaluation has finished, which is what the main actor guaranteed.
            let make = unsafeBitCast(content.make, to: ((Double, Any?) -> [Node]).self)
            let children = make(time, data)
            // Offered what the live view was offered, from its top-leading corner: content that grows (a counting
            // label) grows to the trailing and bottom sides rather than wrapping.
            let host = Node(path: node.path, kind: .zstack(alignment: .topLeading), children: children, transaction: node.transaction)
            layout.place(host, at: .zero, proposal: node.proposal, in: PlacementSpace(canvas: scene.canvas))
            layout.roundToPixels(host)
            for child in children { child.forEachNode { $0.isFrameContent = true } }
            return children
        }
    }
}

/// Live content by path and time, made once under a lock.
final class LiveContentCache: @unchecked Sendable {
    private let lock = NSLock()
    private var content: [String: [Double: [Node]]] = [:]

    func children(path: String, time: Double, make: () -> [Node]) -> [Node] {
        lock.lock()
        defer { lock.unlock() }
        if let cached = content[path]?[time] { return cached }
        let made = make()
        content[path, default: [:]][time] = made
        return made
    }
}
