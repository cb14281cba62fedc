import Foundation

/// The animation state of one value while animations run: SwiftUI's animator state (fidelity.md §0, §4).
///
/// Presented value = base + offset, where base = model − interval and the offset comes from a head plan (the
/// first animation, or a spring that took over by merging) followed by the entries appended by the chained
/// combining rule of §4.2. Every field is fixed when a change is recorded; sampling only reads.
struct AnimatorState<V: VectorArithmetic> {
    /// One animation of the state, on its own clock and with its cumulative target I_k (§4.2).
    struct Entry {
        var plan: AnimationPlan<V>
        /// Absolute time at which the plan's clock reads 0.
        var start: Double
        /// The cumulative interval this entry animates toward.
        var target: V
        /// Absolute finish and logical-completion times.
        var finishTime: Double
        var logicalTime: Double

        init(plan: AnimationPlan<V>, start: Double, target: V) {
            self.plan = plan
            self.start = start
            self.target = target
            finishTime = start + plan.finishDuration
            logicalTime = start + plan.logicalCompletion
        }
    }

    // What sampling reads comes first, so that it shares as few cache lines as it can (a frame of thousands of
    // views reads a state per animated value).
    var head: Entry
    var entries: [Entry] = []
    /// model − interval.
    var base: V
    /// Absolute time the state began (the clock a merged custom animation keeps, §4).
    var begin: Double
    /// The whole interval animated so far (grows with each change).
    var interval: V
    /// The animation the state runs now (the newest one), used for merge decisions.
    var latest: AnimationNode

    init(begin: Double, base: V, interval: V, latest: AnimationNode, head: Entry) {
        self.head = head
        self.base = base
        self.begin = begin
        self.interval = interval
        self.latest = latest
    }

    /// The entry whose end ends the whole state.
    var newest: Entry { entries.last ?? head }
    var finishTime: Double { newest.finishTime }
    var logicalTime: Double { newest.logicalTime }

    /// Offset and velocity at absolute time `time` (≥ begin), or nil once finished.
    func offset(at time: Double) -> (value: V, velocity: V, head: PlanSample<V>)? {
        let h = head.plan.sample(at: time - head.start, interval: head.target)
        var r = h.finished ? head.target : h.value
        var rv = h.finished ? V.zero : h.velocity
        if entries.isEmpty { return h.finished ? nil : (r, rv, h) }
        for (index, entry) in entries.enumerated() {
            let remaining = entry.target - r
            let s = entry.plan.sample(at: time - entry.start, interval: remaining)
            if s.finished {
                if index == entries.count - 1 { return nil }
                r = entry.target
                rv = .zero
            } else {
                // d/dt (r + (I − r)·f) = r'·(1 − f) + (I − r)·f'
                rv = s.fraction.map { rv.scaled(by: 1 - $0) } ?? rv
                rv += s.velocity
                r += s.value
            }
        }
        return (r, rv, h)
    }
}
