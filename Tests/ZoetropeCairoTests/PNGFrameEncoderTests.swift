import Foundation
import Testing
import ZoetropeDisplay
@testable import ZoetropeCairo

/// `PNGFrameEncoder` promises libpng's own bytes (`PNGEncoder`, the simplified writer at its fast setting), so
/// libpng is the oracle here: every image must encode to the same file through both, whatever its size, opacity
/// and content, and one encoder reused across frames must not carry anything from one frame to the next.
@Suite struct PNGFrameEncoderTests {
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
        (5462, 1), (4096, 1), (75, 73), (76, 72),     // just above (4096 × 1 is above only with alpha)
        (300, 200), (393, 852), (1179, 64), (1920, 108), (2001, 9),
    ])
    func sameBytesAsLibpng(size: (Int, Int)) throws {
        let encoder = PNGFrameEncoder()
        for (seed, alpha) in [(1, false), (2, true), (3, false)] {
            let image = Self.image(width: size.0, height: size.1, seed: UInt64(seed), alpha: alpha)
            let expected = try PNGEncoder().encode(image)
            let actual = try encoder.encode(image)
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
            #expect(try encoder.encode(image) == (try PNGEncoder().encode(image)))
        }
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
