import Foundation
import ZoetropeDisplay
import ZoetropeRender

extension SnapshotRunner {
    /// How many frames the report's strip shows.
    static let stripLength = 5

    /// The first frames where the trace moved, rendered now, each moved view outlined where the baseline has it
    /// (green) and where it is now (magenta); when only pixels differ, the failing pixel frames as rendered now.
    func stripFrames(_ verdict: TraceVerdict, pixels: [PixelFrameCheck], job: RenderJob) -> [RasterImage] {
        let moved = Array(verdict.frames.prefix(Self.stripLength))
        guard !moved.isEmpty else { return pixels.filter { !$0.matches }.prefix(Self.stripLength).compactMap(\.actual) }
        let images = render(moved.map(\.frame), with: job)
        return zip(moved, images).map { difference, image in
            var image = image
            for line in difference.lines {
                if let rect = line.expected.flatMap(BoundsOutline.bounds) {
                    BoundsOutline.draw(rect, scale: job.scale, colour: BoundsOutline.baseline, on: &image)
                }
                if let rect = line.actual.flatMap(BoundsOutline.bounds) {
                    BoundsOutline.draw(rect, scale: job.scale, colour: BoundsOutline.actual, on: &image)
                }
            }
            return image
        }
    }
}
