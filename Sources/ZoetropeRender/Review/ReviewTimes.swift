import Foundation
import Zoetrope

/// When the review's overlay still looks at a scene: the middle of its first burst of animation — the animations
/// that start with the earliest row of the spec — from the frame at or before their start to the frame at or after
/// the last of their logical completions (a finish when there is no completion, half a second when neither). A scene
/// with no animated change uses its motion window. (Onion skins are per chapter: `ChapterPlan`.)
struct ReviewTimes {
    /// The middle of the burst, on the frame grid.
    let still: Double

    init(spec: MotionSpec, window: MotionWindow, frameCount: Int) {
        let fps = window.fps
        let lastFrame = max(frameCount - 1, 0)
        var first = window.first, last = window.last
        if let start = spec.rows.map(\.start).min() {
            let burst = spec.rows.filter { abs($0.start - start) < 1e-9 }
            let end = burst.map { row -> Double in
                if let complete = row.logicalCompletion, complete.isFinite { return complete }
                if let finish = row.finish, finish.isFinite { return finish }
                return row.start + 0.5
            }.max() ?? start + 0.5
            first = Int((start * fps + 1e-9).rounded(.down))
            last = Int((end * fps - 1e-9).rounded(.up))
        }
        first = min(max(first, 0), lastFrame)
        last = min(max(last, first), lastFrame)
        still = Double(Int((Double(first + last) / 2).rounded())) / fps
    }
}
