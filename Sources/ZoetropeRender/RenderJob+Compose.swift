import Foundation
import ZoetropeCairo
import ZoetropeDisplay

extension RenderJob {
    /// The display list of the frame at `time` without the views at `paths` (see
    /// `SceneTimeline.frame(at:hidingViews:)`), at this job's scale, background and touches.
    public func displayList(at time: Double, hidingViews paths: Set<String>) -> DisplayList {
        var list = timeline.frame(at: time, hidingViews: paths, showingTouches: options.touches)
        list.scale = scale
        if let background = options.background { list.background = background.displayColor }
        return list
    }

    /// Encodes `image` as PNG and writes it to `url` (its folder made first), through a temporary name and a rename.
    static func writePNG(_ image: RasterImage, to url: URL) throws {
        try AtomicFile.prepareDirectory(url.deletingLastPathComponent())
        do {
            try AtomicFile.write(try PNGEncoder().encode(image), to: url)
        } catch let error as PNGEncodingError {
            throw RenderError.writeFailed(path: url.path, reason: error.message)
        }
    }
}
