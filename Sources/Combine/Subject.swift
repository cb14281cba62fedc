import Foundation

/// Combine's `Subject`: a publisher values can be sent into.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Output)
    func send(completion: Subscribers.Completion<Failure>)
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    public func send() { send(()) }
}

/// The subscribers of a subject, in the order they subscribed.
final class SubjectSubscribers<Output, Failure: Error> {
    private var conduits: [Conduit<Output, Failure>] = []
    private(set) var completion: Subscribers.Completion<Failure>?

    func add<S: Subscriber>(_ subscriber: S) -> Conduit<Output, Failure>? where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit<Output, Failure>(subscriber) { [weak self] gone in self?.conduits.removeAll { $0 === gone } }
        subscriber.receive(subscription: conduit)
        if let completion {
            conduit.finish(completion)
            return nil
        }
        conduits.append(conduit)
        return conduit
    }

    func send(_ value: Output) {
        guard completion == nil else { return }
        for conduit in conduits { conduit.send(value) }
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let all = conduits
        conduits = []
        for conduit in all { conduit.finish(completion) }
    }
}

/// Combine's `PassthroughSubject`: sends each value to the subscribers it has then.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubjectSubscribers<Output, Failure>()

    public init() {}

    public func send(_ value: Output) { subscribers.send(value) }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        _ = subscribers.add(subscriber)
    }
}

/// Combine's `CurrentValueSubject`: holds a value, sent to each new subscriber and on every change.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let subscribers = SubjectSubscribers<Output, Failure>()

    public var value: Output {
        didSet { subscribers.send(value) }
    }

    public init(_ value: Output) { self.value = value }

    public func send(_ value: Output) { self.value = value }
    public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.add(subscriber)?.send(value)
    }
}
