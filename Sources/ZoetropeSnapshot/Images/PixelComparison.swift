import Foundation
import ZoetropeDisplay

/// Compares a baseline frame with a new one as pixelmatch does, plus a local-window budget.
///
/// In layers (`pipeline-notes.md` §1.9, item 2), cheapest first: equal bytes match at once; otherwise each pixel
/// pair is measured with pixelmatch's YIQ distance (colour over white); pixels over `Options.threshold` are
/// exempt when anti-aliased in either frame (unless `includeAntialiasing`); the rest must fit both the
/// whole-frame budget and the budget of every `window × window` square. Frames of different sizes never match;
/// they are compared over the area they share so the difference image still shows what moved.
public struct PixelComparison: Sendable {
    /// Compares `actual` with `baseline`. `makeDifference` asks for `Result.difference`, which costs a pass
    /// over the frame and an image's memory; leave it off when only the verdict is needed.
    public static func compare(_ baseline: RasterImage, _ actual: RasterImage, options: Options = .init(),
                               makeDifference: Bool = false) -> Result {
        let width = max(baseline.width, actual.width), height = max(baseline.height, actual.height)
        if baseline.hasSamePixels(as: actual) {
            let difference = makeDifference ? DifferenceImage(baseline: PackedPixels(baseline, width: width, height: height)).image : nil
            return Result(failures: [], byteIdentical: true, differingPixels: 0, antialiasedPixels: 0,
                          worstWindow: nil, changedBounds: nil, difference: difference)
        }
        let first = PackedPixels(baseline, width: width, height: height)
        let second = PackedPixels(actual, width: width, height: height)
        let shared = PixelSize(width: min(baseline.width, actual.width), height: min(baseline.height, actual.height))
        let marks = PixelMarks(first, second, shared: shared, options: options)

        var failures: [Failure] = []
        if shared.width != width || shared.height != height {
            failures.append(.sizeMismatch(baseline: PixelSize(width: baseline.width, height: baseline.height),
                                          actual: PixelSize(width: actual.width, height: actual.height)))
        }
        let allowed = options.allowedDifferingPixels(outOf: width * height)
        if marks.differing > allowed { failures.append(.tooManyDifferingPixels(count: marks.differing, allowed: allowed)) }
        let worst = marks.bounds.map { DenseWindow.worst(in: marks, bounds: $0, side: options.windowSide) }
        if let worst, worst.count > max(0, options.maxDifferingInWindow) {
            failures.append(.denseChange(worst, side: options.windowSide, allowed: max(0, options.maxDifferingInWindow)))
        }
        var difference: RasterImage?
        if makeDifference {
            var drawer = DifferenceImage(baseline: first)
            drawer.mark(marks)
            difference = drawer.image
        }
        return Result(failures: failures, byteIdentical: false, differingPixels: marks.differing,
                      antialiasedPixels: marks.antialiased, worstWindow: worst,
                      changedBounds: marks.bounds.map { CGRect(x: $0.minX, y: $0.minY, width: $0.maxX - $0.minX + 1,
                                                               height: $0.maxY - $0.minY + 1) },
                      difference: difference)
    }
}
