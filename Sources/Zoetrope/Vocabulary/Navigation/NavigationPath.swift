import Foundation

/// A type-erased list of values pushed on a `NavigationStack`: SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable, @unchecked Sendable {
    var elements: [AnyHashable] = []

    /// An empty path.
    public init() {}

    /// A path holding `elements`, bottom first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values on the path.
    public var count: Int { elements.count }
    /// Whether the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops the last `k` values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(k, 0), elements.count)) }
}
