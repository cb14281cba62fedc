import Foundation

/// The moments at which a scene means its picture to change at once, so that the audit does not call the change
/// a jump: script events (the finger drives the views while it is down), expected cuts, and evaluations that
/// changed something without animation.
package struct ExplainedChanges: Hashable, Sendable {
    /// Closed time intervals in seconds; a single moment is an interval from itself to itself.
    public var intervals: [ClosedRange<Double>]

    public init(_ intervals: [ClosedRange<Double>] = []) {
        self.intervals = intervals.filter { $0.lowerBound.isFinite && $0.upperBound.isFinite }
    }

    /// Single moments, in seconds.
    public init(times: [Double]) {
        self.init(times.map { $0...$0 })
    }

    /// Both lists together.
    public func merging(_ other: ExplainedChanges) -> ExplainedChanges {
        ExplainedChanges(intervals + other.intervals)
    }

    /// Whether the step into the frame at `times[index]` (from the frame before it) is explained: an interval
    /// touches that step or one of the two next to it, i.e. it meets (times[index − 2], times[index + 1]].
    /// A change at time e shows first in the frame at or after e; the steps on either side are spared too, since
    /// the frame before may already have started moving and the one after is the first of the new motion.
    /// Times outside the list extend it at its own spacing.
    public func explainsStep(into index: Int, times: [Double]) -> Bool {
        guard !intervals.isEmpty, !times.isEmpty else { return false }
        func time(_ i: Int) -> Double {
            if i < 0 { return times[0] - Double(-i) * spacing(times) }
            if i >= times.count { return times[times.count - 1] + Double(i - times.count + 1) * spacing(times) }
            return times[i]
        }
        let tolerance = 1e-9
        let low = time(index - 2), high = time(index + 1)
        return intervals.contains { $0.lowerBound <= high + tolerance && $0.upperBound > low + tolerance }
    }

    private func spacing(_ times: [Double]) -> Double {
        times.count > 1 ? (times[times.count - 1] - times[0]) / Double(times.count - 1) : 1
    }
}

extension SceneTimeline {
    /// What explains a jump in a view between two frames (issue 11): every script event (a press or a drag for as
    /// long as the finger is down), the scene's expected cuts, and every evaluation that changed something without
    /// animation.
    public var explainedChanges: ExplainedChanges {
        let script = scene.script.map { event -> ClosedRange<Double> in
            switch event.action {
            case .tap, .tapPoint, .scroll: return event.time...event.time
            case let .type(_, text): return event.time...(event.time + ScriptEvent.typingDuration(text))
            case let .press(_, duration), let .drag(_, _, duration), let .pinch(_, _, _, duration), let .rotate(_, _, duration):
                return event.time...(event.time + max(0, duration.isFinite ? duration : 0))
            }
        }
        return ExplainedChanges(script).merging(expectedCuts).merging(ExplainedChanges(times: unanimatedChangeTimes))
    }

    /// The scene's expected cuts (`MotionScene(…, expectedCuts:)`): all that explains a pixel spike.
    public var expectedCuts: ExplainedChanges { ExplainedChanges(times: scene.expectedCuts) }
}
