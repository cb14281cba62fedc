import Foundation

/// Combine's `Cancellable`.
public protocol Cancellable {
    func cancel()
}

/// Combine's `AnyCancellable`: cancels when cancelled or released.
public final class AnyCancellable: Cancellable, Hashable {
    private var action: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { action = cancel }
    public init<C: Cancellable>(_ canceller: C) { action = canceller.cancel }

    public func cancel() {
        let action = self.action
        self.action = nil
        action?()
    }

    deinit { cancel() }

    /// Keeps the cancellable in a collection (it lives as long as the collection holds it).
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
