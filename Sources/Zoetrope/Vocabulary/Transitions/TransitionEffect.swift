import Foundation

/// One animatable part of a transition that runs on a track of its own: the engine animates the part's value from
/// `activeVector` to `identityVector` on insertion (and back on removal), and asks the part itself what that value
/// draws, how the motion spec names it and whether it zooms out of a source. SwiftUI's own transitions
/// (`OpacityTransition`, `ScaleTransition`, `OffsetTransition`, `MoveTransition`, and the blur of
/// `BlurReplaceTransition`) and a navigation zoom are parts; the engine keeps no list of them.
protocol TransitionEffect: Sendable {
    /// The animatable value when the part is fully applied (at the start of an insertion, the end of a removal).
    var activeVector: Vector4 { get }
    /// The animatable value when the part changes nothing.
    var identityVector: Vector4 { get }
    /// What the part draws at `value` around a node whose presented frame in its parent is `frame`; nil when it
    /// changes nothing at that value, or when only the trace walk can draw it (a zoom, which needs its source).
    func layer(at value: Vector4, frame: CGRect) -> TransitionLayer?
    /// The motion spec's name for the part after "insertion " or "removal ": `opacity`, `scale (anchor bottom)`.
    var specName: String { get }
    /// How the motion spec writes the part's values: one number, or an (x, y) pair.
    var specValue: TransitionSpecValue { get }
    /// The source a navigation zoom heads for; nil for every other part.
    var zoomSource: TransitionSourceKey? { get }
}

/// How the motion spec writes a transition part's animated value.
enum TransitionSpecValue: Sendable {
    /// The value's first component (an opacity, a blur radius, a move's fraction).
    case number
    /// Its first two components, as `(x, y)` (a scale, an offset).
    case pair
}

extension TransitionEffect {
    var zoomSource: TransitionSourceKey? { nil }
}

/// A `Transition` the engine runs as transition parts on tracks (SwiftUI's own transitions, and combinations and
/// animations of them); nil when a part is the user's own, whose body then runs (`AnyTransition.init(_:)`).
protocol EngineTransitionConvertible {
    var engineTransition: AnyTransition? { get }
}

extension EngineTransitionConvertible where Self: TransitionEffect {
    /// A single part, the same on insertion and removal.
    var engineTransition: AnyTransition? { AnyTransition([self]) }
}
