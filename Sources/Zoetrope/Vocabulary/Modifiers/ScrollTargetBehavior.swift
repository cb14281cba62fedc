import Foundation

/// Where a scroll view's drags and flicks come to rest: SwiftUI's `ScrollTargetBehavior`. Zoetrope knows SwiftUI's
/// two built-in behaviours, `.paging` and `.viewAligned`; a behaviour of the user's own is reported and the scroll
/// view glides freely (docs/approximations.md, "Scroll targets").
public protocol ScrollTargetBehavior {}

/// Settles on pages the size of the scroll view's visible area: SwiftUI's `PagingScrollTargetBehavior`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// A paging behaviour.
    public init() {}
}

/// Settles with a target view's leading (top) edge on the visible area's: SwiftUI's
/// `ViewAlignedScrollTargetBehavior`. The targets are the views of a layout marked `.scrollTargetLayout()`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
    /// How many views one drag or flick may scroll past: SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior`.
    public struct LimitBehavior: Hashable, Sendable {
        let rawValue: Int
        /// Limited along an axis whose size class is compact (a phone's width in portrait), unlimited otherwise.
        public static let automatic = LimitBehavior(rawValue: 0)
        /// Always limited.
        public static let always = LimitBehavior(rawValue: 1)
        /// Never limited.
        public static let never = LimitBehavior(rawValue: 2)
    }

    /// The limit on how far one interaction scrolls.
    var limitBehavior: LimitBehavior

    /// A view-aligned behaviour with `limitBehavior` (`.automatic` by default).
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on pages the size of the scroll view's visible area: SwiftUI's `.paging`.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles on the leading edge of a target view: SwiftUI's `.viewAligned`.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Settles on the leading edge of a target view, limited as `limitBehavior` says: SwiftUI's
    /// `.viewAligned(limitBehavior:)`.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// What a scroll view does with the end of a drag or flick (the engine's reading of a `ScrollTargetBehavior`).
enum ScrollSettle: Hashable, Sendable {
    /// On a multiple of the visible length, at most one page from where the drag began.
    case paging
    /// On a target view's leading edge; `limited`: at most one target from where the drag began (nil: by size class).
    case viewAligned(limited: Bool?)

    init?(_ behavior: any ScrollTargetBehavior) {
        switch behavior {
        case is PagingScrollTargetBehavior: self = .paging
        case let aligned as ViewAlignedScrollTargetBehavior:
            let limit = aligned.limitBehavior
            self = .viewAligned(limited: limit == .always ? true : limit == .never ? false : nil)
        default: return nil
        }
    }
}

extension View {
    /// Sets where scroll views in this view settle after a drag or flick: SwiftUI's `scrollTargetBehavior(_:)`.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        ContextView(content: self) { context in
            guard let settle = ScrollSettle(behavior) else {
                context.graph.reportOnce(.warning, path: context.path,
                                     "scrollTargetBehavior: \(type(of: behavior)) is not one of SwiftUI's built-in behaviours "
                                     + "(.paging, .viewAligned); the scroll view glides freely")
                return
            }
            context.environment.scrollSettle = settle
        }
    }

    /// Makes each view this layout container places a scroll target, which a `.viewAligned` scroll view settles on:
    /// SwiftUI's `scrollTargetLayout(isEnabled:)`.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        TraitView(content: self) { $0.containerTraits.isScrollTargetLayout = isEnabled }
    }
}
