import Foundation
import Testing

/// The built binary's PNGs of `fab-menu` at 1x (393 × 852 px) show what the scene promises. Expected geometry by
/// hand (see Tests/ZoetropeRenderTests/FABMenuPixelTests.swift for the derivation): at rest the photo action's
/// orange circle spans x 325…369, y 562…606, and its row is scaled about its bottom-trailing corner (369, 606).
@Suite struct FABMenuBinaryPixelTests {
    /// RGB bytes of the still at `time`, decoded by ffmpeg (an independent PNG decoder).
    func still(at time: String, in scratch: Scratch) throws -> [UInt8] {
        let zoetrope = try ZoetropeBinary.locate()
        let result = try zoetrope.run(["still", "fab-menu", "--at", time, "--scale", "1", "--out", "still.png"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let decode = Process()
        decode.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        decode.arguments = ["ffmpeg", "-v", "error", "-y", "-i", "still.png", "-f", "rawvideo", "-pix_fmt", "rgb24", "still.rgb"]
        decode.currentDirectoryURL = scratch.url
        try decode.run()
        decode.waitUntilExit()
        #expect(decode.terminationStatus == 0)
        return [UInt8](try scratch.data("still.rgb"))
    }

    func orangeBox(_ rgb: [UInt8], width: Int = 393) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for index in stride(from: 0, to: rgb.count, by: 3) {
            let r = Int(rgb[index]), g = Int(rgb[index + 1]), b = Int(rgb[index + 2])
            guard r >= g, g >= b, r - b > 30, g - b > 10 else { continue }
            let x = (index / 3) % width, y = (index / 3) / width
            box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
        }
        return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
    }

    @Test func menuAppearsFromTheButtonAndSettlesAtFullSize() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }

        // Before the tap at 0.4 s: the menu area is background only.
        let before = try still(at: "0.3", in: scratch)
        #expect(before.count == 393 * 852 * 3)
        var nonWhite = 0
        for y in 500..<700 {
            for x in 200..<369 where before[(y * 393 + x) * 3] != 255 || before[(y * 393 + x) * 3 + 2] != 255 { nonWhite += 1 }
        }
        #expect(nonWhite == 0)

        // 0.1 s after the tap: smaller than at rest, bottom-trailing corner in place.
        let middle = try #require(orangeBox(try still(at: "0.5", in: scratch)))
        #expect(middle.maxX - middle.minX < 40 && middle.maxY - middle.minY < 40)
        #expect(abs(middle.maxX - 368) <= 1 && abs(middle.maxY - 605) <= 1)

        // At rest: full size.
        let rest = try #require(orangeBox(try still(at: "1.3", in: scratch)))
        #expect(abs(rest.minX - 325) <= 1 && abs(rest.maxX - 368) <= 1)
        #expect(abs(rest.minY - 562) <= 1 && abs(rest.maxY - 605) <= 1)
    }
}
