import Foundation

/// Combine's `Publishers` namespace.
public enum Publishers {}

/// A subscriber made of closures, to build operators with.
struct ClosureSubscriber<Input, Failure: Error>: Subscriber {
    let combineIdentifier = CombineIdentifier()
    let subscription: (any Subscription) -> Void
    let value: (Input) -> Void
    let completion: (Subscribers.Completion<Failure>) -> Void

    func receive(subscription: any Subscription) { self.subscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand {
        value(input)
        return .none
    }
    func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}

extension Publishers {
    /// Combine's `Map`.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(ClosureSubscriber<Upstream.Output, Failure>(
                subscription: { subscriber.receive(subscription: $0) },
                value: { _ = subscriber.receive(transform($0)) },
                completion: { subscriber.receive(completion: $0) }))
        }
    }

    /// Combine's `Filter`.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = self.isIncluded
            upstream.subscribe(ClosureSubscriber<Output, Failure>(
                subscription: { subscriber.receive(subscription: $0) },
                value: { if isIncluded($0) { _ = subscriber.receive($0) } },
                completion: { subscriber.receive(completion: $0) }))
        }
    }
}

extension Publisher {
    /// Transforms each value.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// Passes on the values `isIncluded` accepts.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// Delivers on a scheduler: in a scene there is one thread and one clock, so values arrive as they are sent.
    public func receive<S>(on scheduler: S, options: Any? = nil) -> Self { self }

    /// Wraps the publisher to hide its type.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

/// Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribeBody: (ClosureSubscriber<Output, Failure>) -> Void

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribeBody = { publisher.subscribe($0) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribeBody(ClosureSubscriber(subscription: { subscriber.receive(subscription: $0) },
                                        value: { _ = subscriber.receive($0) },
                                        completion: { subscriber.receive(completion: $0) }))
    }
}
