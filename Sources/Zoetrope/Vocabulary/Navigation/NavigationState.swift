import Foundation

/// What a `NavigationStack` keeps between evaluations: the values pushed when no path binding holds them, and the
/// screens pushed by `NavigationLink(destination:)`, which sit above the path's values.
struct NavigationState {
    /// A screen pushed with its own destination view.
    struct Link {
        let id: Int
        let makeDestination: () -> any View
    }

    /// Values pushed by `NavigationLink(value:)` on a stack without a path binding.
    var values: [AnyHashable] = []
    var links: [Link] = []
    /// Numbers link screens, so a screen pushed again is a new screen.
    var nextLinkID = 0
    /// How far a finger has dragged the top screen off toward the trailing edge (an interactive pop), 0…1 of the
    /// stack's width.
    var interactivePop: CGFloat = 0
    /// A finger dragging a zoomed-in top screen (the zoom's interactive dismissal): how far it has moved, and where
    /// on the canvas it took hold.
    var zoomDrag = CGSize.zero
    var zoomGrab = CGPoint.zero
}

/// How a stack reads and changes its path: a binding the user holds, or its own storage.
struct NavigationPathAccess {
    let get: () -> [AnyHashable]
    let set: ([AnyHashable]) -> Void
}

/// One screen of a stack, bottom first.
enum NavigationEntry {
    case root
    case value(index: Int, AnyHashable)
    case link(NavigationState.Link)

    /// The screen's identity component under the stack: stable while it stays on the stack.
    var component: String {
        switch self {
        case .root: return "root"
        case let .value(index, value):
            let described = String(describing: value.base).filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            return "value\(index)-\(String(described.prefix(32)))"
        case let .link(link): return "link\(link.id)"
        }
    }
}
