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
final class StateStorage<Value>: AnyStateStorage {
    var value: Value
    weak var graph: ViewGraph?

    init(value: Value, graph: ViewGraph) {
        self.value = value
        self.graph = graph
    }

    func set(_ newValue: Value) {
        value = newValue
        graph?.stateDidChange()
    }
}

class AnyStateStorage {}

/// A property of a view that the graph updates before the body is evaluated (State, Namespace, …).
protocol DynamicProperty {
    func bind(to graph: ViewGraph, key: String, environment: EnvironmentValues)
}
