import Foundation

/// How a view enters and leaves: SwiftUI's `AnyTransition`. A transition is a list of effects, each with an
/// active value (at insertion start and removal end) and the identity value in between (fidelity.md §5.2).
public struct AnyTransition: Sendable {
    /// One effect of a transition, from the innermost (applied first) outward.
    enum Effect: Hashable, Sendable {
        case opacity
        case scale(CGSize, anchor: UnitPoint)
        case offset(CGSize)
        /// Moves by the view's own size toward an edge.
        case move(Edge)
        /// Blurs by a radius in points (`.blurReplace`).
        case blur(CGFloat)
        /// Zooms the view out of a transition source (a navigation `.zoom` transition): 1 at the source, 0 in place.
        case zoom(TransitionSourceKey)

        /// The animatable value when the effect is fully active.
        var activeVector: Vector4 {
            switch self {
            case .opacity: return Vector4(0)
            case let .scale(s, _): return Vector4(s.width, s.height)
            case let .offset(o): return Vector4(o.width, o.height)
            case .move, .zoom: return Vector4(1)
            case let .blur(radius): return Vector4(radius)
            }
        }

        /// The animatable value when the effect is not applied.
        var identityVector: Vector4 {
            switch self {
            case .opacity: return Vector4(1)
            case .scale: return Vector4(1, 1)
            case .offset, .move, .blur, .zoom: return Vector4(0)
            }
        }
    }

    /// Effects on insertion and on removal.
    let insertion: [Effect]
    let removal: [Effect]
    /// The animation the transition brings with it (`animation(_:)`), used instead of the transaction's.
    let animation: Animation?
    /// `.modifier(active:identity:)` transitions on insertion and removal.
    let insertionModifier: ModifierPair?
    let removalModifier: ModifierPair?

    /// The two states of a modifier transition.
    struct ModifierPair: @unchecked Sendable {
        let active: any ViewModifier
        let identity: any ViewModifier
    }

    init(insertion: [Effect], removal: [Effect], animation: Animation? = nil,
         insertionModifier: ModifierPair? = nil, removalModifier: ModifierPair? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
        self.insertionModifier = insertionModifier
        self.removalModifier = removalModifier
    }

    /// Inserts from `active` to `identity` and removes from `identity` to `active`: whatever the modifier's body
    /// changes (effects, frames, colours, shape data) animates with the transaction (fidelity.md §5).
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        let pair = ModifierPair(active: active, identity: identity)
        return AnyTransition(insertion: [], removal: [], insertionModifier: pair, removalModifier: pair)
    }

    init(_ effects: [Effect]) { self.init(insertion: effects, removal: effects) }

    /// No visual change.
    public static let identity = AnyTransition([])
    /// Fades in and out: the default transition.
    public static let opacity = AnyTransition([.opacity])
    /// Scales from (nearly) zero about the centre. SwiftUI uses 1e-5 in place of 0 (fidelity.md §5.2).
    public static var scale: AnyTransition { scale(scale: 1e-5, anchor: .center) }

    /// Scales from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        let s = scale == 0 ? 1e-5 : scale
        return AnyTransition([.scale(CGSize(width: s, height: s), anchor: anchor)])
    }

    /// Translates by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition([.offset(offset)]) }

    /// Translates by x and y points.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }

    /// Moves in from and out to `edge`, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition([.move(edge)]) }

    /// Inserts from the leading edge and removes toward the trailing edge.
    public static var slide: AnyTransition { asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing)) }

    /// Inserts moving in from `edge` while fading in, and removes moving out toward the opposite edge while fading
    /// out (fidelity.md §5.2).
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge
        switch edge {
        case .top: opposite = .bottom
        case .bottom: opposite = .top
        case .leading: opposite = .trailing
        case .trailing: opposite = .leading
        }
        return AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(opposite), .opacity])
    }

    /// How `blurReplace` scales on removal: SwiftUI's `BlurReplaceTransition.Configuration`.
    public struct BlurReplaceConfiguration: Hashable, Sendable {
        let removalScale: CGFloat
        /// Removed views shrink (0.9), as inserted ones grow from 0.9: the default.
        public static let downUp = BlurReplaceConfiguration(removalScale: 0.9)
        /// Removed views grow (1.1).
        public static let upUp = BlurReplaceConfiguration(removalScale: 1.1)
    }

    /// Fades in from a 7-point blur at 90 % scale, and out the same way (scaled per `configuration`) (§5.2).
    public static func blurReplace(_ configuration: BlurReplaceConfiguration = .downUp) -> AnyTransition {
        let grow = CGSize(width: 0.9, height: 0.9)
        let out = CGSize(width: configuration.removalScale, height: configuration.removalScale)
        return AnyTransition(insertion: [.scale(grow, anchor: .center), .blur(7), .opacity],
                             removal: [.scale(out, anchor: .center), .blur(7), .opacity])
    }

    /// `blurReplace(.downUp)`.
    public static var blurReplace: AnyTransition { blurReplace(.downUp) }

    /// Different transitions for insertion and removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal, animation: insertion.animation ?? removal.animation,
                      insertionModifier: insertion.insertionModifier, removalModifier: removal.removalModifier)
    }

    /// This transition applied first, then `other` around it (fidelity.md §5.2).
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal,
                      animation: animation ?? other.animation,
                      insertionModifier: insertionModifier ?? other.insertionModifier,
                      removalModifier: removalModifier ?? other.removalModifier)
    }

    /// The transition with its own animation: it animates with `animation` even when the change that inserts or
    /// removes the view has none (fidelity.md §5.1).
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(insertion: insertion, removal: removal, animation: animation,
                      insertionModifier: insertionModifier, removalModifier: removalModifier)
    }
}
