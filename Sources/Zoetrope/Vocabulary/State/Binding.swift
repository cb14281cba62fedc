/// A read-write reference to a value owned elsewhere: SwiftUI's `Binding`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    /// The transaction used when the value is set through this binding.
    public var transaction = Transaction()

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, _ in set(value) }
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to an unchanging value.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            if transaction.animation != nil {
                withTransaction(transaction) { setter(newValue, transaction) }
            } else {
                setter(newValue, transaction)
            }
        }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { newValue, _ in
            var value = self.wrappedValue
            value[keyPath: keyPath] = newValue
            self.wrappedValue = value
        })
    }

    /// The same binding, setting values inside `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }
}
