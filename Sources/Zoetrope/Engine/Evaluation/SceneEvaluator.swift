import Foundation
import ZoetropeDisplay

/// Evaluates a scene once: the initial tree, then each script event in time order; diffs every new tree against
/// the previous one and records each attribute change with its transaction's animation, transitions for
/// inserted and removed views included.
@MainActor final class SceneEvaluator {
    let scene: MotionScene
    let graph = ViewGraph()
    private(set) var trees: [EvaluatedTree] = []
    /// Every animated attribute recorded so far.
    var tracks = TrackStore()
    /// Removed views still animating out (written while recording: SceneEvaluator+Recording).
    var ghosts: [Ghost] = []
    /// The fingers of the script, for the touch indicator.
    var touches: [TouchTrace] = []
    /// Times at which an evaluation changed what shows without animation (an attribute set, a view inserted or
    /// removed at once), ascending and without repeats: `zoetrope audit` does not call a jump then a defect.
    var unanimatedChangeTimes: [Double] = []
    let layout: LayoutEngine
    /// The colour scheme of the latest evaluation: the canvas's, or what `.preferredColorScheme` asked for.
    private var colorScheme: ColorScheme

    init(scene: MotionScene, textMeasurer: any TextMeasuring) {
        self.scene = scene
        layout = LayoutEngine(scale: scene.canvas.scale, textMeasurer: textMeasurer)
        colorScheme = scene.canvas.colorScheme
        graph.canvas = scene.canvas
        graph.evaluatePendingChanges = { [unowned self] in self.evaluatePendingChanges() }
    }

    /// Whether an evaluation (a body) is running: state changed then is not evaluated in the middle of it.
    private var isEvaluating = false

    /// Evaluates, at the current time and with their own transaction, the changes the action under way has made so
    /// far, before it makes one in another transaction (`ViewGraph.stateWillChange`). The action's own transaction
    /// is kept for the rest of it.
    private func evaluatePendingChanges() {
        guard !isEvaluating else { return }
        let saved = TransactionStack.current
        let time = graph.currentTime
        settle(after: evaluate(at: time, transaction: graph.takePendingTransaction()), at: time)
        graph.currentTime = time
        TransactionStack.current = saved
    }

    func build() -> SceneTimeline {
        defer { EvaluationProbe.observer?(scene.id, nil) }
        // Everything that tells time (Timer, asyncAfter, Date(), Combine's timers, TimelineView, Task.sleep) reads the
        // scene time and schedules its callbacks as work in this evaluator's queue, like animation completions.
        let clock = SceneClock(time: { [unowned self] in graph.currentTime }, scheduler: { [unowned self] time, action in
            guard time.isFinite, time < scene.duration else { return }
            schedule(.callback(action), at: time)
        }, willChange: { [unowned self] in graph.stateWillChange() }, didChange: { [unowned self] in graph.stateDidChange() })
        // Async work (`.task`, `Task { }`, `Task.sleep`) started while the scene is evaluated runs in the same queue,
        // on this thread (SceneExecutors).
        // `UIScreen.main` read by the views reports this scene's canvas.
        return SceneScreen.$current.withValue(scene.canvas) {
            SceneClock.$current.withValue(clock) { clock.runningAsyncWork { buildTimeline() } }
        }
    }

    private func buildTimeline() -> SceneTimeline {
        settle(after: evaluate(at: 0, transaction: Transaction()), at: 0)
        for (index, event) in scene.script.enumerated() {
            let step = "script[\(index)] \(event.action.label)"
            guard event.time.isFinite, event.time >= 0 else {
                graph.report(.error, path: step, "the time \(event.time) s must be a finite number of seconds ≥ 0")
                continue
            }
            if event.time >= scene.duration {
                graph.report(.warning, path: step, "happens at \(event.time) s, at or after the scene's end (\(scene.duration) s)")
            }
            schedule(.script(event, step: step), at: event.time)
        }
        var callbacksAtOneTime = (time: -1.0, count: 0)
        while !queue.isEmpty {
            let next = queue.removeFirst()
            EvaluationProbe.observer?(scene.id, next.time)
            graph.currentTime = next.time
            TransactionStack.current = Transaction()
            switch next.work {
            case let .script(event, step):
                perform(event, step: step)
            case let .callback(action):
                // Completion handlers that keep starting nothing would run forever at one time (a phase animator
                // whose steps have no animation, a task that never sleeps): cut them off there.
                callbacksAtOneTime = callbacksAtOneTime.time == next.time ? (next.time, callbacksAtOneTime.count + 1) : (next.time, 1)
                guard callbacksAtOneTime.count <= 1000 else {
                    graph.report(.error, path: "scene", "work keeps running at \(next.time) s without any time passing "
                                 + "(a phase animator whose phases never animate, or a task that never sleeps?); stopped there")
                    continue
                }
                action()
            }
            if graph.isDirty {
                settle(after: evaluate(at: next.time, transaction: graph.takePendingTransaction()), at: next.time)
            }
        }
        return SceneTimeline(scene: scene, trees: trees, tracks: tracks, ghosts: ghosts, issues: graph.issues, layout: layout,
                             touches: touches, unanimatedChangeTimes: unanimatedChangeTimes)
    }

