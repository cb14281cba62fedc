/// Storage that outlives a view value: SwiftUI's `@State`. The value lives in the scene's view graph under
/// the view's identity; setting it schedules a re-evaluation with the current transaction.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let initialValue: Value
    let box: StateBox<Value>

    public init(wrappedValue value: Value) {
        initialValue = value
        box = StateBox()
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { box.storage?.value ?? initialValue }
        nonmutating set {
            if let storage = box.storage {
                storage.set(newValue)
            } else {
                box.pendingValue = newValue
            }
        }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        let initial = initialValue
        return Binding(get: { box.storage?.value ?? initial }, set: { newValue, _ in
            if let storage = box.storage { storage.set(newValue) }
        })
    }

    func bind(to graph: ViewGraph, key: String, environment: EnvironmentValues) {
        box.storage = graph.storage(for: key, initial: initialValue)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// The per-instance link between a `State` value and its graph storage.
final class StateBox<Value> {
    var storage: StateStorage<Value>?
    var pendingValue: Value?
}

/// A value kept by the view graph for one `@State` of one view identity.
///
/// While content is made for one frame (`CapturedState.reading`), reads answer the value the storage held when the
/// tree showing at that frame was evaluated, not the latest one: live content shows the state of its own time.
final class StateStorage<Value>: AnyStateStorage {
    private var stored: Value
    weak var graph: ViewGraph?

    init(value: Value, graph: ViewGraph) {
        stored = value
        self.graph = graph
    }

    var value: Value {
        if let state = CapturedState.reading, let captured = state.values[ObjectIdentifier(self)] as? Value { return captured }
        return stored
    }

    override var anyValue: Any { stored }

    func set(_ newValue: Value) {
        graph?.stateWillChange()
        stored = newValue
        graph?.stateDidChange()
    }
}

class AnyStateStorage {
    /// The stored value, for a captured state.
    var anyValue: Any { () }
}

/// The value of every `@State` storage at one evaluation, kept with the tree it produced.
final class CapturedState: @unchecked Sendable {
    /// The storages by key, as the graph held them.
    let storages: [String: AnyStateStorage]
    /// Each storage's value then.
    let values: [ObjectIdentifier: Any]
    /// The values `.animation(_:value:)` and triggers had seen.
    let animationValues: [String: Any]

    init(storages: [String: AnyStateStorage], animationValues: [String: Any]) {
        self.storages = storages
        self.animationValues = animationValues
        var values: [ObjectIdentifier: Any] = [:]
        for storage in storages.values { values[ObjectIdentifier(storage)] = storage.anyValue }
        self.values = values
    }

    /// The captured state that reads answer from while content is made for a frame; nil during evaluation.
    @TaskLocal static var reading: CapturedState?
}

/// A property of a view that the graph updates before the body is evaluated (State, Namespace, …).
protocol DynamicProperty {
    func bind(to graph: ViewGraph, key: String, environment: EnvironmentValues)
}
