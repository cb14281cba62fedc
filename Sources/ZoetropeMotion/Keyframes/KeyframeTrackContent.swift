import Foundation

/// One keyframe in a track, type-erased: what every keyframe type contributes (fidelity.md §7.1).
public struct KeyframeItem<Value: Animatable> {
    enum Kind {
        case linear(timingCurve: UnitCurve)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case spring(Spring, startVelocity: Value?)
        case move
    }

    let target: Value
    /// Seconds of the segment leading to this keyframe; nil for a spring keyframe that uses its settling duration.
    let duration: Double?
    let kind: Kind

    /// Seconds this keyframe's segment lasts: its duration (≥ 0), a spring's `settlingDuration` when none was
    /// given (§1.5, capped at 60 s for springs that never settle), 0 for a move.
    var resolvedDuration: Double {
        if case .move = kind { return 0 }
        if let duration { return duration.isFinite ? max(0, duration) : 0 }
        if case let .spring(spring, _) = kind {
            let settle = spring.settlingDuration
            return settle.isFinite ? settle : 60
        }
        return 0
    }
}

/// A group of keyframes for one track: SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
    /// The animated value type.
    associatedtype Value: Animatable
    /// The keyframes in order.
    var keyframeItems: [KeyframeItem<Value>] { get }
}

/// A sequence of keyframes produced by `KeyframeTrackContentBuilder`.
public struct KeyframeList<Value: Animatable>: KeyframeTrackContent {
    /// The keyframes, in order.
    public let keyframeItems: [KeyframeItem<Value>]

    /// A list of `items`.
    public init(_ items: [KeyframeItem<Value>]) { keyframeItems = items }
}

/// Builds a track's keyframes from statements, `if`, `switch` and `for`: SwiftUI's
/// `KeyframeTrackContentBuilder`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe or group of keyframes.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> [KeyframeItem<Value>] where K.Value == Value {
        expression.keyframeItems
    }
    /// Keyframes in sequence.
    public static func buildBlock(_ components: [KeyframeItem<Value>]...) -> [KeyframeItem<Value>] { components.flatMap { $0 } }
    /// Keyframes inside an `if` without `else`.
    public static func buildOptional(_ component: [KeyframeItem<Value>]?) -> [KeyframeItem<Value>] { component ?? [] }
    /// The first branch of an `if`/`switch`.
    public static func buildEither(first component: [KeyframeItem<Value>]) -> [KeyframeItem<Value>] { component }
    /// The second branch of an `if`/`switch`.
    public static func buildEither(second component: [KeyframeItem<Value>]) -> [KeyframeItem<Value>] { component }
    /// Keyframes from a `for` loop.
    public static func buildArray(_ components: [[KeyframeItem<Value>]]) -> [KeyframeItem<Value>] { components.flatMap { $0 } }
    /// Keyframes inside `if #available`.
    public static func buildLimitedAvailability(_ component: [KeyframeItem<Value>]) -> [KeyframeItem<Value>] { component }
    /// The track content.
    public static func buildFinalResult(_ component: [KeyframeItem<Value>]) -> KeyframeList<Value> { KeyframeList(component) }
}
