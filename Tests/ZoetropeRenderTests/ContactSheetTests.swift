import Foundation
import Testing
import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay
@testable import ZoetropeRender
@testable import Scenes

/// `zoetrope sheet`: the grid's geometry by hand, cells that are the frames, and where the motion is.
@MainActor @Suite struct ContactSheetTests {
    static func job(_ scene: MotionScene, scale: Double = 1) throws -> RenderJob {
        try RenderJob(timeline: scene.renderTimeline(), options: RenderOptions(scale: scale))
    }

    @Test func gridGeometryAndLabels() throws {
        let sheet = ContactSheet(job: try Self.job(fabMenuScene), times: [0.4, 0.6, 0.8], columns: 2)
        // Two columns of 393 pt frames, 24 pt margins and a 16 pt gap: 48 + 786 + 16 = 850 pt wide. Two rows of
        // 852 pt frames with 30 pt labels, the 46 pt title and a 16 pt gap: 48 + 46 + 1764 + 16 = 1874 pt tall.
        #expect(sheet.rows == 2)
        #expect(sheet.size == CGSize(width: 850, height: 1874))
        #expect(sheet.origin(ofCell: 2) == CGPoint(x: 24, y: 24 + 46 + 852 + 30 + 16))
        // 0.4 s is frame 24 at 60 fps; 0.41 s falls between frames and gets no number.
        #expect(sheet.label(for: 0.4) == "0.4 s · frame 24")
        #expect(sheet.label(for: 0.41) == "0.41 s")
        // Without columns, every time on one row, at most five.
        #expect(ContactSheet(job: sheet.job, times: [0, 1, 2]).columns == 3)
        #expect(ContactSheet(job: sheet.job, times: Array(repeating: 0, count: 7)).columns == 5)
    }

    @Test func aRegionSheetKeepsItsLabelsWhole() throws {
        // Two cells of a 73 × 72 pt region: each column is 120 pt wide (the label's), the cell in its middle on a
        // whole point, 23 pt in ((120 − 73)/2 = 23.5, rounded down); the grid 2 × 120 + 16 = 256 pt is narrower than
        // the 360 pt a title needs, so the sheet is 48 + 360 = 408 pt wide, and 48 + 46 + 72 + 30 = 196 pt tall.
        let job = try Self.job(fabMenuScene)
        let region = CGRect(x: 79, y: 14, width: 73, height: 72)
        let sheet = ContactSheet(job: job, times: [0.5, 0.6], columns: 2, region: region, title: "crop")
        #expect(sheet.size == CGSize(width: 408, height: 196))
        #expect(sheet.origin(ofCell: 0) == CGPoint(x: 47, y: 70))
        #expect(sheet.origin(ofCell: 1) == CGPoint(x: 24 + 120 + 16 + 23, y: 70))
        // The first cell is the frame's region: its pixel (x, y) is the frame's (79 + x, 14 + y), moved by whole pixels.
        let image = CairoRasterizer().draw(sheet.displayList())
        let frame = job.image(at: 0.5)
        var largest = 0
        for y in 0..<72 {
            for x in 0..<73 {
                let a = (14 + y) * frame.bytesPerRow + 4 * (79 + x), b = (70 + y) * image.bytesPerRow + 4 * (47 + x)
                for c in 0..<4 { largest = max(largest, abs(Int(frame.pixels[a + c]) - Int(image.pixels[b + c]))) }
            }
        }
        #expect(largest <= 1, "largest channel difference \(largest)")
    }

    @Test func eachCellIsTheFrameStillDraws() throws {
        let job = try Self.job(fabMenuScene)
        let sheet = ContactSheet(job: job, times: [0.6])
        let image = CairoRasterizer().draw(sheet.displayList())
        let frame = job.image(at: 0.6)
        // The cell starts at (24, 70) pt = px at 1x; its pixels are the still's, moved by whole pixels.
        var largest = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let a = y * frame.bytesPerRow + 4 * x, b = (y + 70) * image.bytesPerRow + 4 * (x + 24)
                for c in 0..<4 { largest = max(largest, abs(Int(frame.pixels[a + c]) - Int(image.pixels[b + c]))) }
            }
        }
        #expect(largest <= 1, "largest channel difference \(largest)")
    }

    @Test func motionWindowStartsAtTheFirstTap() {
        // fab-menu's first tap is at 0.4 s = frame 24. At 0.4 s the spring has taken no step, so frame 24 looks like
        // frame 0; by frame 25 (5 steps of 1/300 s) the plus has turned by about 45° × k·dt²·(1+2+3+4)/… ≈ 0.8°,
        // more than the 0.01 that counts as a change. The window starts at 24 and ends after the second tap (1.4 s =
        // frame 84), no later than the last frame (143).
        let window = MotionWindow(timeline: fabMenuScene.renderTimeline(), fps: 60)
        #expect(window.first == 24)
        #expect(window.last > 84 && window.last <= 143)
        let times = window.times(count: 5)
        #expect(times.first == 0.4 && times.count == 5 && times == times.sorted())
        for time in times { #expect(abs(time * 60 - (time * 60).rounded()) < 1e-9) }
    }
}
