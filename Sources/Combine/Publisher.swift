import Foundation

/// Combine's `Publisher`: delivers values over time to subscribers. In Zoetrope every publisher runs on the scene's
/// clock (`Timer.TimerPublisher`) or sends synchronously (`Just`, subjects, `@Published`).
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber`.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// Combine's `Subscriber`.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: any Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

/// Combine's `CustomCombineIdentifierConvertible`.
public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// Combine's `CombineIdentifier`.
public struct CombineIdentifier: Hashable, Sendable {
    private let value: UInt
    public init() {
        CombineIdentifier.counter += 1
        value = CombineIdentifier.counter
    }
    public init(_ object: AnyObject) { value = UInt(bitPattern: ObjectIdentifier(object).hashValue) }
    nonisolated(unsafe) private static var counter: UInt = 0
}

/// Combine's `Subscription`.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

/// Combine's `Subscribers` namespace.
public enum Subscribers {
    /// How many more values a subscriber wants.
    public struct Demand: Equatable, Comparable, Hashable, Sendable {
        /// nil: unlimited.
        public let max: Int?
        init(max: Int?) { self.max = max }
        public static let unlimited = Demand(max: nil)
        public static let none = Demand(max: 0)
        public static func max(_ value: Int) -> Demand { Demand(max: value) }
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.max, rhs.max) {
            case (nil, _): false
            case (_, nil): true
            case let (a?, b?): a < b
            }
        }
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let a = lhs.max, let b = rhs.max else { return .unlimited }
            return .max(a + b)
        }
    }

    /// How a publisher ended.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}
