import Foundation

/// Combine's `ConnectablePublisher`: produces values only once connected.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Connects on the first subscription and disconnects when the last subscriber cancels.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension Publishers {
    /// Combine's `Autoconnect`.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public final let upstream: Upstream
        private var connection: (any Cancellable)?
        private var subscribers = 0

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscribers += 1
            var ended = false
            let release = { [weak self] in
                guard !ended, let self else { return }
                ended = true
                self.subscribers -= 1
                if self.subscribers == 0 {
                    self.connection?.cancel()
                    self.connection = nil
                }
            }
            upstream.subscribe(ClosureSubscriber<Output, Failure>(
                subscription: { subscription in
                    subscriber.receive(subscription: CancelHook(subscription, onCancel: release))
                },
                value: { _ = subscriber.receive($0) },
                completion: { release(); subscriber.receive(completion: $0) }))
            if connection == nil { connection = upstream.connect() }
        }
    }
}

/// A subscription that runs an action when cancelled.
final class CancelHook: Subscription {
    private let inner: any Subscription
    private let onCancel: () -> Void
    init(_ inner: any Subscription, onCancel: @escaping () -> Void) {
        self.inner = inner
        self.onCancel = onCancel
    }
    func request(_ demand: Subscribers.Demand) { inner.request(demand) }
    func cancel() {
        inner.cancel()
        onCancel()
    }
}
