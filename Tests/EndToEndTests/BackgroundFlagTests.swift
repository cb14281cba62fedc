import Foundation
import Testing

/// `--background transparent|COLOR` on the command line.
@Suite struct BackgroundFlagTests {
    @Test func transparentStillHasClearCornersAndAColourFillsThem() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let zoetrope = try ZoetropeBinary.locate()
        let clear = try zoetrope.run(["still", "fab-menu", "--at", "0", "--scale", "1", "--background", "transparent", "--out", "clear.png"],
                                     in: scratch.url)
        #expect(clear.status == 0, "\(clear.stderr)")
        // PNG colour type 6 (RGBA) in the IHDR chunk: byte 25 of the file.
        let png = try Data(contentsOf: scratch.url.appendingPathComponent("clear.png"))
        #expect(png.count > 26 && png[25] == 6)
        let coloured = try zoetrope.run(["still", "fab-menu", "--at", "0", "--scale", "1", "--background", "#FF000080", "--out", "red.png"],
                                        in: scratch.url)
        #expect(coloured.status == 0, "\(coloured.stderr)")
    }

    @Test func badValuesAndFormatsWithoutAlphaNameTheFlagAndWriteNothing() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let zoetrope = try ZoetropeBinary.locate()
        let bad = try zoetrope.run(["still", "fab-menu", "--at", "0", "--background", "purpleish"], in: scratch.url)
        #expect(bad.status == 2 && bad.stderr.contains("--background") && bad.stderr.contains("purpleish"), "\(bad.stderr)")
        let mp4 = try zoetrope.run(["video", "fab-menu", "out.mp4", "--background", "transparent"], in: scratch.url)
        #expect(mp4.status == 2 && mp4.stderr.contains("--background") && mp4.stderr.contains(".webm"), "\(mp4.stderr)")
        #expect(scratch.files(in: ".") == [])
    }
}
