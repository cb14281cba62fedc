import Foundation
import ZoetropeDisplay

/// The one walk over a view tree at one time (architecture.md, "One motion trace, many readers"): every view's
/// layer, transitions, canvas transform, opacity and clip, in drawing order. Drawing, `inspect`, hit-testing,
/// matched geometry and anchors all read what it produces; none of them has geometry rules of its own.
///
/// Drawing order: removed views still animating first (below), then the children ordered by zIndex (stable), each
/// with its transition effects; a background's secondary content before its primary content; a mask's content,
/// then the view masking it.
struct TraceWalker {
    let sampler: Sampler
    /// Removed views of a container still showing at the walk's time, oldest first.
    var ghosts: (_ parent: Node) -> [Ghost] = { _ in [] }
    /// The children to visit for a node: a live view's content for the walk's time, or the node's children.
    var children: (Node) -> [Node] = { $0.children }
    /// Whether to visit what draws nothing (views under an opacity of 0): inspection wants them, drawing does not.
    var includesHidden = true
    /// The zoom transition sources a screen zooms out of or back into at the walk's time, with that zoom's
    /// progress (1 at the source, 0 in place): a source shows only as much as the screen has faded out.
    var zoomingSources: [TransitionSourceKey: Double] = [:]
    private(set) var entries: [TraceEntry] = []
    /// Whether the walk draws as it goes: each node's display item is made as soon as its children are walked, from
    /// their items, and its entries are then dropped, so `entries` holds only the nodes the walk is inside and stays
    /// in the processor's cache, where a frame of thousands of views would otherwise write and read back an entry per
    /// node. The same items as `FrameDrawer(entries: walk(root)).item(0)`; not for a scene whose screens zoom (a
    /// zooming screen draws a source walked after it).
    var drawsAsItWalks = false
    /// With `drawsAsItWalks`, whether each view's group carries its path as its label (`FrameDrawer.labelsViews`).
    var labelsViews = false
    /// With `drawsAsItWalks`, the items of walked nodes not yet taken by their parent, in drawing order; after the
    /// walk, the root's (none when it draws nothing).
    private(set) var heldItems: [DisplayItem] = []
    /// The data of the tree's nodes in walking order, asked for a few nodes ahead (`PrefetchStream`).
    var prefetch: PrefetchStream? { didSet { prefetchCursor = prefetch?.cursor } }
    /// How the walk reads `prefetch`, which it keeps alive.
    private var prefetchCursor: PrefetchStream.Cursor?
    /// The visit of the tree's node the walk is at, in the stream's order; removed views, which the tree does not
    /// hold, are walked with `suspended` above 0 and do not count.
    private var visits = 0
    private var suspended = 0
    /// Each zoom transition source walked so far, and those a first walk resolved ahead of a screen drawn before them.
    private var sources: [TransitionSourceKey: ZoomSource] = [:]
    /// Zoom sources their screen found neither walked nor resolved: it zooms from its centre and they fade in their
    /// own place.
    private var zoomsWithoutSource: Set<TransitionSourceKey> = []
    /// Screens that hand over to a source drawn after them: their entry, and the source they wait for.
    private var pendingHandovers: [(screen: Int, key: TransitionSourceKey)] = []

    /// A zoom transition source as the walk found it: where it is on the canvas, its style, its entry (nil while
    /// only resolved ahead, not yet walked) and the canvas transform of its parent's coordinates.
    private struct ZoomSource {
        var bounds: CGRect
        var style: TransitionSourceStyle
        var index: Int?
        var parentTransform: Transform2D
    }

    init(sampler: Sampler) {
        self.sampler = sampler
    }

    /// Walks the tree under `root`, returning every entry in drawing order. `parent` is where the coordinates of the
    /// root's parent are on the canvas (the canvas itself for the canvas-sized root node).
    /// `capacity` is how many entries to make room for at once (the tree's node count, when known).
    ///
    /// A zooming screen depends on its source's geometry, whatever their drawing order: when a screen is drawn
    /// before its source, that first walk resolves the source, and a second walk zooms the screen from it.
    mutating func walk(_ root: Node, parent: CoordinateTransform = .canvas, capacity: Int = 0) -> [TraceEntry] {
        walkOnce(root, parent: parent, capacity: capacity, resolved: [:])
        let late = sources.filter { zoomsWithoutSource.contains($0.key) }
        guard !late.isEmpty else { return entries }
        walkOnce(root, parent: parent, capacity: capacity, resolved: late.mapValues { var source = $0; source.index = nil; return source })
        for (screen, key) in pendingHandovers {
            let index = sources[key]?.index
            entries[screen].transitions = entries[screen].transitions.compactMap { layer in
                guard case let .handover(-1, transform, opacity, screenOpacity) = layer else { return layer }
                return index.map { .handover(source: $0, transform: transform, opacity: opacity, screen: screenOpacity) }
            }
        }
        return entries
    }

