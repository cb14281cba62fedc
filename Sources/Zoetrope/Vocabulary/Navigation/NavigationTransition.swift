import Foundation
import ZoetropeDisplay

/// How a pushed or presented screen arrives and leaves: SwiftUI's `NavigationTransition` (iOS 18).
public struct NavigationTransition: Sendable {
    enum Style: Hashable, Sendable {
        case automatic
        /// Zooms out of the view marked `.matchedTransitionSource(id:in:)` with this key.
        case zoom(TransitionSourceKey)
    }
    let style: Style

    /// The system's standard transition: a push slides in from the trailing edge, a sheet rises from the bottom.
    public static let automatic = NavigationTransition(style: .automatic)

    /// Zooms the screen out of the source view marked with the same id and namespace, and back into it when the
    /// screen leaves, following the source if it moved meanwhile.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransition {
        NavigationTransition(style: .zoom(TransitionSourceKey(id: sourceID, namespace: namespace)))
    }
}

/// The id and namespace that link a zooming screen to its source.
struct TransitionSourceKey: Hashable, @unchecked Sendable {
    let id: AnyHashable
    let namespace: Namespace.ID

    init<ID: Hashable>(id: ID, namespace: Namespace.ID) {
        self.id = AnyHashable(id)
        self.namespace = namespace
    }
}

/// How a zoom transition's source looks while a screen zooms out of it and back: SwiftUI's
/// `MatchedTransitionSourceConfiguration`. Start from the closure's argument and chain `background`, `clipShape`
/// and `shadow`.
public protocol MatchedTransitionSourceConfiguration {
    /// The values the chain set.
    var sourceStyle: TransitionSourceStyle { get }
}

/// What a source's configuration sets: the background behind the zooming screen at the source, the clip shape's
/// corner radius, and a shadow.
public struct TransitionSourceStyle: MatchedTransitionSourceConfiguration {
    var background: Color?
    var cornerRadius: CGFloat = 0
    var shadowRadius: CGFloat = 0
    var shadowColor: Color?
    var shadowX: CGFloat = 0
    var shadowY: CGFloat = 0
    /// The background and the shadow in the source's colour scheme (`resolved(in:)`), as the zoom draws them.
    var resolvedBackground: DisplayColor?
    var resolvedShadow: LayerShadow?

    public var sourceStyle: TransitionSourceStyle { self }

    /// The style with its colours resolved in `scheme`.
    func resolved(in scheme: ColorScheme) -> TransitionSourceStyle {
        var copy = self
        copy.resolvedBackground = background?.resolve(in: scheme).displayColor
        if shadowRadius > 0 || shadowX != 0 || shadowY != 0 {
            let color = (shadowColor ?? Color(.sRGBLinear, white: 0, opacity: 0.33)).resolve(in: scheme).displayColor
            copy.resolvedShadow = LayerShadow(color: color, radius: Double(max(shadowRadius, 0)), x: Double(shadowX), y: Double(shadowY))
            // The shape casting it is filled with the system background where no background is given: what is
            // behind a screen, so the source's translucent parts look as they do in place.
            if copy.resolvedBackground == nil { copy.resolvedBackground = Color.systemBackground.resolve(in: scheme).displayColor }
        }
        return copy
    }
}

/// The configuration a `matchedTransitionSource` closure starts from: SwiftUI's
/// `EmptyMatchedTransitionSourceConfiguration`.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    public var sourceStyle: TransitionSourceStyle { TransitionSourceStyle() }
}

extension MatchedTransitionSourceConfiguration {
    /// A background behind the screen while it zooms at the source.
    public func background(_ style: Color) -> TransitionSourceStyle {
        var copy = sourceStyle
        copy.background = style
        return copy
    }

    /// Clips the zooming screen to `shape` at the source, its corners going from the shape's radius at the source to
    /// square in place (SwiftUI takes a `RoundedRectangle` here, and only that).
    public func clipShape(_ shape: RoundedRectangle) -> TransitionSourceStyle {
        var copy = sourceStyle
        copy.cornerRadius = shape.cornerSize.width
        return copy
    }

    /// The same as `clipShape(RoundedRectangle(cornerRadius: radius))`: the spelling of the seed's Part 8 sample
    /// (`source.cornerRadius(8.0).shadow(radius: 4)`), which SwiftUI's released API spells with `clipShape`.
    public func cornerRadius(_ radius: CGFloat) -> TransitionSourceStyle {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// A shadow cast by the zooming rectangle, from the source to the screen's place (SwiftUI's default colour:
    /// black at 33 % in linear light).
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> TransitionSourceStyle {
        var copy = sourceStyle
        copy.shadowRadius = radius
        copy.shadowColor = color
        copy.shadowX = x
        copy.shadowY = y
        return copy
    }
}

/// The display mode of a navigation title: SwiftUI's `NavigationBarItem.TitleDisplayMode`.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The previous screen's mode; large on the root screen.
        case automatic
        /// A large title below the bar, collapsing into the bar as content scrolls.
        case large
        /// A small title centred in the bar.
        case inline
    }
}
