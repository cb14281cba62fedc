import Foundation

/// A view removed in an animated transaction: kept out of layout with its last geometry, drawn below its
/// siblings until every animation in it has finished (fidelity.md §5.1).
struct Ghost {
    /// The container it was removed from.
    let parentPath: String
    let node: Node
    /// When it was removed, in scene seconds.
    let start: Double
    /// When its animations finish (or when it was inserted again).
    var end: Double

    func isVisible(at time: Double) -> Bool { time >= start && time < end }
}
