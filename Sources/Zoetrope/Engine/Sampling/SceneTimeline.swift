import Foundation
import ZoetropeDisplay

/// A scene evaluated once (every state change of its script applied, every animation prepared), ready to be
/// sampled at any time from any thread. `displayList(at:)` is a pure function of time.
package final class SceneTimeline: @unchecked Sendable {
    public let scene: MotionScene
    /// Problems found while evaluating the scene, in the order found.
    public let issues: [SceneIssue]
    let trees: [EvaluatedTree]
    /// Every animated attribute, by view identity and attribute.
    let tracks: TrackStore
    let ghostsByParent: [String: [Ghost]]
    /// The path hashes (`Node.pathHash`) of the keys of `ghostsByParent`: most containers of a frame have no removed
    /// views, and this answers so without hashing their paths.
    private let ghostParentHashes: Set<Int>
    /// Lays out the content of live views for each frame.
    let layout: LayoutEngine
    /// The laid-out content of live views by path and time (see `prepare(times:)`).
    let liveContent = LiveContentCache()
    /// The script's fingers, drawn by `displayList(at:showingTouches:)`.
    let touches: [TouchTrace]
    /// The times (seconds, ascending) at which the scene changed what shows without animation: an attribute set
    /// outside any animation, or a view inserted or removed at once. A jump then is what the code asked for.
    public let unanimatedChangeTimes: [Double]

    /// Whether any view of the scene has a navigation `.zoom` transition (`zoomingSources(in:)`).
    let hasZoomTransitions: Bool

    init(scene: MotionScene, trees: [EvaluatedTree], tracks: TrackStore, ghosts: [Ghost], issues: [SceneIssue],
         layout: LayoutEngine, touches: [TouchTrace] = [], unanimatedChangeTimes: [Double] = []) {
        self.layout = layout
        self.touches = touches
        self.unanimatedChangeTimes = unanimatedChangeTimes
        self.scene = scene
        var store = tracks
        // The tracks in the order a frame reads them: each tree's nodes depth first, then the removed views'.
        var order: [TrackKey] = []
        func collect(_ node: Node) {
            for attribute in [TrackKey.Attribute.frame, .fill, .effect] + NodeAttributes.transitionNames(of: node) {
                order.append(TrackKey(node.path, attribute, pathHash: node.pathHash))
            }
        }
        for tree in trees { tree.root.forEachNode(collect) }
        for ghost in ghosts { ghost.node.forEachNode(collect) }
        store.freeze(order: order)
        self.tracks = store
        ghostsByParent = Dictionary(grouping: ghosts, by: \.parentPath)
        ghostParentHashes = Set(ghostsByParent.keys.map(\.hashValue))
        // Every node finds its tracks once here, not at every frame (docs/performance.md, "Goal 4").
        func prepare(_ node: Node) {
            node.trackIndices = NodeTrackIndices(node, in: store)
            node.preparedOutline = node.kind.as(ShapeKind.self)?.preparedOutline(of: node, tracks: store)
        }
        for tree in trees { tree.root.forEachNode(prepare) }
        for ghost in ghosts { ghost.node.forEachNode(prepare) }
        self.trees = trees.map { tree in
            var tree = tree
            if tree.order.count >= PrefetchStream.minimumNodes {
                tree.prefetch = PrefetchStream(root: tree.root, nodeCount: tree.order.count, tracks: store)
            }
            return tree
        }
        // Once per scene: whether any tree or removed view zooms, so that frames of other scenes skip the scan.
        hasZoomTransitions = trees.contains { $0.root.containsZoomTransition } || ghosts.contains { $0.node.containsZoomTransition }
        self.issues = hasZoomTransitions ? issues + Self.unmatchedZooms(trees) : issues
    }

    /// A warning for each zoom transition whose source id matches no `matchedTransitionSource` (in the same
    /// namespace) in any tree of the scene: the screen then zooms from the middle of the screen, which is rarely what
    /// was meant (a typo in the id, or the source in another namespace).
    private static func unmatchedZooms(_ trees: [EvaluatedTree]) -> [SceneIssue] {
        var zooms: [TransitionSourceKey: (path: String, time: Double)] = [:]
        var sources = Set<TransitionSourceKey>()
        func collect(_ node: Node, time: Double) {
            if let transition = node.transition, transition.zooms {
                for key in transition.zoomSources where zooms[key] == nil {
                    zooms[key] = (node.path, time)
                }
            }
            if let source = node.kind.as(TransitionSourceKind.self)?.source { sources.insert(source.key) }
            node.children.forEach { collect($0, time: time) }
        }
        for tree in trees { collect(tree.root, time: tree.time) }
        return zooms.filter { !sources.contains($0.key) }.sorted { $0.value.time < $1.value.time }.map { key, place in
            SceneIssue(.warning, path: place.path, time: place.time,
                       message: "navigationTransition(.zoom(sourceID: \(key.id.base), in:)) matches no "
                           + "matchedTransitionSource(id: \(key.id.base), in:) in the same namespace: it zooms from the "
                           + "middle of the screen")
        }
    }

    /// The errors among `issues`.
    public var errors: [SceneIssue] { issues.filter { $0.severity == .error } }

    /// The tree showing at `time`: the last one evaluated at or before it.
    func tree(at time: Double) -> EvaluatedTree {
        var low = 0, high = trees.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if trees[mid].time <= time { low = mid } else { high = mid - 1 }
        }
        return trees[low]
    }

    /// Ghosts of `parent` visible at `time`, oldest first.
    func ghosts(of parent: Node, at time: Double) -> [Ghost] {
        guard ghostParentHashes.contains(parent.pathHash) else { return [] }
        return (ghostsByParent[parent.path] ?? []).filter { $0.isVisible(at: time) }
    }

    /// The display list of the frame at `time` seconds; with `showingTouches`, the script's fingers down at that time
    /// are drawn on top (`--touches`), and with `showingChrome` the device's status bar, Dynamic Island and home
    /// indicator over everything (`--chrome`; nothing on a custom canvas). With `labelsViews`, each view's group is
    /// labelled with the view's path (`GroupItem.label`, shown by `DisplayList.textDump`): for reading a dump, since
    /// drawing never reads labels and a large frame is cheaper without them.
    public func displayList(at time: Double, showingTouches: Bool = false, showingChrome: Bool = false,
                            labelsViews: Bool = false) -> DisplayList {
        let canvas = scene.canvas
        let frame = frameContext(at: time)
        let background = Color.systemBackground.resolve(in: frame.shown.colorScheme).displayColor
        var items = drawnItem(in: frame, labelsViews: labelsViews).map { [$0] } ?? []
        if showingTouches { items += touchIndicators(at: time) }
        if showingChrome { items += chromeItems(at: time) }
        return DisplayList(size: canvas.size, scale: canvas.scale, background: background, items: items)
    }
}

extension MotionScene {
    /// Evaluates the scene: runs its script and prepares every animation. Text is laid out with `textMeasurer`
    /// (renders pass the Pango engine; the default has fixed metrics and needs no fonts).
    @MainActor package func timeline(textMeasurer: any TextMeasuring = ApproximateTextMeasurer()) -> SceneTimeline {
        SceneEvaluator(scene: self, textMeasurer: textMeasurer).build()
    }
}
