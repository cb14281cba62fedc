import Foundation

/// The phase sequencing of SwiftUI's `PhaseAnimator` as a pure value (fidelity.md §7.2): which phase is current
/// at any time, when that step started and with which animation — for the view layer to record as changes.
///
/// * Without triggers: phase[0] on appear, then phase[1], phase[2] … and back to phase[0], forever.
/// * With triggers: phase[0] on appear; each trigger runs phase[1] … last, then phase[0], and stops.
/// * `animation(phase)` is asked for the phase being animated *to* (default `.default`); nil = that step jumps.
/// * A step lasts until its animation is *logically* complete (springs: their response; curves: their duration),
///   the most likely SwiftUI criterion ([GUESS] in §7.2). A step without animation lasts no time.
/// * A trigger that arrives while a run is still going starts a new run at once from phase[1] ([GUESS]).
/// * A continuous cycle whose steps all last no time is played once and not repeated (it would never end).
package struct PhaseSequence<Phase: Equatable> {
    /// One phase change: the phase (and its index), when it starts and the animation it changes with.
    public struct Step: Equatable {
        /// The phase's index in `phases`.
        public var index: Int
        /// The phase.
        public var phase: Phase
        /// When the step starts (seconds).
        public var start: Double
        /// The animation of the change to this phase; nil jumps.
        public var animation: Animation?
    }

    /// The phases, in order.
    public let phases: [Phase]
    /// When the animator appears (seconds).
    public let appearTime: Double
    /// Trigger times, or nil for a continuous animator.
    public let triggers: [Double]?
    /// The animation of the step to each phase (by index).
    public let animations: [Animation?]
    /// Seconds each step to phase i lasts (its animation's logical completion).
    public let stepDurations: [Double]

    /// A sequence of `phases` appearing at `appearTime`, continuous when `triggers` is nil.
    public init(phases: [Phase], appearTime: Double = 0, triggers: [Double]? = nil,
                animation: (Phase) -> Animation? = { _ in .default }) {
        self.phases = phases
        self.appearTime = appearTime.isFinite ? appearTime : 0
        self.triggers = triggers.map { $0.filter(\.isFinite).sorted() }
        animations = phases.map(animation)
        stepDurations = animations.map { $0.map(Self.logicalDuration) ?? 0 }
    }

    /// Seconds until `animation` reports logical completion (§1.3, §2.2), on a unit interval; capped at 1 hour
    /// (an animation that never completes would freeze the sequence there).
    static func logicalDuration(_ animation: Animation) -> Double {
        let plan = AnimationPlan<Double>(animation.node, interval: 1)
        return min(max(0, plan.logicalCompletion), 3600)
    }

    /// The order of one run: phase[1] … last, then phase[0].
    var runOrder: [Int] { phases.count > 1 ? Array(1..<phases.count) + [0] : [0] }

    /// Duration of one run or cycle.
    public var cycleDuration: Double { runOrder.reduce(0) { $0 + stepDurations[$1] } }

    /// The step in force at `time`, or nil before the animator appears (or when there are no phases).
    public func step(at time: Double) -> Step? {
        guard !phases.isEmpty, time >= appearTime else { return nil }
        if triggers == nil, phases.count > 1, cycleDuration > 0 {
            let elapsed = time - appearTime
            let cycle = (elapsed / cycleDuration).rounded(.down)
            var start = appearTime + cycle * cycleDuration
            var chosen = runOrder[0]
            var chosenStart = start
            for index in runOrder {
                if start > time { break }
                chosen = index
                chosenStart = start
                start += stepDurations[index]
            }
            return Step(index: chosen, phase: phases[chosen], start: chosenStart, animation: animations[chosen])
        }
        return steps(through: time).last
    }

    /// Every phase change up to and including `time`, in order (the first is phase[0] at the appear time,
    /// without animation). At most 100 000 steps.
    public func steps(through time: Double) -> [Step] {
        guard !phases.isEmpty, time >= appearTime else { return [] }
        var result = [Step(index: 0, phase: phases[0], start: appearTime, animation: nil)]
        func run(from start: Double, until end: Double) {
            var t = start
            for index in runOrder {
                if t > time || t >= end || result.count >= 100_000 { return }
                result.append(Step(index: index, phase: phases[index], start: t, animation: animations[index]))
                t += stepDurations[index]
            }
        }
        if let triggers {
            let valid = triggers.filter { $0 >= appearTime }
            for (k, trigger) in valid.enumerated() where trigger <= time {
                run(from: trigger, until: k + 1 < valid.count ? valid[k + 1] : .infinity)
            }
        } else if phases.count > 1 {
            let cycle = cycleDuration
            var start = appearTime
            repeat {
                run(from: start, until: .infinity)
                start += cycle
            } while cycle > 0 && start <= time && result.count < 100_000
        }
        return result
    }
}
