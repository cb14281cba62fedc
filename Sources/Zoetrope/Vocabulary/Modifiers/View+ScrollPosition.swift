import Foundation

/// The binding of `scrollPosition(id:anchor:)` as a scroll view uses it: the id it holds, as text (the form
/// `ScrollTargetFinder` matches), and a way to set it to a view's id when that id is of the binding's type.
struct ScrollPositionLink {
    let anchor: UnitPoint?
    let read: () -> String?
    let write: (AnyHashable) -> Void

    /// The id the scroll view at `scroll`'s path last saw in the binding (kept like state, changed quietly).
    final class Seen {
        var id: String?
        var isSet = false
    }

    func seen(_ scroll: ResolveContext) -> Seen {
        scroll.graph.storage(for: scroll.path + ".scrollPosition", initial: Seen()).value
    }

    /// When the binding holds an id the scroll view has not seen (the user set it), scrolls there: the view's top-leading
    /// corner (or its `anchor`) on the visible area's, found where the latest layout put it; the change animates
    /// with the transaction that set the binding.
    func scrollToChangedID(_ scroll: ResolveContext) {
        let seen = seen(scroll), wanted = read()
        guard !seen.isSet || wanted != seen.id else { return }
        guard let wanted else {
            (seen.id, seen.isSet) = (nil, true)
            return
        }
        guard let root = scroll.graph.latestRoot else { return }
        (seen.id, seen.isSet) = (wanted, true)
        guard let found = ScrollTargetFinder(root: root, under: scroll.path).find(id: wanted), found.scroll.path == scroll.path,
              let kind = found.scroll.kind.as(ScrollKind.self) else { return }
        let target = kind.offset(toShow: found.rect, in: found.scroll, anchor: anchor ?? .topLeading)
        let storage = scroll.graph.scrollOffsetStorage(for: scroll.path)
        if storage.value != target { storage.set(target) }
    }

    /// Sets the binding to `id` (the scroll view moved there), remembering it so that it does not scroll again.
    func report(_ id: AnyHashable, graph: ViewGraph, scrollPath: String) {
        let seen = graph.storage(for: scrollPath + ".scrollPosition", initial: Seen()).value
        guard seen.id != "\(id.base)" else { return }
        (seen.id, seen.isSet) = ("\(id.base)", true)
        write(id)
    }
}

extension View {
    /// Binds `id` to the scroll views in this view: set to the id of the top-most (leading-most) view of their
    /// `scrollTargetLayout()` as they come to rest, and, when changed, scrolling that view to the top-leading edge
    /// (or `anchor`), animated with the change's transaction: SwiftUI's `scrollPosition(id:anchor:)`.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let link = ScrollPositionLink(anchor: anchor,
                                      read: { id.wrappedValue.map { "\($0)" } },
                                      write: { value in if let typed = value.base as? ID { id.wrappedValue = typed } })
        return ContextView(content: self) { $0.environment.scrollPosition = link }
    }
}