    /// One walk of the tree, with `resolved` the zoom sources known before it starts.
    private mutating func walkOnce(_ root: Node, parent: CoordinateTransform, capacity: Int,
                                   resolved: [TransitionSourceKey: ZoomSource]) {
        entries = []
        visits = 0
        entries.reserveCapacity(drawsAsItWalks ? 64 : capacity)
        heldItems = []
        sources = resolved
        zoomsWithoutSource = []
        pendingHandovers = []
        visit(root, from: Parent(index: nil, depth: 0, transform: parent.toCanvas, frameOrigin: parent.origin,
                                 opacity: 1, clip: nil, isRemoving: false, identifier: nil), asElement: false)
    }

    /// The model geometry of a laid-out subtree (no animation, transitions at identity): what hit-testing, matched
    /// geometry and anchors read. `parent` is where the coordinates of the root's parent are on the canvas.
    static func modelEntries(of root: Node, parent: CoordinateTransform = .canvas, layout: LayoutEngine) -> [TraceEntry] {
        var walker = TraceWalker(sampler: layout.modelSampler)
        return walker.walk(root, parent: parent)
    }

    /// What a child inherits from the entry it is drawn inside.
    private struct Parent {
        var index: Int?
        var depth: Int
        var transform: Transform2D
        var frameOrigin: CGPoint
        var opacity: Double
        var clip: CGRect?
        var isRemoving: Bool
        var identifier: String?
        /// The nearest projection around the child (`TraceEntry.projection`).
        var projection: EnclosingProjection? = nil
    }

    @discardableResult
    private mutating func visit(_ node: Node, from parent: Parent, asElement: Bool) -> Int {
        guard drawsAsItWalks else { return walkNode(node, from: parent, asElement: asElement).index }
        let base = heldItems.count
        let (index, maskStart) = walkNode(node, from: parent, asElement: asElement)
        var drawn: DisplayItem?
        // Read in place: an entry copied out of the array would retain and release each of its references.
        if !entries.withUnsafeBufferPointer({ $0[index].isHidden }) {
            // The children's items, then (for a masked view) the mask's.
            let contentEnd = maskStart ?? heldItems.count
            let mask = maskStart.flatMap { $0 < heldItems.count ? heldItems[$0] : nil }
            let held: HeldItems
            switch contentEnd - base {
            case 0: held = .none
            // The one item held, moved out rather than copied (a copy retains it; dropping the original releases it).
            case 1 where contentEnd == heldItems.count: held = .one(heldItems.removeLast())
            case 1: held = .one(heldItems[base])
            case _ where base == 0 && contentEnd == heldItems.count:
                // Everything held is this view's (a big container's children, usually): taken as it is, rather
                // than copied, which would retain and release each item, long out of the cache in a big frame.
                var all: [DisplayItem] = []
                swap(&all, &heldItems)
                held = .many(all)
            default: held = .many(Array(heldItems[base..<contentEnd]))
            }
            drawn = entries.withUnsafeBufferPointer { buffer in
                let entry = buffer.baseAddress.unsafelyUnwrapped + index
                guard let item = FrameDrawer.layerItem(entry, holding: held, labelled: labelsViews, mask: { _ in mask }) else {
                    return nil
                }
                guard !entry.pointee.transitions.isEmpty else { return item }
                return FrameDrawer.withTransitions(item, of: entry, drawsBackdrop: true, source: { _ in nil })
            }
        }
        heldItems.removeSubrange(base...)
        entries.removeSubrange(index...)
        if let drawn { heldItems.append(drawn) }
        return index
    }

