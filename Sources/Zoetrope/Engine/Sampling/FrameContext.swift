import Foundation

/// One frame's time, resolved once: the tree showing then and the sampler of its presented values. Everything that
/// makes the frame (the trace walk, the zooms' pre-pass, live content, the readers of the trace) is handed this one
/// context instead of looking the tree and the sampler up again from the time.
struct FrameContext {
    /// Scene seconds.
    let time: Double
    /// The evaluated tree showing at `time`.
    let shown: EvaluatedTree
    /// Presented values at `time`.
    let sampler: Sampler
}

extension SceneTimeline {
    /// The context of the frame at `time`.
    func frameContext(at time: Double) -> FrameContext {
        FrameContext(time: time, shown: tree(at: time), sampler: sampler(at: time))
    }
}
