import Foundation
import Testing
@testable import Zoetrope

/// Writes the 24-byte start of a PNG file (signature and IHDR chunk header) of the given pixel size: all the view
/// layer reads.
private func writePNGHeader(to path: String, width: UInt32, height: UInt32) throws {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
    for v in [width, height] { bytes += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
}

private func scratchDirectory(_ name: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("zoetrope-images-\(ProcessInfo.processInfo.processIdentifier)-\(name)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// `Image(_:)` with PNG files: lookup, point size, layout, and the warning for a missing file.
@MainActor @Suite struct StyleImageTests {
    @Test func missingImageIsAWarningWithTheViewPathAndName() {
        let t = timeline { Image("no-such-picture-anywhere") }
        #expect(t.issues.map(\.severity) == [.warning])
        #expect(t.issues.first?.message.contains("no-such-picture-anywhere") == true)
        #expect(t.issues.first?.path.hasSuffix("Image") == true)
        // The placeholder is 32 × 32 pt, centred on the 200 × 100 canvas.
        #expect(t.frames(endingWith: "Image") == [CGRect(x: 84, y: 34, width: 32, height: 32)])
    }

    @Test func aFileThatIsNotAPNGIsAWarning() throws {
        let folder = try scratchDirectory("notpng")
        try Data("hello".utf8).write(to: URL(fileURLWithPath: folder + "/text.png"))
        let t = timeline { Image(folder + "/text.png") }
        #expect(t.issues.count == 1)
        #expect(t.issues.first?.message.contains("not a PNG") == true)
    }

    @Test func lookupAppendsPNGAndSearchesTheAssetPathAndScaleSuffixes() throws {
        let a = try scratchDirectory("a"), b = try scratchDirectory("b")
        try writePNGHeader(to: b + "/icon.png", width: 30, height: 20)
        try writePNGHeader(to: b + "/badge@2x.png", width: 30, height: 20)
        // Not in the current directory nor in a: found in b, the second asset folder, with .png appended.
        let icon = try ImageFile.locate("icon", directory: a, assetPath: a + ":" + b).get()
        #expect(icon.path == b + "/icon.png")
        #expect(icon.pointSize == CGSize(width: 30, height: 20))
        // badge@2x.png: 30 × 20 px at scale 2 is 15 × 10 pt.
        let badge = try ImageFile.locate("badge", directory: b, assetPath: nil).get()
        #expect(badge.scale == 2)
        #expect(badge.pointSize == CGSize(width: 15, height: 10))
        #expect(throws: ImageFile.Failure.self) { try ImageFile.locate("icon", directory: a, assetPath: nil).get() }
    }

    @Test func imageSizesFromItsPixelsAndResizesToFitOrFill() throws {
        let folder = try scratchDirectory("layout")
        let path = folder + "/wide.png"
        try writePNGHeader(to: path, width: 40, height: 20)
        // Natural size: 40 × 20 pt, centred.
        #expect(timeline { Image(path) }.frames(endingWith: "Image") == [CGRect(x: 80, y: 40, width: 40, height: 20)])
        // Resizable in a 100 × 100 frame: stretches to it.
        #expect(timeline { Image(path).resizable().frame(width: 100, height: 100) }.frames(endingWith: "Image")
                == [CGRect(x: 50, y: 0, width: 100, height: 100)])
        // scaledToFit in 100 × 100: the 2:1 ratio gives 100 × 50, centred in the frame.
        #expect(timeline { Image(path).resizable().scaledToFit().frame(width: 100, height: 100) }.frames(endingWith: "Image")
                == [CGRect(x: 50, y: 25, width: 100, height: 50)])
        // scaledToFill in 100 × 100: 200 × 100, overflowing the frame sideways.
        #expect(timeline { Image(path).resizable().scaledToFill().frame(width: 100, height: 100) }.frames(endingWith: "Image")
                == [CGRect(x: 0, y: 0, width: 200, height: 100)])
        #expect(timeline { Image(path) }.issues.isEmpty)
    }
}
