/// A key for a custom value of a `Transaction`: SwiftUI's `TransactionKey`.
///
/// Declare a key and a `Transaction` property that reads and writes it through the key subscript:
/// ```swift
/// struct IsDismissal: TransactionKey { static let defaultValue = false }
/// extension Transaction {
///     var isDismissal: Bool {
///         get { self[IsDismissal.self] }
///         set { self[IsDismissal.self] = newValue }
///     }
/// }
/// ```
/// then set it with `withTransaction(\.isDismissal, true) { … }` and read it in `.transaction { t in … }`.
public protocol TransactionKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value a transaction has for the key when nothing set it.
    static var defaultValue: Value { get }
}
