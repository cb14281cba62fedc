import Foundation

/// What persists between evaluations of a scene's views: `@State` storage by identity, the last value seen by
/// each `.animation(_:value:)`, and whether state changed since the last evaluation.
final class ViewGraph {
    private var storages: [String: AnyStateStorage] = [:]
    private var animationValues: [String: Any] = [:]
    /// Set when a `@State` changes. Changes made in one transaction are evaluated together (`stateWillChange`);
    /// within it, the transaction of the first animated change wins.
    private(set) var isDirty = false
    private(set) var pendingTransaction: Transaction?
    /// Problems found so far, and the scene time they are reported at.
    private(set) var issues: [SceneIssue] = []
    var currentTime: Double = 0
    /// Actions `onChange` queued during the evaluation under way, run after it in tree order.
    var changeActions: [@MainActor () -> Void] = []
    /// The colour scheme a `.preferredColorScheme` asked for in the evaluation under way (the last one wins).
    var preferredColorScheme: ColorScheme?
    /// Whether a `.statusBarHidden(_:)` asked for the status bar to hide in the evaluation under way (the last one
    /// wins).
    var prefersStatusBarHidden = false
    /// Whether a `.persistentSystemOverlays(.hidden)` asked for the home indicator to hide in the evaluation under way.
    var prefersSystemOverlaysHidden = false
    /// The canvas the scene is evaluated for (sheets and covers are laid out on it); nil in a frame's own graph.
    var canvas: SceneCanvas?
    /// The presentation slots (sheets, covers) the evaluation under way declared, in tree order: the scene adds
    /// them above its root views.
    var presentations: [Node] = []
    /// The laid-out tree of the latest evaluation: where a `ScrollViewProxy` finds scroll views and their content.
    var latestRoot: Node?

    init() {}

    /// A graph for making one frame's content: it starts from the storages and observed values of `state`, and
    /// whatever the content records stays in it.
    init(frameOf state: CapturedState) {
        storages = state.storages
        animationValues = state.animationValues
    }

    /// The state now, to keep with the tree just evaluated.
    func capturedState() -> CapturedState {
        CapturedState(storages: storages, animationValues: animationValues)
    }

    func report(_ severity: SceneIssue.Severity, path: String, _ message: String) {
        let issue = SceneIssue(severity, path: path, time: currentTime, message: message)
        if !issues.contains(issue) { issues.append(issue) }
    }

    /// Reports `message` unless the scene has reported it already, at any path or time (a missing symbol is named
    /// once per scene, not at every evaluation of every view that draws it).
    func reportOnce(_ severity: SceneIssue.Severity, path: String, _ message: String) {
        guard !issues.contains(where: { $0.message == message }) else { return }
        report(severity, path: path, message)
    }

    func storage<Value>(for key: String, initial: Value) -> StateStorage<Value> {
        if let existing = storages[key] as? StateStorage<Value> { return existing }
        let storage = StateStorage(value: initial, graph: self)
        storages[key] = storage
        return storage
    }

    /// Evaluates the changes made so far (set by the scene's evaluator; nil in a frame's own graph): called before a
    /// change made in another transaction than theirs.
    var evaluatePendingChanges: (() -> Void)?

    /// Before a state change: when changes made in another transaction are pending (two `withAnimation` blocks of
    /// different animations in one action, or an animated block then a plain change), they are evaluated first
    /// with their own transaction. SwiftUI gives each change the transaction it was made in, so each view animates
    /// as the block that changed its state says (fidelity.md §0).
    func stateWillChange() {
        guard isDirty, let pending = pendingTransaction, let evaluatePendingChanges else { return }
        let current = TransactionStack.current
        guard current.animation != pending.animation || current.disablesAnimations != pending.disablesAnimations else { return }
        evaluatePendingChanges()
    }

    func stateDidChange() {
        isDirty = true
        let current = TransactionStack.current
        let completions = (pendingTransaction?.completions ?? [])
        if pendingTransaction == nil || (pendingTransaction?.animation == nil && current.animation != nil) {
            pendingTransaction = current
        }
        // Every completion handler of the changes runs, each once, whichever transaction's animation wins.
        var merged = completions
        for completion in current.completions where !merged.contains(where: { $0 === completion }) { merged.append(completion) }
        pendingTransaction?.completions = merged
    }

    /// Takes the transaction of the pending changes and clears the dirty flag.
    func takePendingTransaction() -> Transaction {
        defer {
            isDirty = false
            pendingTransaction = nil
        }
        return pendingTransaction ?? Transaction()
    }

    /// Binds every dynamic property (`@State`, …) of `view` (a view or a modifier) to this graph, keyed by the view's identity.
    func bindDynamicProperties(of view: Any, at path: String, environment: EnvironmentValues) {
        for child in Mirror(reflecting: view).children {
            guard let property = child.value as? any DynamicProperty else { continue }
            property.bind(to: self, key: path + "." + (child.label ?? "?"), environment: environment)
        }
    }

    /// The values seen by `.animation(_:value:)` so far, to evaluate the same tree again as if for the first time.
    var animationValueCheckpoint: [String: Any] {
        get { animationValues }
        set { animationValues = newValue }
    }

    /// The value recorded for `key` by the previous evaluation, if any.
    func lastObservedValue(_ key: String) -> Any? { animationValues[key] }

    /// Records `value` for the `.animation(_:value:)` at `key` and tells whether it differs from the value seen
    /// in the previous evaluation (false the first time).
    func animationValueChanged<V: Equatable>(_ value: V, key: String) -> Bool {
        defer { animationValues[key] = value }
        guard let previous = animationValues[key] else { return false }
        guard let typed = previous as? V else { return true }
        return typed != value
    }
}
