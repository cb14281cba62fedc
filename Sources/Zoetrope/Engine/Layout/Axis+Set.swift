import Foundation

extension Axis {
    /// A set of axes: SwiftUI's `Axis.Set` (the axes a `ScrollView` scrolls along).
    public struct Set: OptionSet, Hashable, Sendable {
        /// The set's bits.
        public let rawValue: Int8
        /// A set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1 << 0)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 1 << 1)
    }
}

extension Axis.Set {
    /// Whether it holds `axis`.
    func contains(_ axis: Axis) -> Bool { contains(axis == .horizontal ? Axis.Set.horizontal : Axis.Set.vertical) }
}
