import Foundation

/// A description of how a value changes over time through keyframes, sampled as a pure function of time:
/// SwiftUI's `KeyframeTimeline` (fidelity.md §7.1). Duration = the longest track; after a track ends its value
/// holds; tracks apply in declaration order.
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let evaluators: [(Double, inout Value) -> Void]

    /// Seconds until the last track ends.
    public let duration: Double

    /// A timeline starting from `initialValue` with the tracks `content` builds.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        let tracks = content().keyframeTracks
        evaluators = tracks.map { $0.prepare(initialValue) }
        duration = tracks.map(\.duration).max() ?? 0
    }

    /// The value at `time` seconds (before 0: the initial value; after the end: the final values).
    public func value(time: Double) -> Value {
        var value = initialValue
        let t = time.isNaN ? 0 : time
        for evaluate in evaluators { evaluate(t, &value) }
        return value
    }

    /// The value at `progress` (0…1) of the duration.
    public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }
}
