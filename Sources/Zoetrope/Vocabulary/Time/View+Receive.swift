import Foundation

extension View {
    /// Runs `action` with each value `publisher` sends: SwiftUI's `onReceive(_:perform:)`. The view subscribes when
    /// it appears and cancels when it disappears; values arrive on the scene's clock (a `Timer.publish` sends the
    /// scene's date at each firing), and the state they change is evaluated then.
    ///
    /// The subscription is kept by the view's identity: the publisher of the evaluation in which the view appeared is
    /// the one it listens to (docs/approximations.md, "Time").
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        ReceiverView(content: self, publisher: publisher, action: action)
    }
}

struct ReceiverView<Content: View, P: Publisher>: View, PrimitiveView where P.Failure == Never {
    typealias Body = Never
    let content: Content
    let publisher: P
    let action: (P.Output) -> Void

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let inner = context.child("onReceive")
        let record = inner.graph.storage(for: inner.path + ".subscription", initial: Subscription<P.Output>()).value
        // The latest evaluation's action is the one called (it captures the latest view value).
        record.action = action
        let nodes = inner.resolve(content)
        guard let first = nodes.first else { return nodes }
        let publisher = self.publisher
        first.appearActions.append { record.subscribe(to: publisher) }
        first.disappearActions.append { record.cancel() }
        return nodes
    }

    /// One identity's subscription.
    final class Subscription<Output> {
        var action: ((Output) -> Void)?
        private var cancellable: AnyCancellable?

        func subscribe<Q: Publisher>(to publisher: Q) where Q.Output == Output, Q.Failure == Never {
            guard cancellable == nil else { return }
            cancellable = publisher.sink { [weak self] value in self?.action?(value) }
        }

        func cancel() {
            cancellable?.cancel()
            cancellable = nil
        }
    }
}
