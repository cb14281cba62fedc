import Foundation

/// Combine's `Just`: one value, then finished, as soon as it is subscribed to.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output

    public init(_ output: Output) { self.output = output }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        let conduit = Conduit<Output, Never>(subscriber)
        subscriber.receive(subscription: conduit)
        conduit.send(output)
        conduit.finish(.finished)
    }
}

/// Combine's `Empty`: finishes at once (or never, when `completeImmediately` is false).
public struct Empty<Output, Failure: Error>: Publisher {
    public let completeImmediately: Bool
    public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit<Output, Failure>(subscriber)
        subscriber.receive(subscription: conduit)
        if completeImmediately { conduit.finish(.finished) }
    }
}
