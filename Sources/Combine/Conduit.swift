import Foundation

/// The subscription a subject or timer hands its subscribers: forwards values while not cancelled (demand is
/// taken as unlimited: Zoetrope's publishers deliver every value, as `sink` and `onReceive` ask).
final class Conduit<Output, Failure: Error>: Subscription {
    private var receiveValue: ((Output) -> Void)?
    private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    private let onCancel: (Conduit) -> Void

    init<S: Subscriber>(_ subscriber: S, onCancel: @escaping (Conduit) -> Void = { _ in })
    where S.Input == Output, S.Failure == Failure {
        receiveValue = { _ = subscriber.receive($0) }
        receiveCompletion = { subscriber.receive(completion: $0) }
        self.onCancel = onCancel
    }

    var isActive: Bool { receiveValue != nil }

    func send(_ value: Output) { receiveValue?(value) }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        let receive = receiveCompletion
        receiveValue = nil
        receiveCompletion = nil
        receive?(completion)
    }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
        guard isActive else { return }
        receiveValue = nil
        receiveCompletion = nil
        onCancel(self)
    }
}
