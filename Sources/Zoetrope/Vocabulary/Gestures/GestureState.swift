import Foundation

/// State a gesture updates while it is under way and that returns to its initial value when the gesture ends:
/// SwiftUI's `@GestureState`. Pass `$state` to a gesture's `updating(_:body:)`.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initialValue: Value
    private let resetTransaction: (Value, inout Transaction) -> Void
    let box = StateBox<Value>()

    /// State starting at `wrappedValue`, reset without animation.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// State starting at `wrappedValue`, reset in `resetTransaction`.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initialValue = wrappedValue
        self.resetTransaction = { _, transaction in transaction = resetTransaction }
    }

    /// State starting at `initialValue`, reset in the transaction `reset` makes from the value being reset.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        initialValue = wrappedValue
        resetTransaction = reset
    }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value (read-only: gestures change it through `updating`).
    public var wrappedValue: Value { box.storage?.value ?? initialValue }

    /// The state itself, to pass to `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }

    func bind(to graph: ViewGraph, key: String, environment: EnvironmentValues) {
        box.storage = graph.storage(for: key, initial: initialValue)
    }

    /// Returns to the initial value in the reset transaction.
    @MainActor func reset() {
        guard let storage = box.storage else { return }
        var transaction = Transaction()
        resetTransaction(storage.value, &transaction)
        withTransaction(transaction) { storage.set(initialValue) }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Optional state starting at nil, reset in `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Optional state starting at nil, reset in the transaction `reset` makes.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}