    /// Walks `node` and what it holds: its entry's index, and for a masked view where the mask's items start among
    /// `heldItems` (with `drawsAsItWalks`).
    private mutating func walkNode(_ node: Node, from parent: Parent, asElement: Bool) -> (index: Int, maskStart: Int?) {
        let position = visits
        if suspended == 0, let prefetchCursor {
            prefetchCursor.issue(ahead: position)
            visits += 1
        }
        let frame = sampler.frame(of: node)
        var layer = NodeLayer(node, frame: frame, sampler: sampler)
        let effects = asElement ? sampler.transitionEffects(of: node) : []
        var transitions = effects.compactMap { $0.effect.layer(at: $0.value, frame: frame) }
        var zoomed = Set<TransitionSourceKey>()
        var waitsFor: [TransitionSourceKey] = []
        for (effect, _) in effects {
            // One zoom per source, however many transitions run toward it (a push turned into a pop has two).
            guard let key = effect.zoomSource, zoomed.insert(key).inserted,
                  let progress = Sampler.zoomProgress(toward: key, in: effects) else { continue }
            let source = sources[key]
            let b = node.bleed
            let shown = CGRect(x: frame.minX - b.leading, y: frame.minY - b.top, width: frame.width + b.leading + b.trailing,
                               height: frame.height + b.top + b.bottom)
            // The source's content is drawn inside the rectangle: from its parent's coordinates to the canvas, then
            // to this screen's parent's.
            // A source not walked yet (drawn after this screen) has its entry filled in once the walk reaches it (-1 here).
            let handover = source.flatMap { source in
                parent.transform.inverted.map { (source.index ?? -1, $0.concatenating(source.parentTransform)) }
            }
            if handover == nil { zoomsWithoutSource.insert(key) } else if source?.index == nil { waitsFor.append(key) }
            var geometry = ZoomGeometry(frame: shown, source: source.map { parent.transform.unmapping($0.bounds) },
                                        cornerRadius: source?.style.cornerRadius ?? 0,
                                        background: source?.style.resolvedBackground, shadow: source?.style.resolvedShadow)
            // A screen a finger dragged smaller goes back into its source from where the finger left it.
            if let drag = node.kind.as(ParallaxKind.self)?.presentedDrag(node, sampler: sampler), drag.isActive {
                var inParent = drag
                inParent.grab = parent.transform.unmapping(CGRect(origin: drag.grab, size: .zero)).origin
                geometry.start = inParent.dragged(shown)
                geometry.startCornerRadius = drag.cornerRadius
            }
            transitions += geometry.layers(at: progress, handover: handover)
        }
        // Only a zoom transition source (few views) reads its source here: the source is a large value, which every
        // other view would otherwise copy about as an empty optional.
        let isSource = node.walkTraits.contains(.transitionSource)
        // A zooming screen takes the source's place: the source is drawn inside the screen's rectangle, not here.
        // The trace gives each its share of the rectangle as its opacity: the screen's content shows
        // `screenOpacity`, the source's the rest (the audit and the readers of the trace see the hand-over).
        let handedOverProgress = isSource ? Self.sourceKey(of: node).flatMap { zoomingSources[$0] } : nil
        var tracedShare = handedOverProgress.map { 1 - ZoomGeometry.screenOpacity(at: $0) } ?? 1
        let isHandedOver = handedOverProgress != nil && Self.sourceKey(of: node).map { !zoomsWithoutSource.contains($0) } == true
        if handedOverProgress != nil, !isHandedOver {
            layer.opacity *= tracedShare
            tracedShare = 1
            if layer.opacity <= 0 { layer.hide() }
        }
        for case let .handover(_, _, sourceShare, _) in transitions { tracedShare *= 1 - sourceShare }
        var wrap = Transform2D.identity
        var opacity = parent.opacity
        for transition in transitions {
            switch transition {
            case let .transform(t): wrap = t.concatenating(wrap)
            case let .opacity(o): opacity *= o
            case .blur, .clip, .handover, .backdrop: break
            }
        }
        let around = parent.transform.concatenating(wrap)
        if node.walkTraits.contains(.canvasEffect) {
            node.kind.drawOnCanvas(node, into: &layer, placement: CanvasPlacement(parent: around, layer: layer.transform),
                                   sampler: sampler)
        }
        let transform = around.concatenating(layer.transform)
        opacity *= layer.opacity * tracedShare
        let canvasFrame = frame.offsetBy(dx: parent.frameOrigin.x, dy: parent.frameOrigin.y)
        let index = entries.count
        entries.append(TraceEntry(node: node, parent: parent.index, depth: parent.depth, layer: layer, transitions: transitions,
                                  transform: transform, frame: canvasFrame, opacity: opacity, clip: parent.clip,
                                  isRemoving: parent.isRemoving,
                                  identifier: node.accessibilityIdentifier == parent.identifier ? nil : node.accessibilityIdentifier))
        entries[index].isHandedOver = isHandedOver
        for key in waitsFor { pendingHandovers.append((index, key)) }
        entries[index].projection = layer.projection.map { EnclosingProjection($0, canvas: transform) } ?? parent.projection
        if isSource, let source = node.kind.as(TransitionSourceKind.self)?.source {
            sources[source.key] = ZoomSource(bounds: transform.boundingBox(of: CGRect(origin: .zero, size: frame.size)),
                                             style: source.style, index: index, parentTransform: parent.transform)
        }
        if !includesHidden && entries[index].isHidden {
            skipToEnd(of: position)
            return (index, nil)
        }
        // A scroll view's content moves inside it: its clip stays with the scroll view, its children move.
        var inner = Parent(index: index, depth: parent.depth + 1, transform: transform.concatenating(layer.contentTransform),
                           frameOrigin: canvasFrame.origin,
                           opacity: opacity, clip: parent.clip, isRemoving: parent.isRemoving, identifier: node.accessibilityIdentifier,
                           projection: entries[index].projection)
        if let clip = layer.clip {
            // The clip path's box (most clips fill the view's rectangle; a scroll-linked title's is a band across it,
            // a presenter's reaches into the unsafe area).
            let own = transform.boundingBox(of: clip.boundingRect)
            inner.clip = inner.clip.map { $0.intersection(own) } ?? own
        }
        for case let .clip(_, rect) in transitions {
            let own = parent.transform.boundingBox(of: rect)
            inner.clip = inner.clip.map { $0.intersection(own) } ?? own
        }
        switch node.drawingRole {
        case .backgroundFirst:
            // The background (children[1]) is drawn behind the content (children[0]).
            var last = -1
            for child in [node.children[1], node.children[0]] {
                last = link(visit(child, from: inner, asElement: false), to: index, after: last)
            }
        case .masked:
            _ = link(visit(node.children[0], from: inner, asElement: false), to: index, after: -1)
            let maskStart = heldItems.count
            entries[index].mask = visit(node.children[1], from: inner, asElement: false)
            return (index, maskStart)
        case .container:
            // Removed views are drawn below the present ones of the same zIndex, and above those of a lower one.
            let removed = ghosts(node).map(\.node)
            let present = children(node)
            var last = -1
            // Most containers draw in their children's order (no removed view, no zIndex out of order): no sort then.
            if removed.isEmpty, Self.isInDrawingOrder(present) {
                // By index: an iterator would retain and release each child.
                for child in present.indices {
                    last = link(visit(present[child], from: inner, asElement: true), to: index, after: last)
                }
                skipToEnd(of: position)
                return (index, nil)
            }
            // What a removed child inherits: made only here, since a copy of `inner` retains what it holds.
            var removing = inner
            removing.isRemoving = true
            let ordered = Self.drawingOrder(removed.map { ($0, true) } + present.map { ($0, false) }) { $0.0.zIndex }
            for (child, isRemoved) in ordered {
                if isRemoved { suspended += 1 }
                last = link(visit(child, from: isRemoved ? removing : inner, asElement: true), to: index, after: last)
                if isRemoved { suspended -= 1 }
            }
            skipToEnd(of: position)
        }
        return (index, nil)
    }

