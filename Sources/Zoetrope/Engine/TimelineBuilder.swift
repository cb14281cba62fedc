import Foundation
import ZoetropeDisplay

/// Evaluates a scene once: the initial tree, then each script event in time order; diffs every new tree against
/// the previous one and records each attribute change with its transaction's animation, transitions for
/// inserted and removed views included.
@MainActor final class TimelineBuilder {
    let scene: MotionScene
    let graph = ViewGraph()
    private(set) var snapshots: [TreeSnapshot] = []
    private(set) var tracks: [String: AnimatedValue<Vector4>] = [:]
    private(set) var ghosts: [Ghost] = []
    private let layout: LayoutEngine

    init(scene: MotionScene, textMeasurer: any TextMeasuring) {
        self.scene = scene
        layout = LayoutEngine(scale: scene.canvas.scale, textMeasurer: textMeasurer)
    }

    func build() -> SceneTimeline {
        evaluate(at: 0, transaction: Transaction())
        let events = scene.script.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        for (index, event) in events.map({ $0 }) {
            let step = "script[\(index)] \(event.action.label)"
            guard event.time.isFinite, event.time >= 0 else {
                graph.report(.error, path: step, "the time \(event.time) s must be a finite number of seconds ≥ 0")
                continue
            }
            if event.time >= scene.duration {
                graph.report(.warning, path: step, "happens at \(event.time) s, at or after the scene's end (\(scene.duration) s)")
            }
            graph.currentTime = event.time
            perform(event, step: step)
            if graph.isDirty {
                evaluate(at: event.time, transaction: graph.takePendingTransaction())
            }
        }
        return SceneTimeline(scene: scene, snapshots: snapshots, tracks: tracks, ghosts: ghosts, issues: graph.issues)
    }

    // MARK: Events

    private func perform(_ event: ScriptEvent, step: String) {
        switch event.action {
        case let .tap(target):
            guard let current = snapshots.last else { return }
            guard let action = TapTarget.find(target, in: current.root) else {
                let known = TapTarget.names(in: current.root)
                graph.report(.error, path: step, "no view with accessibility identifier, text or symbol name \"\(target)\"; "
                    + (known.isEmpty ? "the tree has none" : "known: \(known.joined(separator: ", "))"))
                return
            }
            guard let run = action else {
                graph.report(.error, path: step, "the view \"\(target)\" has no tap action (Button or onTapGesture)")
                return
            }
            TransactionStack.current = Transaction()
            run()
        }
    }

    // MARK: Evaluation

    private func evaluate(at time: Double, transaction: Transaction) {
        graph.currentTime = time
        TransactionStack.current = Transaction()
        let canvas = scene.canvas
        let context = ResolveContext(graph: graph, path: "", environment: EnvironmentValues(colorScheme: canvas.colorScheme),
                                     transaction: transaction)
        let nodes = context.resolve(scene.makeRoot())
        // The root views are offered the safe area and centred in it, like a window's root view.
        let insets = canvas.safeAreaInsets
        let safe = CGSize(width: canvas.size.width - insets.leading - insets.trailing,
                          height: canvas.size.height - insets.top - insets.bottom)
        let root = Node(path: "", kind: .frame(.fixed(width: safe.width, height: safe.height, alignment: .center)),
                        children: nodes, transaction: transaction)
        layout.place(root, at: CGPoint(x: insets.leading, y: insets.top), proposal: ProposedViewSize(safe),
                     in: PlacementSpace(canvas: canvas))
        layout.roundToPixels(root)
        record(root, at: time, previous: snapshots.last)
        snapshots.append(TreeSnapshot(time: time, root: root))
    }

