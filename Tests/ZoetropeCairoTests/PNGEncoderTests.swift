import Foundation
import Testing
import ZoetropeDisplay
@testable import ZoetropeCairo

/// PNGs decoded by independent decoders (ffmpeg's PNG decoder; Python's zlib for the raw rows) must give back
/// the source pixels.
@Suite struct PNGEncoderTests {
    /// Runs a tool and returns its exit status and standard output.
    func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    func write(_ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-png-\(UUID().uuidString).png")
        try Data(bytes).write(to: url)
        return url
    }

    /// Straight RGBA bytes as ffmpeg decodes the file.
    func decodeWithFFmpeg(_ url: URL) throws -> [UInt8] {
        let result = try run("ffmpeg", ["-v", "error", "-i", url.path, "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
        #expect(result.status == 0)
        return [UInt8](result.output)
    }

    /// A 7 × 5 image, premultiplied BGRA, built by hand.
    func handMadeImage(alpha: (Int, Int) -> UInt8) -> RasterImage {
        var pixels: [UInt8] = []
        for y in 0..<5 {
            for x in 0..<7 {
                let a = alpha(x, y)
                // straight colour (x·30, y·50, 200) premultiplied by a / 255, rounded
                let straight = [200, y * 50, x * 30] // B, G, R
                pixels += straight.map { UInt8((($0 * Int(a)) + 127) / 255) } + [a]
            }
        }
        return RasterImage(width: 7, height: 5, bytesPerRow: 28, pixels: pixels)
    }

    @Test func opaqueImageRoundTripsAsRGB() throws {
        let image = handMadeImage { _, _ in 255 }
        let url = try write(try PNGEncoder().encode(image))
        defer { try? FileManager.default.removeItem(at: url) }
        var expected: [UInt8] = []
        for y in 0..<5 { for x in 0..<7 { expected += [UInt8(x * 30), UInt8(y * 50), 200, 255] } }
        #expect(try decodeWithFFmpeg(url) == expected)
        let probe = try run("ffprobe", ["-v", "error", "-show_entries", "stream=pix_fmt", "-of", "csv=p=0", url.path])
        #expect(String(decoding: probe.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "rgb24")
    }

    @Test func translucentImageRoundTripsAsStraightRGBA() throws {
        // alpha 255, 128 and 0 in a pattern; 128 keeps every channel recoverable within rounding.
        let image = handMadeImage { x, y in [255, 128, 0][(x + y) % 3] }
        let url = try write(try PNGEncoder().encode(image))
        defer { try? FileManager.default.removeItem(at: url) }
        let decoded = try decodeWithFFmpeg(url)
        #expect(decoded.count == 7 * 5 * 4)
        #expect(decoded == image.straightRGBABytes())
        for y in 0..<5 {
            for x in 0..<7 {
                let i = (y * 7 + x) * 4
                let a = Int(decoded[i + 3])
                #expect(a == [255, 128, 0][(x + y) % 3])
                if a > 0 { // the straight colour comes back within one step of quantisation
                    #expect(abs(Int(decoded[i]) - x * 30) <= 1 && abs(Int(decoded[i + 1]) - y * 50) <= 1 && abs(Int(decoded[i + 2]) - 200) <= 1)
                }
            }
        }
    }

    @Test func renderedFrameRoundTrips() throws {
        let list = DisplayList(size: CGSize(width: 50, height: 40), scale: 2, background: .white, items: [
            .shape(ShapeItem(path: .roundedRect(CGRect(x: 5, y: 5, width: 40, height: 30), cornerRadius: 8),
                             paint: .color(DisplayColor(red255: 0, green: 122, blue: 255)))),
        ])
        let image = CairoRasterizer().draw(list)
        let url = try write(try PNGEncoder().encode(image))
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try decodeWithFFmpeg(url) == image.straightRGBABytes())
    }

    @Test func rowsUseFilterNoneAndAFastZlibLevel() throws {
        let image = handMadeImage { _, _ in 255 }
        let url = try write(try PNGEncoder().encode(image))
        defer { try? FileManager.default.removeItem(at: url) }
        // Independent reading of the chunks: every row's filter byte, and the zlib header's level field.
        let script = """
        import sys, struct, zlib
        data = open(sys.argv[1], 'rb').read()
        pos, idat, ihdr = 8, b'', None
        while pos < len(data):
            n, kind = struct.unpack('>I4s', data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + n]
            if kind == b'IHDR': ihdr = struct.unpack('>IIBBBBB', body)
            if kind == b'IDAT': idat += body
            pos += 12 + n
        raw = zlib.decompress(idat)
        w, h, depth, colour = ihdr[0], ihdr[1], ihdr[2], ihdr[3]
        row = 1 + w * 3
        print(w, h, depth, colour, sorted(set(raw[i * row] for i in range(h))), idat[1] >> 6)
        """
        let result = try run("python3", ["-c", script, url.path])
        #expect(result.status == 0)
        // 7 × 5, 8 bits, colour type 2 (RGB), filters {0}, FLEVEL 1 (zlib levels 2–5, i.e. "fast")
        #expect(String(decoding: result.output, as: UTF8.self) == "7 5 8 2 [0] 1\n")
    }

    @Test func encodingIsDeterministic() throws {
        let image = handMadeImage { x, _ in x % 2 == 0 ? 255 : 64 }
        #expect(try PNGEncoder().encode(image) == PNGEncoder().encode(image))
    }

    @Test func emptyImageIsAnError() {
        #expect(throws: PNGEncodingError.self) { try PNGEncoder().encode(RasterImage(width: 0, height: 0, bytesPerRow: 0, pixels: [])) }
    }
}
