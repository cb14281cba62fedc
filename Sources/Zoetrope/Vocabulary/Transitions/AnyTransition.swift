import Foundation

/// How a view enters and leaves: SwiftUI's `AnyTransition`. A transition is a list of parts, each with an
/// active value (at insertion start and removal end) and the identity value in between (fidelity.md §5.2); the parts
/// are SwiftUI's own `Transition` conformers (`OpacityTransition`, `ScaleTransition`…), and a user's `Transition`
/// runs through its body as a modifier transition.
public struct AnyTransition: Sendable {
    /// Parts on insertion and on removal, from the innermost (applied first) outward.
    let insertion: [any TransitionEffect]
    let removal: [any TransitionEffect]
    /// The animation the transition brings with it (`animation(_:)`), used instead of the transaction's.
    let animation: Animation?
    /// `.modifier(active:identity:)` transitions on insertion and removal.
    let insertionModifier: ModifierPair?
    let removalModifier: ModifierPair?

    /// The sources the transition's navigation zooms head for, insertion then removal.
    var zoomSources: [TransitionSourceKey] { (insertion + removal).compactMap(\.zoomSource) }
    /// Whether its insertion zooms out of a transition source (a navigation `.zoom` transition); found once, since
    /// the trace asks every node's transition on every frame.
    let zooms: Bool

    /// The two states of a modifier transition.
    struct ModifierPair: @unchecked Sendable {
        let active: any ViewModifier
        let identity: any ViewModifier
    }

    init(insertion: [any TransitionEffect], removal: [any TransitionEffect], animation: Animation? = nil,
         insertionModifier: ModifierPair? = nil, removalModifier: ModifierPair? = nil) {
        self.insertion = insertion
        self.removal = removal
        zooms = insertion.contains { $0.zoomSource != nil }
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

    init(_ effects: [any TransitionEffect]) { self.init(insertion: effects, removal: effects) }

    /// No visual change.
    public static let identity = AnyTransition([])
    /// Fades in and out: the default transition.
    public static let opacity = AnyTransition(OpacityTransition())
    /// Scales from (nearly) zero about the centre. SwiftUI uses 1e-5 in place of 0 (fidelity.md §5.2).
    public static var scale: AnyTransition { scale(scale: 1e-5, anchor: .center) }

    /// Scales from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(ScaleTransition(Double(scale), anchor: anchor))
    }

    /// Translates by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(OffsetTransition(offset)) }

    /// Translates by x and y points.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }

    /// Moves in from and out to `edge`, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(MoveTransition(edge: edge)) }

    /// Inserts from the leading edge and removes toward the trailing edge.
    public static var slide: AnyTransition { AnyTransition(SlideTransition()) }

    /// Inserts moving in from `edge` while fading in, and removes moving out toward the opposite edge while fading
    /// out (fidelity.md §5.2).
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(PushTransition(edge: edge)) }

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
        AnyTransition(BlurReplaceTransition(configuration: configuration))
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