    // MARK: Scheduling

    /// Work waiting for a scene time: script events, and callbacks the views asked for (animation completions).
    enum Work {
        case script(ScriptEvent, step: String)
        case callback(@MainActor () -> Void)
    }

    private struct Scheduled {
        let time: Double
        /// Ties at one time run in the order they were scheduled.
        let order: Int
        let work: Work
    }

    private var queue: [Scheduled] = []
    private var scheduledCount = 0

    func schedule(_ work: Work, at time: Double) {
        let item = Scheduled(time: time, order: scheduledCount, work: work)
        scheduledCount += 1
        let index = queue.firstIndex { ($0.time, $0.order) > (item.time, item.order) } ?? queue.count
        queue.insert(item, at: index)
    }

    /// After an evaluation: runs the appear and disappear actions of the views it inserted and removed, schedules
    /// its transaction's completion handlers, and evaluates again (at the same time) while those actions change
    /// state.
    private func settle(after first: Evaluation, at time: Double) {
        var evaluation = first
        for round in 0... {
            for completion in evaluation.transaction.completions {
                let done = completion.criteria == .removed ? evaluation.finish : evaluation.logicalCompletion
                let at = max(done ?? time, time)
                guard at.isFinite else { continue }
                // A completion after the scene's end can change no frame.
                if at < scene.duration { schedule(.callback(completion.action), at: at) }
            }
            TransactionStack.current = Transaction()
            evaluation.removed.forEach { $0.forEachNode { node in node.disappearActions.forEach { $0() } } }
            evaluation.inserted.forEach { $0.forEachNode { node in node.appearActions.forEach { $0() } } }
            let changes = graph.changeActions
            graph.changeActions = []
            changes.forEach { $0() }
            guard graph.isDirty else { return }
            guard round < 100 else {
                graph.report(.error, path: "scene", "state keeps changing at \(time) s: onAppear/onChange actions changed it "
                             + "100 times in a row; the scene stops changing there")
                _ = graph.takePendingTransaction()
                return
            }
            evaluation = evaluate(at: time, transaction: graph.takePendingTransaction())
        }
    }

    // MARK: Evaluation

    /// What one evaluation changed, for `settle`.
    struct Evaluation {
        let transaction: Transaction
        /// The roots of the subtrees it inserted (every root view in the first evaluation) and removed.
        var inserted: [Node] = []
        var removed: [Node] = []
        /// When the animations it started are logically complete and when they finish; nil when none started.
        var logicalCompletion: Double?
        var finish: Double?

        mutating func noteAnimation(logical: Double?, finish end: Double?) {
            if let logical { logicalCompletion = max(logicalCompletion ?? logical, logical) }
            if let end { finish = max(finish ?? end, end) }
        }
    }

    var current = Evaluation(transaction: Transaction())
    /// Covers whose rising an evaluation is scheduled for (`coverHasRisen`), by sheet path and time.
    private var scheduledRisings = Set<String>()

