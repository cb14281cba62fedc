/// The context of a state change: its animation, and whether animations are disabled. SwiftUI's `Transaction`.
public struct Transaction: Sendable {
    /// The animation changes in this transaction play with; nil changes values at once.
    public var animation: Animation?
    /// When true, `.animation(_:value:)` modifiers do not replace this transaction's animation.
    public var disablesAnimations: Bool = false

    public init() {}

    public init(animation: Animation?) { self.animation = animation }
}

/// The transaction of the state change being made right now (set by `withAnimation`/`withTransaction`).
/// Scenes are evaluated on the main actor, one at a time.
enum TransactionStack {
    nonisolated(unsafe) static var current = Transaction()
}

/// Runs `body` and animates the state changes it makes with `animation`: SwiftUI's `withAnimation`.
/// With no argument the animation is `.default`.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = TransactionStack.current
    transaction.animation = animation
    return try withTransaction(transaction, body)
}

/// Runs `body` with `transaction` as the transaction of its state changes: SwiftUI's `withTransaction`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let saved = TransactionStack.current
    TransactionStack.current = transaction
    defer { TransactionStack.current = saved }
    return try body()
}
