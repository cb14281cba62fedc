/// The context of a state change: its animation, and whether animations are disabled. SwiftUI's `Transaction`.
public struct Transaction: Sendable {
    /// The animation changes in this transaction play with; nil changes values at once.
    public var animation: Animation?
    /// When true, `.animation(_:value:)` and `.animation(_:)` modifiers do not replace this transaction's animation.
    public var disablesAnimations: Bool = false
    /// Whether the change is part of a continuous interaction (a drag); kept for views to read.
    public var isContinuous: Bool = false
    /// What to run when the animations of this transaction complete.
    var completions: [AnimationCompletion] = []
    /// The values of custom `TransactionKey`s, read and written through `subscript(key:)`.
    var keyValues = TransactionKeyValues()

    public init() {}

    public init(animation: Animation?) { self.animation = animation }

    /// Runs `completion` once the animations this transaction starts are complete by `criteria`.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping @MainActor () -> Void) {
        completions.append(AnimationCompletion(criteria: criteria, action: completion))
    }
}

/// When an animation counts as complete for a completion handler: SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case logicallyComplete, removed }
    let kind: Kind

    /// When the animation has logically completed (a spring: after its response; fidelity.md §1.3), though it may
    /// still be settling.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// When the animation has finished and been removed.
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}

/// One completion handler of a transaction. A class, so that the same handler reached through several state
/// changes of one `withAnimation` body runs once.
final class AnimationCompletion: @unchecked Sendable {
    let criteria: AnimationCompletionCriteria
    let action: @MainActor () -> Void

    init(criteria: AnimationCompletionCriteria, action: @escaping @MainActor () -> Void) {
        self.criteria = criteria
        self.action = action
    }
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

/// Runs `body`, animates its state changes with `animation`, and runs `completion` when those animations are
/// complete by `completionCriteria` (at once when nothing animates): SwiftUI's iOS 17 `withAnimation`.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result,
                                  completion: @escaping @MainActor () -> Void) rethrows -> Result {
    var transaction = TransactionStack.current
    transaction.animation = animation
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
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

/// Runs `body` with one property of the current transaction set to `value`.
@discardableResult
public func withTransaction<V, Result>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V,
                                       _ body: () throws -> Result) rethrows -> Result {
    var transaction = TransactionStack.current
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
