import Foundation

/// Scrolls the scroll views inside a `ScrollViewReader` to a view: SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy {
    weak var graph: ViewGraph?
    /// The reader's identity path: the scroll views it reaches are below it.
    let readerPath: String

    /// Scrolls the scroll view holding the view with identity `id` (`.id(_:)`, or a `ForEach` element's id) so that
    /// the view shows: with `anchor`, its anchor point on the same point of the visible area; with nil, by as little
    /// as makes it visible, as SwiftUI does. The change animates with the transaction in effect (`withAnimation`).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let graph else { return }
        guard let root = graph.latestRoot,
              let found = ScrollTargetFinder(root: root, under: readerPath).find(id: "\(id)") else {
            graph.report(.warning, path: readerPath, "scrollTo(\(id)): no view with that id in a scroll view of this ScrollViewReader")
            return
        }
        guard let kind = found.scroll.kind.as(ScrollKind.self) else { return }
        let target = kind.offset(toShow: found.rect, in: found.scroll, anchor: anchor)
        let storage = graph.scrollOffsetStorage(for: found.scroll.path)
        if storage.value != target { storage.set(target) }
    }
}
