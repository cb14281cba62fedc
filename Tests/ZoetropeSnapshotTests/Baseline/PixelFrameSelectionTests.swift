import Testing
@testable import ZoetropeSnapshot

/// Which frames become pixel frames, on recordings built by hand.
@Suite struct PixelFrameSelectionTests {
    /// One view whose box is at `y` in each frame (nil: the same line as the frame before), `animating` where listed.
    func recording(_ ys: [Double], animating: Set<Int> = []) -> TraceRecording {
        TraceRecording(scene: "s", fps: 10, frames: ys.enumerated().map { index, y in
            TraceFrame(index: index, time: Double(index) / 10, lines: [TraceLine(
                path: "Card", fields: "Circle frame=0,\(y),10,10" + (animating.contains(index) ? " animating.frame=.linear(duration:1.0)" : ""))])
        })
    }

    @Test func aStillSceneKeepsItsFirstAndLastFrames() {
        #expect(PixelFrameSelection.frames(of: recording([0, 0, 0, 0])) == [0, 3])
    }

    /// Moves of 10, 10, 10, 10 pt in frames 2…5: a quarter of the 40 pt is done at frame 2, half at 3, three quarters
    /// at 4; the window ends at 5.
    @Test func evenMovesAreSampledAtQuartersAndTheWindowsEnd() {
        #expect(PixelFrameSelection.frames(of: recording([0, 0, 10, 20, 30, 40, 40, 40])) == [0, 2, 3, 4, 5, 7])
    }

    /// A spring-like window: 30, 6, 2, 1, 1 pt (total 40). A quarter (10) and half (20) are done in frame 1 already,
    /// three quarters (30) too; the long tail adds only the window's last frame, 5 — where time-spaced samples would
    /// have spent two of three frames on the tail.
    @Test func springTailsAreNotSampledTwice() {
        #expect(PixelFrameSelection.frames(of: recording([0, 30, 36, 38, 39, 40, 40, 40, 40, 40])) == [0, 1, 5, 9])
    }

    /// A running animation with no movement yet (the tap's own frame) opens the window; a jump cut is a window of one.
    @Test func windowsFollowAnimationsAndChanges() {
        let moving = recording([0, 0, 0, 20, 40, 40], animating: [1, 2, 3, 4])
        #expect(PixelFrameSelection.windows(movement: PixelFrameSelection.movements(of: moving), recording: moving) == [1...4])
        let cut = recording([0, 0, 50, 50])
        #expect(PixelFrameSelection.frames(of: cut) == [0, 2, 3])
    }

    @Test func listedTimesAreAddedAtTheirFrames() {
        #expect(PixelFrameSelection.frames(of: recording([0, 0, 0, 0, 0]), adding: [0.14, 0.2, 9]) == [0, 1, 2, 4])
    }
}
