import Foundation
import ZoetropeCairo
import ZoetropeDisplay

extension RenderJob {
    /// The display list of the frame at `time` without the views at `paths` (see
    /// `SceneTimeline.displayList(at:hidingViews:)`), at this job's scale, background, touches and chrome.
    public func displayList(at time: Double, hidingViews paths: Set<String>) -> DisplayList {
        var list = timeline.displayList(at: time, hidingViews: paths, showingTouches: options.touches,
                                  showingChrome: chrome)
        list.scale = scale
        if let background = options.background { list.background = background.displayColor }
        return list
    }

    /// Draws the image (`draw`, called once the destination is known to be writable) and writes it to `url` as PNG
    /// (its folder made first), through a temporary name and a rename.
    static func writePNG(to url: URL, drawing draw: () throws -> RasterImage) throws {
        try AtomicFile.prepareDirectory(url.deletingLastPathComponent())
        try AtomicFile.requireFile(url)
        do {
            try AtomicFile.write(try PNGEncoder().encode(try draw()), to: url)
        } catch let error as PNGEncodingError {
            throw RenderError.writeFailed(path: url.path, reason: error.message)
        }
    }
}
