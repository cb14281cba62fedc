/// The custom values of a `Transaction`, keyed by the `TransactionKey` type's identity.
///
/// Values are written only by the state change being made (scenes are evaluated on the main actor, one change at a
/// time) and copied with the transaction, never shared mutably, so the storage is `@unchecked Sendable` like the
/// transaction's completion handlers.
struct TransactionKeyValues: @unchecked Sendable {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// The value stored for `key`, or the key's default value when none was set.
    subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}

extension Transaction {
    /// The value of a custom `TransactionKey` (its `defaultValue` until set): SwiftUI's `Transaction` subscript.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { keyValues[key] }
        set { keyValues[key] = newValue }
    }
}
