import Foundation
import Testing

/// `zoetrope sheet` and `zoetrope still --overlay | --onion`, run as a user would.
@Suite struct SheetCommandTests {
    /// Width and height from a PNG's IHDR.
    static func pngSize(_ data: Data) -> (Int, Int) {
        (data[16..<20].reduce(0) { $0 << 8 | Int($1) }, data[20..<24].reduce(0) { $0 << 8 | Int($1) })
    }

    @Test func sheetOfChosenTimesInColumns() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["sheet", "fab-menu", "--times", "0.4,0.6,0.8", "--columns", "2",
                                                      "--out", "sheets/fab.png"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("(3 frames at 0.4, 0.6, 0.8 s)"))
        // At 1x: two 393 pt columns, 24 pt margins, a 16 pt gap → 850 px; two rows of 852 + 30 pt, a 46 pt title,
        // margins and a gap → 1874 px.
        let size = Self.pngSize(try scratch.data("sheets/fab.png"))
        #expect(size == (850, 1874))
        #expect(scratch.files(in: "sheets") == ["fab.png"])
    }

    @Test func sheetDefaultsToFiveFramesAcrossTheMotion() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["sheet", "fab-menu"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        // The motion starts at the first tap, 0.4 s (frame 24).
        #expect(result.stdout.contains("(5 frames at 0.4, "), "\(result.stdout)")
        // One row of five 393 pt frames: 48 + 5 × 393 + 4 × 16 = 2077 px.
        #expect(Self.pngSize(try scratch.data("out/fab-menu-sheet.png")).0 == 2077)
    }

    @Test func badSheetFlagsAreNamed() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let zoetrope = try ZoetropeBinary.locate()
        let times = try zoetrope.run(["sheet", "fab-menu", "--times", "0.4,soon"], in: scratch.url)
        #expect(times.status == 2 && times.stderr.contains("--times, column 5") && times.stderr.contains("'soon'"), "\(times.stderr)")
        let columns = try zoetrope.run(["sheet", "fab-menu", "--columns", "0"], in: scratch.url)
        #expect(columns.status == 2 && columns.stderr.contains("--columns"))
        #expect(scratch.files(in: "out") == [])
    }

    @Test func overlayAndOnionStills() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let zoetrope = try ZoetropeBinary.locate()
        let overlay = try zoetrope.run(["still", "fab-menu", "--at", "0.6", "--overlay", "--scale", "1"], in: scratch.url)
        #expect(overlay.status == 0, "\(overlay.stderr)")
        #expect(Self.pngSize(try scratch.data("out/fab-menu@0600ms-overlay.png")) == (393, 852))
        let onion = try zoetrope.run(["still", "toolbar-menu-correct", "--onion", "0.3,0.5,0.8", "--scale", "1"], in: scratch.url)
        #expect(onion.status == 0, "\(onion.stderr)")
        // The menu is the one view that moves (it grows from 0.4); the file is named after the last time.
        #expect(onion.stdout.contains("(1 moving view at 0.3, 0.5, 0.8 s)"), "\(onion.stdout)")
        #expect(Self.pngSize(try scratch.data("out/toolbar-menu-correct@0800ms-onion.png")) == (393, 852))
    }

    @Test func onionAndOverlayMisuseIsNamed() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let zoetrope = try ZoetropeBinary.locate()
        let one = try zoetrope.run(["still", "fab-menu", "--onion", "0.4"], in: scratch.url)
        #expect(one.status == 2 && one.stderr.contains("--onion") && one.stderr.contains("two or more"))
        let both = try zoetrope.run(["still", "fab-menu", "--onion", "0.4,0.5", "--at", "0.5"], in: scratch.url)
        #expect(both.status == 2 && both.stderr.contains("--at cannot be used with --onion"))
        let neither = try zoetrope.run(["still", "fab-menu"], in: scratch.url)
        #expect(neither.status == 2 && neither.stderr.contains("--at"))
        #expect(scratch.files(in: "out") == [])
    }
}
