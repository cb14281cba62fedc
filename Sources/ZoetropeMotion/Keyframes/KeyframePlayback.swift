import Foundation

/// How a `keyframeAnimator` plays its timeline over time, as a pure value (fidelity.md §7.1), ready for the view
/// layer: which timeline runs at a time and from where.
///
/// * Triggered (`keyframeAnimator(initialValue:trigger:…)`): each trigger plays the timeline once. The keyframes
///   closure receives the animator's current value — the initial value the first time, then the end value of the
///   previous run; a trigger during a run restarts from the value shown at that moment ([GUESS] in §7.1).
/// * Repeating (`keyframeAnimator(initialValue:repeating: true, …)`): the timeline built from the initial value
///   loops from `startTime`; with `repeating: false` the content receives the timeline's start value.
package struct KeyframePlayback<Value> {
    private struct Run {
        var start: Double
        var timeline: KeyframeTimeline<Value>
    }

    private let initialValue: Value
    private let runs: [Run]
    private let repeating: Bool?

    /// A triggered animator: `triggers` are the times the trigger value changed.
    public init(initialValue: Value, triggers: [Double], keyframes: (Value) -> KeyframeTimeline<Value>) {
        self.initialValue = initialValue
        repeating = nil
        var runs: [Run] = []
        for time in triggers.filter(\.isFinite).sorted() {
            let current: Value
            if let last = runs.last {
                current = last.timeline.value(time: min(time - last.start, last.timeline.duration))
            } else {
                current = initialValue
            }
            runs.append(Run(start: time, timeline: keyframes(current)))
        }
        self.runs = runs
    }

    /// A free-running animator that appears at `startTime`.
    public init(initialValue: Value, repeating: Bool = true, startTime: Double = 0, keyframes: (Value) -> KeyframeTimeline<Value>) {
        self.initialValue = initialValue
        self.repeating = repeating
        runs = [Run(start: startTime.isFinite ? startTime : 0, timeline: keyframes(initialValue))]
    }

    /// The value the content receives at `time` seconds.
    public func value(at time: Double) -> Value {
        if let repeating {
            let run = runs[0]
            guard repeating, time >= run.start else { return run.timeline.value(time: 0) }
            let duration = run.timeline.duration
            guard duration > 0 else { return run.timeline.value(time: 0) }
            return run.timeline.value(time: (time - run.start).truncatingRemainder(dividingBy: duration))
        }
        var lo = 0, hi = runs.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if runs[mid].start <= time { lo = mid + 1 } else { hi = mid }
        }
        guard lo > 0 else { return initialValue }
        let run = runs[lo - 1]
        return run.timeline.value(time: time - run.start)
    }

    /// Whether a run is playing at `time` (always, once started, for a repeating animator).
    public func isPlaying(at time: Double) -> Bool {
        if let repeating { return repeating && time >= runs[0].start && runs[0].timeline.duration > 0 }
        guard let run = runs.last(where: { $0.start <= time }) else { return false }
        return time - run.start < run.timeline.duration
    }
}
