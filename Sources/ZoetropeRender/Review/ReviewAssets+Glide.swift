import Foundation
import Zoetrope
import ZoetropeMotion

extension ReviewAssets {
    /// A scroll's glide as it ran in the scene: the scroll view's offset along the flick's axis, in points, from the
    /// spec row's start to its finish (the scene's end at the latest), one sample per 1/60 s, with the caption that
    /// says so; nil when the scroll view's offset is not in the trace.
    func glideTable(for row: MotionSpec.Row) -> (table: CurveTable, caption: String)? {
        let end = min(row.finish ?? timeline.scene.duration, timeline.scene.duration)
        guard end > row.start, let from = Self.pair(row.from), let to = Self.pair(row.to) else { return nil }
        let axis = abs(to[1] - from[1]) >= abs(to[0] - from[0]) ? 1 : 0
        let steps = Int(((end - row.start) * 60).rounded(.up))
        var samples: [(t: Double, value: Double)] = []
        for step in 0...steps {
            let t = min(row.start + Double(step) / 60, end)
            // The scroll view's offset alone (`SceneTimeline.contentOffset`), not a trace of the whole frame per sample.
            guard let offset = timeline.contentOffset(ofScrollViewAt: row.view, at: t) else { continue }
            samples.append((t - row.start, Double(axis == 1 ? offset.y : offset.x)))
        }
        guard samples.count >= 2, let last = samples.last else { return nil }
        // Points per second, from the samples on either side.
        let rows = samples.indices.map { index -> CurveTable.Row in
            let a = samples[max(index - 1, 0)], b = samples[min(index + 1, samples.count - 1)]
            return CurveTable.Row(t: samples[index].t, value: samples[index].value,
                                  velocity: b.t > a.t ? (b.value - a.value) / (b.t - a.t) : 0)
        }
        let table = CurveTable(animation: "\(row.name): \(row.animation)", from: from[axis], to: to[axis], rows: rows,
                               finishTime: row.finish.map { min($0, end) - row.start },
                               logicalCompletionTime: row.logicalCompletion.map { min($0, end) - row.start })
        let reached = HTML.number((last.value * 10).rounded() / 10)
        let caption = "as the glide ran from \(NumberText.seconds(row.start)) s: \(HTML.number(from[axis])) → \(reached) pt"
            + (abs(last.value - to[axis]) > 0.5 ? " (aimed at \(HTML.number(to[axis])) pt, stopped early)" : "")
        return (table, caption)
    }

    /// `(0, 120)` → [0, 120].
    static func pair(_ text: String) -> [Double]? {
        let numbers = text.trimmingCharacters(in: CharacterSet(charactersIn: "()")).split(separator: ",")
            .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        return numbers.count == 2 ? numbers : nil
    }
}
