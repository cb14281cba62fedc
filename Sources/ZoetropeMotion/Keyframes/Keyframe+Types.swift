import Foundation

/// Interpolates from the previous value to `to` over `duration` along `timingCurve` (default `.linear`):
/// SwiftUI's `LinearKeyframe` (fidelity.md §7.1). A negative or non-finite duration is taken as 0 (a jump).
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The keyframes, in order.
    public let keyframeItems: [KeyframeItem<Value>]

    /// A keyframe reaching `to` after `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {
        keyframeItems = [KeyframeItem(target: to, duration: duration, kind: .linear(timingCurve: timingCurve))]
    }
}

/// A cubic Hermite segment to `to`; adjacent cubic keyframes form a Catmull-Rom spline (§7.1). Velocities are in
/// value units per second; nil takes them from the neighbours (see `ResolvedKeyframeTrack`).
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The keyframes, in order.
    public let keyframeItems: [KeyframeItem<Value>]

    /// A keyframe reaching `to` after `duration` seconds, with optional tangents (value units per second).
    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        keyframeItems = [KeyframeItem(target: to, duration: duration, kind: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))]
    }
}

/// A spring from the previous value to `to` (default spring: duration 0.5, bounce 0). With `duration` nil the
/// segment lasts the spring's `settlingDuration` (§1.5); the start velocity defaults to the incoming velocity.
/// If the duration is shorter than the spring needs, the next segment starts from `to` (a small jump;
/// fidelity.md §7.1 [GUESS]).
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The keyframes, in order.
    public let keyframeItems: [KeyframeItem<Value>]

    /// A keyframe springing to `to`, for `duration` seconds or the spring's settling duration.
    public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        keyframeItems = [KeyframeItem(target: to, duration: duration, kind: .spring(spring, startVelocity: startVelocity))]
    }
}

/// Jumps to `to` at once, without a duration: SwiftUI's `MoveKeyframe` (§7.1).
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// The keyframes, in order.
    public let keyframeItems: [KeyframeItem<Value>]

    /// A keyframe that jumps to `to`.
    public init(_ to: Value) {
        keyframeItems = [KeyframeItem(target: to, duration: 0, kind: .move)]
    }
}
