import CPNG
import Foundation
import Testing
import ZoetropeDisplay
@testable import ZoetropeCairo

/// `PNGFrameEncoder` promises libpng's own bytes (the simplified writer at its fast setting), so libpng is the
/// oracle here: every image must encode to the same file through both, whatever its size, opacity and content, and
/// one encoder reused across frames must not carry anything from one frame to the next. At `.smallest` the oracle is
/// the committed snapshot baselines, written by the level-9 writer this one replaced.
@Suite struct PNGFrameEncoderTests {
    /// libpng's simplified writer at `PNG_IMAGE_FLAG_FAST`: RGB when opaque, straight RGBA otherwise.
    static func libpng(_ image: RasterImage) throws -> [UInt8] {
        let opaque = image.isOpaque
        let channels = opaque ? 3 : 4
        let rows = opaque ? image.rgbBytes() : image.straightRGBABytes()
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = opaque ? UInt32(PNG_FORMAT_FLAG_COLOR) : UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        png.flags = UInt32(PNG_IMAGE_FLAG_FAST)
        let raw = (image.width * channels + 1) * image.height
        var size = raw + raw / 64 + 4096
        var output = [UInt8](repeating: 0, count: size)
        let ok = output.withUnsafeMutableBytes { out in
            rows.withUnsafeBytes { png_image_write_to_memory(&png, out.baseAddress, &size, 0, $0.baseAddress,
                                                             Int32(image.width * channels), nil) }
        }
        png_image_free(&png)
        try #require(ok != 0)
        return Array(output[..<size])
    }

