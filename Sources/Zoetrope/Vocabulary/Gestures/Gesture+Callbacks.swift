import Foundation

extension Gesture {
    /// Runs `action` with each new value while the gesture changes (for a drag, at every script step).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(base: self, action: action)
    }

    /// Runs `action` with the final value when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }

    /// Updates `state` with each new value while the gesture changes; `state` returns to its initial value when
    /// the gesture ends, fails or is cancelled, in its reset transaction.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// A gesture with an action for its changes: what `onChanged` returns.
public struct _ChangedGesture<Base: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    let base: Base
    let action: (Value) -> Void

    @MainActor func makeRecognizer() -> AnyGestureRecognizer {
        guard let recognizer = base.recognizer() else { return AnyGestureRecognizer() }
        recognizer.changed.append(action)
        return recognizer
    }
}

/// A gesture with an action for its end: what `onEnded` returns.
public struct _EndedGesture<Base: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    let base: Base
    let action: (Value) -> Void

    @MainActor func makeRecognizer() -> AnyGestureRecognizer {
        guard let recognizer = base.recognizer() else { return AnyGestureRecognizer() }
        recognizer.ended.append(action)
        return recognizer
    }
}

/// A gesture that updates a `@GestureState` while it changes: what `updating(_:body:)` returns.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    public var base: Base
    public var state: GestureState<State>
    public var body: (Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    @MainActor func makeRecognizer() -> AnyGestureRecognizer {
        guard let recognizer = base.recognizer() else { return AnyGestureRecognizer() }
        let state = self.state, body = self.body
        recognizer.changed.append { value in
            guard let storage = state.box.storage else { return }
            var newValue = storage.value
            var transaction = TransactionStack.current
            body(value, &newValue, &transaction)
            withTransaction(transaction) { storage.set(newValue) }
        }
        recognizer.finished.append { state.reset() }
        return recognizer
    }
}
