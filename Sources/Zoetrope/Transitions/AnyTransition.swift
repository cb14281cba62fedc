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

        /// The animatable value when the effect is fully active.
        var activeVector: Vector4 {
            switch self {
            case .opacity: return Vector4(0)
            case let .scale(s, _): return Vector4(s.width, s.height)
            case let .offset(o): return Vector4(o.width, o.height)
            case .move: return Vector4(1)
            }
        }

        /// The animatable value when the effect is not applied.
        var identityVector: Vector4 {
            switch self {
            case .opacity: return Vector4(1)
            case .scale: return Vector4(1, 1)
            case .offset, .move: return Vector4(0)
            }
        }
    }

    /// Effects on insertion and on removal.
    let insertion: [Effect]
    let removal: [Effect]

    init(insertion: [Effect], removal: [Effect]) {
        self.insertion = insertion
        self.removal = removal
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

    /// Different transitions for insertion and removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// This transition applied first, then `other` around it (fidelity.md §5.2).
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal)
    }
}
