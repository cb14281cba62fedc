import Foundation
import Testing
import ZoetropeCairo
import ZoetropeDisplay
@testable import ZoetropeSnapshot

/// PNGs written by `PNGEncoder` and by ffmpeg with each row filter decode (`PNGDecoder`, libpng) to the pixels they were
/// made from.
@Suite struct PNGDecoderTests {
    /// A 7 × 5 premultiplied image: straight colour (x·30, y·50, 200) at `alpha(x, y)`, premultiplied by hand.
    func handMadeImage(alpha: (Int, Int) -> UInt8) -> RasterImage {
        var pixels: [UInt8] = []
        for y in 0..<5 {
            for x in 0..<7 {
                let a = Int(alpha(x, y))
                pixels += [200, y * 50, x * 30].map { UInt8(($0 * a + 127) / 255) } + [UInt8(a)]
            }
        }
        return RasterImage(width: 7, height: 5, bytesPerRow: 28, pixels: pixels)
    }

    @Test func opaqueImageRoundTripsThroughTheRGBPath() throws {
        let image = handMadeImage { _, _ in 255 }
        let png = try PNGEncoder().encode(image)
        #expect(png[25] == 2) // IHDR colour type: RGB
        #expect(try PNGDecoder().decode(png) == image)
    }

    @Test func translucentImageRoundTripsThroughTheRGBAPath() throws {
        let image = handMadeImage { x, y in UInt8((x * 37 + y * 11) % 256) }
        let png = try PNGEncoder().encode(image)
        #expect(png[25] == 6) // IHDR colour type: RGBA
        #expect(try PNGDecoder().decode(png) == image)
    }

    @Test func cairoFramesRoundTripExactly() throws {
        let opaque = ImageFixtures.drawnScreen(shiftedBy: 0.3)
        #expect(try PNGDecoder().decode(try PNGEncoder().encode(opaque)) == opaque)
        // Transparent background with anti-aliased edges: every alpha from 0 to 255 occurs at the edges.
        var list = ImageFixtures.screen()
        list.background = nil
        let translucent = CairoRasterizer().draw(list)
        #expect(!translucent.isOpaque)
        #expect(try PNGDecoder().decode(try PNGEncoder().encode(translucent)) == translucent)
    }

    /// Straight RGBA bytes of a 13 × 6 image with a different colour at every pixel, as ffmpeg reads raw input.
    static let rawRGBA: [UInt8] = {
        var bytes: [UInt8] = []
        for y in 0..<6 {
            for x in 0..<13 {
                bytes += [UInt8(x * 19 % 256), UInt8(y * 41 % 256), UInt8(x * y * 7 % 256), UInt8(255 - x * 3)]
            }
        }
        return bytes
    }()

    @Test(arguments: ["none", "sub", "up", "avg", "paeth", "mixed"])
    func everyRowFilterDecodes(prediction: String) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-decode-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try ImageFixtures.run("ffmpeg", ["-v", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "13x6",
                                                      "-i", "-", "-frames:v", "1", "-pred", prediction, "-y", url.path],
                                           input: Data(Self.rawRGBA))
        try #require(result.status == 0)
        let image = try PNGDecoder().decode([UInt8](try Data(contentsOf: url)))
        #expect(image.width == 13 && image.height == 6)
        var straight: [UInt8] = []
        for y in 0..<6 {
            for x in 0..<13 {
                let p = image.rgba(x: x, y: y)
                straight += [UInt8(p.r), UInt8(p.g), UInt8(p.b), UInt8(p.a)]
            }
        }
        // Premultiplying loses precision only where alpha < 255; alphas here are 219...255, so un-premultiplied
        // channels come back within 1.
        let worst = zip(straight, Self.rawRGBA).map { abs(Int($0) - Int($1)) }.max()
        #expect(worst ?? 99 <= 1)
        #expect(image.pixels[3] == 255) // the first pixel is opaque: exact
    }

    @Test func greyImagesDecode() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-grey-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let grey: [UInt8] = (0..<12).map { UInt8($0 * 20) }
        let result = try ImageFixtures.run("ffmpeg", ["-v", "error", "-f", "rawvideo", "-pix_fmt", "gray", "-s", "4x3",
                                                      "-i", "-", "-frames:v", "1", "-y", url.path], input: Data(grey))
        try #require(result.status == 0)
        let image = try PNGDecoder().decode([UInt8](try Data(contentsOf: url)))
        let pixels: [UInt8] = image.pixels
        let greens: [UInt8] = (0..<12).map { (k: Int) -> UInt8 in pixels[k * 4 + 1] }
        #expect(greens == grey)
        let opaqueGrey = (0..<12).allSatisfy { (k: Int) -> Bool in
            let alpha: UInt8 = pixels[k * 4 + 3], blue: UInt8 = pixels[k * 4], red: UInt8 = pixels[k * 4 + 2]
            return alpha == 255 && blue == red
        }
        #expect(opaqueGrey)
    }

    @Test func gitLFSPointerIsNamed() {
        let pointer = Array("version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 12345\n".utf8)
        #expect(throws: PNGDecodingError.notPNG(looksLikeGitLFSPointer: true)) { try PNGDecoder().decode(pointer) }
        #expect(PNGDecodingError.notPNG(looksLikeGitLFSPointer: true).description.contains("git lfs pull"))
        #expect(throws: PNGDecodingError.notPNG(looksLikeGitLFSPointer: false)) { try PNGDecoder().decode([1, 2, 3]) }
    }

    @Test func damagedFilesAreRefusedWithLibpngsReason() throws {
        let png = try PNGEncoder().encode(handMadeImage { _, _ in 255 })
        // Signature (8) + IHDR chunk (4 + 4 + 13 + 4 = 25): the file ends inside the next chunk.
        #expect { try PNGDecoder().decode(Array(png[..<40])) } throws: { error in
            guard case .damaged = error as? PNGDecodingError else { return false }
            return true
        }
        var flipped = png
        flipped[20] ^= 0x01 // inside IHDR's data (the height)
        #expect { try PNGDecoder().decode(flipped) } throws: { error in
            guard case let .damaged(message) = error as? PNGDecodingError else { return false }
            return message.contains("IHDR") && message.contains("CRC")
        }
    }
}