    /// Premultiplied BGRA pixels from a small generator: flat areas, gradients, noise and (optionally) alpha.
    static func image(width: Int, height: Int, seed: UInt64, alpha: Bool) -> RasterImage {
        var state = seed &* 6364136223846793005 &+ 1442695040888963407
        func next() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let region = (x * 4 / max(1, width)) + 4 * (y * 3 / max(1, height))
                var r: Int, g: Int, b: Int
                switch region % 3 {
                case 0: (r, g, b) = (242, 242, 247)                                      // flat
                case 1: (r, g, b) = (x & 255, y & 255, (x + y) & 255)                     // gradient
                default: (r, g, b) = (Int(next()), Int(next()), Int(next()))              // noise
                }
                let a = alpha && (x + y) % 5 == 0 ? Int(next()) : 255
                pixels[i] = UInt8(b * a / 255); pixels[i + 1] = UInt8(g * a / 255)
                pixels[i + 2] = UInt8(r * a / 255); pixels[i + 3] = UInt8(a)
            }
        }
        return RasterImage(width: width, height: height, bytesPerRow: width * 4, pixels: pixels)
    }

    @Test(arguments: [
        (1, 1), (7, 5), (64, 64), (5461, 1),         // at most 16,384 bytes of RGB rows: libpng narrows its window
        (2, 30), (20, 6), (90, 3), (4095, 1),         // windows of 512 bytes to 16 KB; 4095 × 1 narrows with alpha too
        (5462, 1), (4096, 1), (75, 73), (76, 72),     // just above (4096 × 1 is above only with alpha)
        (300, 200), (393, 852), (1179, 64), (1920, 108), (2001, 9),
    ])
    func sameBytesAsLibpng(size: (Int, Int)) throws {
        let encoder = PNGFrameEncoder()
        for (seed, alpha) in [(1, false), (2, true), (3, false)] {
            let image = Self.image(width: size.0, height: size.1, seed: UInt64(seed), alpha: alpha)
            let expected = try Self.libpng(image)
            let actual = try encoder.encode(image)
            #expect(try PNGEncoder().encode(image) == actual)
            #expect(actual == expected, "\(size.0)×\(size.1), seed \(seed), alpha \(alpha): \(actual.count) bytes vs libpng's \(expected.count)")
        }
    }

    /// Large flat frames compress to many IDAT chunks and long matches: the common case of a render.
    @Test func fullHDFramesMatchLibpngAcrossReuse() throws {
        let encoder = PNGFrameEncoder()
        var flat = RasterImage(width: 1920, height: 1080, bytesPerRow: 1920 * 4,
                               pixels: [UInt8](repeating: 0, count: 1920 * 1080 * 4))
        for i in stride(from: 0, to: flat.pixels.count, by: 4) {
            flat.pixels[i] = 247; flat.pixels[i + 1] = 242; flat.pixels[i + 2] = 242; flat.pixels[i + 3] = 255
        }
        let busy = Self.image(width: 1920, height: 1080, seed: 9, alpha: false)
        for image in [flat, busy, flat, Self.image(width: 1920, height: 1080, seed: 4, alpha: true), flat] {
            #expect(try encoder.encode(image) == (try Self.libpng(image)))
        }
    }

    /// Snapshot baselines were written at `.smallest` by the writer this one replaced (zlib's `compress2` at level
    /// 9, one IDAT): decoded and written again, each must come back byte for byte (all of them are opaque RGB).
    @Test func smallestRewritesCommittedBaselinesByteForByte() throws {
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Snapshots")
        let files = try FileManager.default.subpathsOfDirectory(atPath: snapshots.path).filter { $0.hasSuffix(".png") }.sorted()
        try #require(files.count >= 20)
        let encoder = PNGFrameEncoder(compression: .smallest)
        var colourTypes: Set<UInt8> = []
        // Every seventh file keeps the run short; the sample spans every scene folder.
        for (n, name) in files.enumerated() where n % 7 == 0 {
            let bytes = [UInt8](try Data(contentsOf: snapshots.appendingPathComponent(name)))
            colourTypes.insert(bytes[25])
            let image = try PNGDecoder().decode(bytes)
            #expect(try encoder.encode(image) == bytes, "\(name)")
            #expect(try PNGEncoder(compression: .smallest).encode(image) == bytes, "\(name)")
        }
        #expect(colourTypes.contains(2))
    }

    /// libpng's narrowing, spelled out for a few sizes: 13 bytes of rows fit a 512-byte window (9 bits, the least
    /// zlib deflates with) and the header then names the smallest window, 256 bytes (CINFO 0).
    @Test func smallImagesGetLibpngsWindowAndHeader() {
        #expect(PNGFrameEncoder.narrowedWindowBits(rowsCount: 13) == 9)
        #expect(PNGFrameEncoder.narrowedWindowBits(rowsCount: 16_384) == 15)
        #expect(PNGFrameEncoder.narrowedWindowBits(rowsCount: 16_384 - 262) == 14)
        #expect(PNGFrameEncoder.narrowedWindowBits(rowsCount: 100_000) == 15)
        #expect(PNGFrameEncoder.zlibHeader(windowBits: 15, level: 3) == [0x78, 0x5E])
        #expect(PNGFrameEncoder.zlibHeader(windowBits: 15, level: 9) == [0x78, 0xDA])
        let header = PNGFrameEncoder.optimizedHeader(PNGFrameEncoder.zlibHeader(windowBits: 9, level: 3), rowsCount: 13)
        #expect(header[0] == 0x08 && (Int(header[0]) << 8 | Int(header[1])) % 31 == 0 && header[1] >> 6 == 1)
    }

    /// The Adler-32 of RFC 1950, computed the plain way, against the 16-lane version at lengths around its
    /// chunk and run boundaries, on random bytes and on all-255 bytes (the largest sums).
    @Test func adlerMatchesTheDefinition() {
        func plain(_ bytes: [UInt8]) -> UInt32 {
            var a: UInt32 = 1, b: UInt32 = 0
            for byte in bytes { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
            return b << 16 | a
        }
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 15, 16, 17, 5439, 5440, 5441, 5552, 10_881, 100_003] {
            let random = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let full = [UInt8](repeating: 255, count: count)
            for bytes in [random, full] {
                #expect(bytes.withUnsafeBytes { Adler32.checksum($0) } == plain(bytes), "\(count) bytes")
            }
        }
        // RFC 1950's example value for "Wikipedia" is 0x11E60398.
        #expect(Array("Wikipedia".utf8).withUnsafeBytes { Adler32.checksum($0) } == 0x11E6_0398)
    }
}
