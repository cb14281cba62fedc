import Foundation

/// Where a view is in its transition: SwiftUI's `TransitionPhase` (iOS 17).
public enum TransitionPhase: Hashable, Sendable {
    /// Being inserted: the state it animates from.
    case willAppear
    /// Fully present.
    case identity
    /// Being removed: the state it animates to.
    case didDisappear

    /// Whether the view is fully present.
    public var isIdentity: Bool { self == .identity }

    /// −1 while appearing, 0 when present, 1 while disappearing: a signed amount for symmetric effects.
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}

/// What a transition does beyond its body: SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Hashable, Sendable {
    /// Whether the transition may be animated (every transition here is).
    public var hasMotion: Bool

    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A transition written as a view body per phase: SwiftUI's `Transition` protocol (iOS 17). Its body is resolved
/// in the `.willAppear` (or `.didDisappear`) phase and in `.identity`, and whatever differs between the two (effects,
/// frames, colours, shape data) animates with the transaction, as for `AnyTransition.modifier(active:identity:)`.
public protocol Transition {
    associatedtype Body: View
    /// The view placed in the transition.
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// The same transition with its own animation, whatever the transaction's.
    public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self, animation: animation)
    }

    /// This transition and `other` together: `other`'s body wraps this one's.
    public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }
}

/// A transition in one phase, as the view modifier the modifier transition machinery resolves.
public struct TransitionPhaseModifier<T: Transition>: ViewModifier {
    let transition: T
    let phase: TransitionPhase

    public func body(content: Content) -> T.Body {
        transition.body(content: PlaceholderContentView<T>(content: content, outer: nil), phase: phase)
    }
}

/// `Transition.animation(_:)`.
struct AnimatedTransition<Base: Transition>: Transition {
    let base: Base
    let animation: Animation?

    func body(content: Content, phase: TransitionPhase) -> Base.Body {
        base.body(content: PlaceholderContentView<Base>(content: content, outer: nil), phase: phase)
    }
}

/// `Transition.combined(with:)`.
struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    func body(content: Content, phase: TransitionPhase) -> Second.Body {
        let inner = first.body(content: PlaceholderContentView<First>(content: content, outer: nil), phase: phase)
        return second.body(content: PlaceholderContentView<Second>(content: inner, outer: nil), phase: phase)
    }
}

/// A transition that changes nothing: SwiftUI's `IdentityTransition`.
public struct IdentityTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
}

/// Fades in and out: SwiftUI's `OpacityTransition`.
public struct OpacityTransition: Transition, Sendable {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
}

/// Scales from and to `scale` about `anchor`: SwiftUI's `ScaleTransition`.
public struct ScaleTransition: Transition, Sendable {
    public var scale: Double
    public var anchor: UnitPoint

    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }
}

/// Moves by an offset while appearing and disappearing: SwiftUI's `OffsetTransition`.
public struct OffsetTransition: Transition, Sendable {
    public var offset: CGSize

    public init(_ offset: CGSize) { self.offset = offset }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

extension Transition where Self == IdentityTransition {
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    public static var scale: ScaleTransition { ScaleTransition(1e-5) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}

extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}

extension AnyTransition {
    /// A `Transition` as a type-erased transition: its body in `.willAppear` and `.identity` for insertion, in
    /// `.identity` and `.didDisappear` for removal.
    public init<T: Transition>(_ transition: T) {
        // SwiftUI's own transitions (and combinations and animations of them) run as transition parts on tracks
        // (`TransitionEffect`); a transition with a part of the user's own runs through its body.
        if let convertible = transition as? any EngineTransitionConvertible, let engine = convertible.engineTransition {
            self = engine
            return
        }
        let present = TransitionPhaseModifier(transition: transition, phase: .identity)
        let insertion = ModifierPair(active: TransitionPhaseModifier(transition: transition, phase: .willAppear), identity: present)
        let removal = ModifierPair(active: TransitionPhaseModifier(transition: transition, phase: .didDisappear), identity: present)
        var animation: Animation?
        if let animated = transition as? any AnimatedTransitionMarker { animation = animated.transitionAnimation }
        self.init(insertion: [], removal: [], animation: animation, insertionModifier: insertion, removalModifier: removal)
    }
}

/// Reads the animation of `Transition.animation(_:)` through the type erasure.
protocol AnimatedTransitionMarker { var transitionAnimation: Animation? { get } }
extension AnimatedTransition: AnimatedTransitionMarker { var transitionAnimation: Animation? { animation } }

extension View {
    /// Inserts and removes this view with `transition`: SwiftUI's `transition(_:)` for a `Transition` (iOS 17).
    public func transition<T: Transition>(_ transition: T) -> some View {
        self.transition(AnyTransition(transition))
    }
}

extension CombinedTransition: EngineTransitionConvertible {
    var engineTransition: AnyTransition? {
        guard let first = (first as? any EngineTransitionConvertible)?.engineTransition,
              let second = (second as? any EngineTransitionConvertible)?.engineTransition else { return nil }
        return first.combined(with: second)
    }
}

extension AnimatedTransition: EngineTransitionConvertible {
    var engineTransition: AnyTransition? {
        (base as? any EngineTransitionConvertible)?.engineTransition?.animation(animation)
    }
}
