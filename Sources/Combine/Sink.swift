import Foundation

extension Subscribers {
    /// Combine's `Sink`: a subscriber that calls closures, asking for unlimited values.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        public let receiveValue: (Input) -> Void
        public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
        private var subscription: (any Subscription)?
        private var done = false

        public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                    receiveValue: @escaping (Input) -> Void) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        public func receive(subscription: any Subscription) {
            guard !done else { return subscription.cancel() }
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            if !done { receiveValue(value) }
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            guard !done else { return }
            done = true
            subscription = nil
            receiveCompletion(completion)
        }

        public func cancel() {
            done = true
            subscription?.cancel()
            subscription = nil
        }
    }
}

extension Publisher {
    /// Attaches a subscriber that calls the closures.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }

    /// Assigns each value to a property of an object.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable
    where Failure == Never {
        sink { object[keyPath: keyPath] = $0 }
    }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber that calls `receiveValue` with each value.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