    private func evaluate(at time: Double, transaction: Transaction) -> Evaluation {
        // Observable objects read now count as read once the evaluation is over (ObservationRegistrar).
        ObservationRegistrar.Reads.beginEvaluation()
        defer { ObservationRegistrar.Reads.endEvaluation() }
        EvaluationProbe.observer?(scene.id, time)
        isEvaluating = true
        defer { isEvaluating = false }
        current = Evaluation(transaction: transaction)
        graph.currentTime = time
        TransactionStack.current = Transaction()
        let canvas = scene.canvas
        // Like a window, the whole scene takes the colour scheme any view prefers; when that differs from the scheme
        // the tree was evaluated in, it is evaluated again in the preferred one, as if for the first time.
        let checkpoint = graph.animationValueCheckpoint
        func resolveRoot() -> [Node] {
            graph.preferredColorScheme = nil
            graph.prefersStatusBarHidden = false
            graph.prefersSystemOverlaysHidden = false
            graph.changeActions = []
            graph.presentations = []
            var environment = EnvironmentValues(colorScheme: colorScheme)
            environment.windowWidth = canvas.size.width
            let context = ResolveContext(graph: graph, path: "", environment: environment, transaction: transaction)
            let content = context.resolve(Self.windowRoot(scene.makeRoot()))
            guard !graph.presentations.isEmpty else { return content }
            // While a sheet or cover shows, what it covers takes no touches; behind a large sheet it shrinks.
            let presenting = graph.presentations.contains { !$0.children.isEmpty }
            if presenting { content.forEach { $0.allowsHitTesting = false } }
            return PresenterBuilder(context: context, canvas: canvas).nodes(content: content, presentations: graph.presentations,
                                                                            covered: coverHasRisen(at: time))
        }
        var nodes = resolveRoot()
        let preferred = graph.preferredColorScheme ?? canvas.colorScheme
        if preferred != colorScheme {
            colorScheme = preferred
            graph.animationValueCheckpoint = checkpoint
            nodes = resolveRoot()
        }
        // The root views are offered the safe area and centred in it, like a window's root view.
        let insets = canvas.safeAreaInsets
        let safe = CGSize(width: canvas.size.width - insets.leading - insets.trailing,
                          height: canvas.size.height - insets.top - insets.bottom)
        let root = Node(path: "", kind: .frame(.fixed(width: safe.width, height: safe.height, alignment: .center)),
                        children: nodes, transaction: transaction)
        do {
            // Lazy containers make the rows a scroll view shows from where its offset is now to where it goes.
            var engine = layout
            engine.sizeCache = LayoutSizeCache()
            engine.containerSize = safe
            let scrolls = tracks, now = time
            engine.presentedScrollOffset = { path in
                let key = TrackKey(path, .effect)
                guard let shown = scrolls.value(key, at: now), let model = scrolls[key]?.modelValue else { return nil }
                return (CGPoint(x: shown.x, y: shown.y), CGPoint(x: model.x, y: model.y))
            }
            engine.place(root, at: CGPoint(x: insets.leading, y: insets.top), proposal: ProposedViewSize(safe),
                         in: PlacementSpace(canvas: canvas))
        }
        layout.roundToPixels(root)
        let previousIndex = trees.last?.index ?? [:]
        layout.matchGeometry(in: root, canvas: canvas, wasPresent: { previousIndex[$0] != nil },
                             report: { graph.report(.warning, path: $0, $1) })
        graph.latestRoot = root
        var tree = EvaluatedTree(time: time, root: root, colorScheme: colorScheme, state: graph.capturedState())
        tree.hidesStatusBar = graph.prefersStatusBarHidden
        tree.hidesHomeIndicator = graph.prefersSystemOverlaysHidden
        record(tree, previous: trees.last)
        trees.append(tree)
        scheduleRisenCovers(at: time)
        return current
    }

    /// The scene's root as a window shows it: a root whose body lists several views without a container (a
    /// `TupleView`) is laid out in a vertical stack, as SwiftUI does at a hosting view's root; any other root as is.
    static func windowRoot(_ root: any View) -> any View {
        func stacked<V: View>(_ view: V) -> any View {
            guard view is any ListsSeveralViews || V.Body.self is any ListsSeveralViews.Type else { return view }
            return VStack { view }
        }
        return stacked(root)
    }

    /// Whether a full-screen cover shown in the previous tree has finished rising by `time`: the presenter under it
    /// then costs nothing.
    private func coverHasRisen(at time: Double) -> Bool {
        for presentation in graph.presentations {
            guard let kind = presentation.kind.as(PresentationKind.self), kind.layout.covers else { continue }
            for sheet in presentation.children where sheet.kind.is(SheetContainerKind.self) {
                guard trees.last?.index[sheet.path] != nil else { continue }
                if (tracks[TrackKey(sheet.path, .insertion(0))]?.finishTime ?? time) <= time { return true }
            }
        }
        return false
    }

    /// After an evaluation that starts a full-screen cover rising: an evaluation when it will have risen, which
    /// leaves the presenter out (`coverHasRisen`).
    private func scheduleRisenCovers(at time: Double) {
        for presentation in graph.presentations {
            guard let kind = presentation.kind.as(PresentationKind.self), kind.layout.covers else { continue }
            for sheet in presentation.children where sheet.kind.is(SheetContainerKind.self) {
                guard let finish = tracks[TrackKey(sheet.path, .insertion(0))]?.finishTime, finish > time, finish < scene.duration,
                      scheduledRisings.insert(sheet.path + "@\(finish)").inserted else { continue }
                schedule(.callback { [unowned self] in graph.stateDidChange() }, at: finish)
            }
        }
    }
}
