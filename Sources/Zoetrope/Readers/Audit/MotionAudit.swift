import Foundation

/// The view-level checks of `zoetrope audit` (issue 11), on a scene's motion trace sampled at every frame:
///
/// - **jump**: a view whose on-screen bounds, opacity or colour changes between two consecutive frames by far more
///   than in the frames either side (`AuditThresholds`), where nothing explains it (`ExplainedChanges`);
/// - **vanished**: a view visible in one frame and gone in the next, where nothing explains it;
/// - **running-at-end**: a view still animating at the last frame, which the video cuts off;
/// - **system-motion**: invariants of iOS's system motion (`MotionAudit+SystemMotion.swift`).
///
/// Views are matched between frames by path (the first view with that path in drawing order). A finding is reported
/// at the outermost view that shows it: when a view and the view it is drawn inside both jump in the same property
/// at the same frame (a container moved, its contents with it), only the container is reported.
///
/// A pure function of the traces: `findings(in:)`, or a `Scan` fed one trace at a time, which keeps only five
/// frames and so runs in constant memory over a scene of any length.
package struct MotionAudit: Hashable, Sendable {
    /// What explains a jump or a disappearance (script events, expected cuts, changes without animation).
    public var explained: ExplainedChanges
    public var thresholds: AuditThresholds
    /// The canvas, in points: a view wholly outside it (a screen pushed off the edge) is not visible. nil: unbounded.
    public var canvas: CGRect?
    /// Where a sheet's top is at its large detent, in canvas points; nil skips the presenter check.
    public var largeSheetTop: CGFloat?

    public init(explained: ExplainedChanges = ExplainedChanges(), thresholds: AuditThresholds = AuditThresholds(),
                canvas: CGRect? = nil, largeSheetTop: CGFloat? = nil) {
        self.explained = explained
        self.thresholds = thresholds
        self.canvas = canvas
        self.largeSheetTop = largeSheetTop
    }

    /// The findings over `traces`, where `traces[i]` is frame i, ordered by frame then path.
    /// `resting` is the trace once every animation has finished (see `Scan.finish(resting:)`).
    public func findings(in traces: [MotionTrace], resting: MotionTrace? = nil) -> [AuditFinding] {
        var scan = Scan(audit: self, frameTimes: traces.map(\.time))
        for trace in traces { scan.add(trace) }
        return scan.finish(resting: resting)
    }

    /// The audit fed one frame at a time, in order.
    public struct Scan {
        let audit: MotionAudit
        let frameTimes: [Double]
        /// The latest frames, at most five: the step into frame j is judged with frames j − 2 … j + 2 (its
        /// neighbouring steps, and whether frame j + 1 goes back to where frame j − 1 was).
        var window: [AuditFrame] = []
        /// The next step to judge (the step into frame `nextStep`).
        var nextStep = 1
        var found: [AuditFinding] = []
        /// The last frame's trace, for the system-motion checks.
        var previous: MotionTrace?

        /// A scan of the frames at `frameTimes` (seconds; frame i at `frameTimes[i]`).
        public init(audit: MotionAudit, frameTimes: [Double]) {
            self.audit = audit
            self.frameTimes = frameTimes
        }

        /// Adds the next frame's trace.
        public mutating func add(_ trace: MotionTrace) {
            let index = (window.last?.index ?? -1) + 1
            found += audit.systemMotion(trace, previous: previous, index: index)
            previous = trace
            window.append(AuditFrame(index: index, trace: trace, visibleOpacity: audit.thresholds.visibleOpacity, canvas: audit.canvas))
            if window.count > 5 { window.removeFirst() }
            if window.count >= 2 {
                found += audit.vanished(from: window[window.count - 2], to: window[window.count - 1], times: frameTimes)
            }
            while nextStep <= index - 2 { judgeStep(nextStep) }
        }

        /// Judges the last steps and the end of the scene; the findings, ordered by frame then path. With `resting`,
        /// the trace once every animation has finished (`SceneTimeline.restingTime`), an animation running at the
        /// end is reported only when the last frame visibly differs from it; without, every one is.
        public mutating func finish(resting: MotionTrace? = nil) -> [AuditFinding] {
            if let last = window.last {
                while nextStep <= last.index { judgeStep(nextStep) }
                let rest = resting.map { AuditFrame(index: last.index, trace: $0, visibleOpacity: audit.thresholds.visibleOpacity, canvas: audit.canvas) }
                found += audit.runningAtEnd(last, resting: rest)
            }
            return found.sorted { ($0.frame, $0.kind.rawValue, $0.path ?? "") < ($1.frame, $1.kind.rawValue, $1.path ?? "") }
        }

        /// Judges the step into frame `index`, which the window holds with its predecessor.
        private mutating func judgeStep(_ index: Int) {
            defer { nextStep = index + 1 }
            func frame(_ i: Int) -> AuditFrame? { window.first { $0.index == i } }
            guard let from = frame(index - 1), let to = frame(index) else { return }
            found += audit.jumps(Neighbourhood(beforeFrom: frame(index - 2), from: from, to: to, after: frame(index + 1),
                                               afterAfter: frame(index + 2)), times: frameTimes)
        }
    }

    /// The frames around one step (from `from` to `to`); nil where the scene has none.
    struct Neighbourhood {
        var beforeFrom: AuditFrame?
        var from: AuditFrame
        var to: AuditFrame
        var after: AuditFrame?
        var afterAfter: AuditFrame?
    }
}
