import ZoetropeDisplay

/// The first failing frames of a scene, shrunk and set side by side: the motion at a glance in a report.
public enum FrameStrip {
    /// Pixels between frames.
    public static let gap = 8

    /// `frames` left to right, `gap` apart, each shrunk with a box filter to at most `maxHeight` pixels tall
    /// (keeping its aspect ratio, at least 1 px wide); frames already short enough keep their size. Empty when
    /// `frames` is; pass only the frames to show (say, the first six that fail).
    public static func image(_ frames: [RasterImage], maxHeight: Int) -> RasterImage {
        let limit = max(1, maxHeight)
        let shrunk = frames.map { frame -> RasterImage in
            guard frame.height > limit else { return frame }
            let width = max(1, (frame.width * limit + frame.height / 2) / frame.height)
            return frame.boxDownscaled(width: width, height: limit)
        }
        return Panels.sideBySide(shrunk, gap: gap, grey: ThreeUp.backgroundGrey)
    }
}
