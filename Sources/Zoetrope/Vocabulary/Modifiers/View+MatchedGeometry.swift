import Foundation

/// Which parts of the geometry a `matchedGeometryEffect` shares: SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The anchor point, in window coordinates.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// One member of a matched-geometry group: its group's key and how it takes part (fidelity.md §6).
struct MatchedGeometry {
    struct Key: Hashable {
        let id: AnyHashable
        let namespace: Namespace.ID
    }

    let key: Key
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
}

extension View {
    /// Shares geometry with the other views of the same `id` in `namespace`: SwiftUI's `matchedGeometryEffect`.
    /// Views that are not the group's source are laid out at the source's size and placed so that their `anchor`
    /// point lies on the source's; when the source changes in an animated transaction, the shared frame animates
    /// from the old source's frame to the new one's (fidelity.md §6).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        let matched = MatchedGeometry(key: MatchedGeometry.Key(id: AnyHashable(id), namespace: namespace),
                                      properties: properties, anchor: anchor, isSource: isSource)
        return ModifiedView(content: self, component: "matchedGeometryEffect", kind: .matched(matched))
    }
}
