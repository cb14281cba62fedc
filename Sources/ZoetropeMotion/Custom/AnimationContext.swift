import Foundation

/// What a custom animation sees besides value and time: SwiftUI's `AnimationContext` (iOS 17).
public struct AnimationContext<Value: VectorArithmetic> {
    /// Per-animation storage, keyed by `AnimationStateKey` types.
    public var state: AnimationState<Value>
    /// Set to true when the animation is logically complete (e.g. a spring past its response); an animation that
    /// never sets it counts as logically complete when it finishes (fidelity.md §2.2).
    public var isLogicallyComplete: Bool

    /// A fresh context with empty state.
    public init() {
        state = AnimationState()
        isLogicallyComplete = false
    }

    /// A copy of this context with a state of another value type (SwiftUI's `withState(_:)`).
    public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
        var context = AnimationContext<T>()
        context.state = state
        context.isLogicallyComplete = isLogicallyComplete
        return context
    }
}

/// A key into `AnimationState`: SwiftUI's `AnimationStateKey`.
public protocol AnimationStateKey {
    /// The stored type.
    associatedtype Value
    /// The value read before anything is stored.
    static var defaultValue: Value { get }
}

/// Typed per-animation storage: SwiftUI's `AnimationState`.
public struct AnimationState<Value: VectorArithmetic> {
    var storage: [ObjectIdentifier: Any] = [:]

    /// Empty storage.
    public init() {}

    /// The value stored for `key`, or its default.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// Whether anything has been stored (used to detect stateful custom animations).
    var isEmpty: Bool { storage.isEmpty }
}