    private func record(_ root: Node, at time: Double, previous: TreeSnapshot?) {
        let old = previous?.index ?? [:]
        let oldParents = previous?.parents ?? [:]
        let snapshot = TreeSnapshot(time: time, root: root)
        let new = snapshot.index

        // Tree order, never dictionary order: the order of recorded changes and ghosts must not vary between runs.
        for path in snapshot.order {
            guard let node = new[path] else { continue }
            if old[path] != nil {
                update(node, at: time, animation: node.transaction.animation)
                continue
            }
            update(node, at: time, animation: nil)
            guard previous != nil, let parent = snapshot.parents[path], parent.isEmpty || old[parent] != nil else { continue }
            insert(node, at: time)
        }
        for path in previous?.order ?? [] where new[path] == nil {
            guard let node = old[path], let parent = oldParents[path], let newParent = new[parent] else { continue }
            remove(node, from: parent, at: time, animation: newParent.transaction.animation)
        }
    }

    /// Sets each attribute's new model value; unchanged values are left alone.
    private func update(_ node: Node, at time: Double, animation: Animation?) {
        for (name, value) in NodeAttributes.values(of: node) {
            let key = NodeAttributes.key(node.path, name)
            if var track = tracks[key] {
                if track.modelValue != value {
                    track.set(value, at: time, animation: animation)
                    tracks[key] = track
                }
            } else {
                tracks[key] = AnimatedValue(value)
            }
        }
    }

    /// An inserted view starts from its transition's active state when its transaction animates (§5.1).
    private func insert(_ node: Node, at time: Double) {
        let transition = node.transition ?? .opacity
        let animation = node.transaction.animation
        let returning = ghosts.indices.filter { ghosts[$0].node.path == node.path && ghosts[$0].isVisible(at: time) }
        for index in returning { ghosts[index].end = time }
        for (k, effect) in transition.insertion.enumerated() {
            let key = NodeAttributes.key(node.path, NodeAttributes.insertion(k))
            var track = tracks[key] ?? AnimatedValue(effect.identityVector)
            if returning.isEmpty, animation != nil {
                track.set(effect.activeVector, at: time, animation: nil)
            }
            track.set(effect.identityVector, at: time, animation: animation)
            tracks[key] = track
        }
        for (k, effect) in transition.removal.enumerated() {
            let key = NodeAttributes.key(node.path, NodeAttributes.removal(k))
            guard var track = tracks[key] else { continue }
            track.set(effect.identityVector, at: time, animation: returning.isEmpty ? nil : animation)
            tracks[key] = track
        }
    }

    /// A removed view stays, drawn, until its removal transition and every animation inside it finish.
    private func remove(_ node: Node, from parentPath: String, at time: Double, animation: Animation?) {
        guard let animation else { return }
        let transition = node.transition ?? .opacity
        for (k, effect) in transition.removal.enumerated() {
            let key = NodeAttributes.key(node.path, NodeAttributes.removal(k))
            var track = tracks[key] ?? AnimatedValue(effect.identityVector)
            track.set(effect.activeVector, at: time, animation: animation)
            tracks[key] = track
        }
        var end = time
        node.forEachNode { member in
            let names = NodeAttributes.values(of: member).map(\.name) + NodeAttributes.transitionNames(of: member)
            for name in names {
                if let finish = tracks[NodeAttributes.key(member.path, name)]?.finishTime, finish > end { end = finish }
            }
        }
        guard end > time else { return }
        if !end.isFinite {
            graph.report(.warning, path: node.path, "its removal animation never finishes; the view stays until the scene ends")
        }
        ghosts.append(Ghost(parentPath: parentPath, node: node, start: time, end: end))
    }
}

/// One evaluated, laid-out view tree and the time from which it shows.
struct TreeSnapshot {
    let time: Double
    let root: Node
    /// Every node by path.
    let index: [String: Node]
    /// The path of each node's parent.
    let parents: [String: String]
    /// Every path, depth first in drawing order.
    let order: [String]

    init(time: Double, root: Node) {
        self.time = time
        self.root = root
        var index: [String: Node] = [:]
        var parents: [String: String] = [:]
        var order: [String] = []
        func visit(_ node: Node) {
            index[node.path] = node
            order.append(node.path)
            for child in node.children {
                parents[child.path] = node.path
                visit(child)
            }
        }
        visit(root)
        self.index = index
        self.parents = parents
        self.order = order
    }
}
