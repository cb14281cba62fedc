import Testing
import Zoetrope
@testable import ZoetropeRender

/// The rule `--reference FILE` (no `@SECONDS`) finds its offset by: a frame "differs visibly" from another when more
/// than one pixel in 2,000, and at least 4, differ by more than 24 grey levels. Frames here are 4 × 2 pixels (8: the
/// floor of 4 pixels applies), values chosen by hand on each side of both thresholds.
@Suite struct ReferenceAlignmentTests {
    static func frames(_ frames: [[UInt8]]) -> GreyFrames {
        GreyFrames(width: 4, height: 2, bytes: frames.flatMap { $0 })
    }

    @Test func aFrameDiffersVisiblyFromFourPixelsOfMoreThan24Levels() {
        let grey: [UInt8] = [100, 100, 100, 100, 100, 100, 100, 100]
        let threePixels: [UInt8] = [200, 200, 200, 100, 100, 100, 100, 100]     // 3 < 4 pixels
        let by24: [UInt8] = [124, 124, 124, 124, 76, 76, 76, 76]              // 24 levels is not more than 24
        let fourBy25: [UInt8] = [125, 100, 75, 100, 125, 100, 75, 100]         // 4 pixels by 25
        let video = Self.frames([grey, threePixels, by24, fourBy25, grey])
        #expect(video.count == 5)
        #expect(!video.differsVisibly(1, from: 0))
        #expect(!video.differsVisibly(2, from: 0))
        #expect(video.differsVisibly(3, from: 0))
        #expect(video.firstChange(from: 0) == 3)
        // From frame 3 on, the next frame back at plain grey differs from it the same way.
        #expect(video.firstChange(from: 3) == 4)
        #expect(video.firstChange(from: 4) == nil)
        #expect(Self.frames([grey, grey]).firstChange(from: 0) == nil)
    }

    @Test func theAnalysisSizeIs160PixelsAcrossInProportionAndEven() {
        // The review's 393 × 852 pt video at 0.5: 196 × 426 px; 160 × 426 × 160 / 196 = 347.8 → 348.
        let review = GreyFrames.analysisSize(videoWidth: 196, videoHeight: 426)
        #expect(review.width == 160 && review.height == 348)
        // A video narrower than 160 px keeps its own width (made even): 99 → 98, 98 × 2 = 196.
        let narrow = GreyFrames.analysisSize(videoWidth: 99, videoHeight: 198)
        #expect(narrow.width == 98 && narrow.height == 196)
    }

    @Test func theFirstTouchIsTheFirstTapPressOrDragNotAScrollOrTyping() {
        let script = [Scroll("grid", by: 400, at: 0.2), Type("field", "hi", at: 0.3),
                      Drag(from: CGPoint(x: 1, y: 1), to: CGPoint(x: 2, y: 2), at: 0.9, duration: 0.2), Tap("b", at: 0.5)]
        #expect(ReferenceAlignment.firstTouch(in: script) == 0.5)
        #expect(ReferenceAlignment.firstTouch(in: [Scroll("grid", by: 400, at: 0.2)]) == nil)
    }
}