    /// The key of the zoom transition source `node` is, if it is one.
    private static func sourceKey(of node: Node) -> TransitionSourceKey? {
        node.kind.as(TransitionSourceKind.self)?.source.key
    }

    /// Moves the prefetch stream's visit past what the node visited `visit`-th holds in the tree, whether the walk
    /// went through it or not (a hidden view's content, live content in place of the tree's).
    private mutating func skipToEnd(of visit: Int) {
        guard suspended == 0, let prefetchCursor else { return }
        visits = visit + 1 + prefetchCursor.descendants(ofVisit: visit)
    }

    /// Adds the entry `child` to what the entry `parent` holds, after its child `last` (-1: as the first); returns
    /// `child`, the new last.
    private mutating func link(_ child: Int, to parent: Int, after last: Int) -> Int {
        // Drawing as it walks, the child's entry is gone already: its item is among `heldItems`.
        guard !drawsAsItWalks else { return child }
        if last < 0 { entries[parent].firstChild = Int32(child) } else { entries[last].nextSibling = Int32(child) }
        return child
    }
}

extension TraceWalker {
    /// `elements` in the order drawing puts them in: by zIndex, those of equal zIndex in their own order.
    static func drawingOrder<Element>(_ elements: [Element], zIndex: (Element) -> Double) -> [Element] {
        elements.enumerated().sorted { (zIndex($0.element), $0.offset) < (zIndex($1.element), $1.offset) }.map(\.element)
    }

    /// Whether `nodes` are already in the order drawing sorts them into: their zIndex never decreases.
    static func isInDrawingOrder(_ nodes: [Node]) -> Bool {
        var previous = -Double.infinity
        for node in nodes {
            // NaN never compares below: the sort would keep such a node where it is too.
            if node.zIndex < previous { return false }
            previous = node.zIndex
        }
        return true
    }
}

extension Node {
    /// How a node's children are drawn.
    enum DrawingRole {
        /// Removed children, then the children by zIndex, each with its transition.
        case container
        /// A background: children[1] behind children[0], without transitions.
        case backgroundFirst
        /// children[0] through the alpha of children[1].
        case masked
    }

    var drawingRole: DrawingRole { kind.drawingRole }
}
