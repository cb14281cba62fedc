import Foundation
import Zoetrope
import ZoetropeMotion

extension ReviewAssets {
    /// A keyframe track's plot: the property's value (in its units, degrees for an angle) from the play's start to
    /// the track's end, one sample per 1/60 s, with the keyframes in the caption; nil for any other row, or a
    /// property that is not one number.
    func keyframeTable(for row: MotionSpec.Row) -> (table: CurveTable, caption: String)? {
        guard let track = timeline.keyframeTrack(for: row), track.samples.count >= 2 else { return nil }
        let step = 1 / KeyframeTrackSummary.samplesPerSecond
        let values = track.samples
        let rows = values.indices.map { index -> CurveTable.Row in
            let a = max(index - 1, 0), b = min(index + 1, values.count - 1)
            return CurveTable.Row(t: Double(index) * step, value: values[index],
                                  velocity: b > a ? (values[b] - values[a]) / (Double(b - a) * step) : 0)
        }
        let table = CurveTable(animation: "\(row.name) \(row.property): \(row.animation)", from: values[0], to: values[values.count - 1],
                               rows: rows, finishTime: track.duration, logicalCompletionTime: track.duration)
        let caption = "\(row.property) from \(track.from) as its keyframes ran from \(NumberText.seconds(row.start)) s: "
            + track.keyframes.map(\.words).joined(separator: ", ")
        return (table, caption)
    }
}
