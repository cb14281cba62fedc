import Foundation

/// A container that leaves some of its children out of the tree while they cannot show: the rows of a lazy stack
/// outside the region its scroll view can show before the next evaluation, the screens of a navigation stack below
/// the top two. A child that leaves the tree that way is not removed, and one that comes back is not inserted: no
/// transition, no ghost, no unanimated change for the audit (`SceneEvaluator.record`).
protocol OmittingKind: ViewKind {
    /// Whether the child at `childPath` (a direct child's path) is one `node` left out, or would have left out,
    /// rather than one that is gone.
    func omits(_ childPath: String, of node: Node) -> Bool
    /// Whether such a child's `onAppear` and `onDisappear` run when it comes back and leaves (a lazy row's do, as in
    /// SwiftUI; a covered screen's do not).
    var runsAppearActions: Bool { get }
}

extension Node {
    /// Whether this node leaves out its direct child at `childPath` (`OmittingKind`), and if so whether its appear
    /// actions run; nil when it does not.
    func omission(of childPath: String) -> (runsAppearActions: Bool, Void)? {
        guard let omitting = kind.base as? any OmittingKind, omitting.omits(childPath, of: self) else { return nil }
        return (omitting.runsAppearActions, ())
    }
}
