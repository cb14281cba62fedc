import CPNG
import Foundation
import Testing
import ZoetropeDisplay
@testable import ZoetropeCairo

/// `PNGDecoder` reads every kind of PNG, not only what Zoetrope writes: files assembled here byte by byte (chunks,
/// CRCs and zlib's deflate, rows packed by hand) in each colour type, bit depth and interlace method, decoded to
/// premultiplied BGRA and compared with the pixels each file was built to hold.
@Suite struct PNGDecoderTests {
    /// One PNG chunk: length, type, data, CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = UInt32(body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) })
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// A whole file: IHDR, the `before` chunks (PLTE, tRNS…), one IDAT of `rows` (filter bytes included), IEND.
    static func file(width: Int, height: Int, bitDepth: UInt8, colourType: UInt8, interlaced: Bool = false,
                     before: [[UInt8]] = [], rows: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(rows.count))
        var compressed = [UInt8](repeating: 0, count: Int(length))
        let status = compress2(&compressed, &length, rows, uLong(rows.count), 6)
        precondition(status == Z_OK)
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [bitDepth, colourType, 0, 0, interlaced ? 1 : 0]
        return PNGDecoder.signature + chunk("IHDR", header) + before.joined()
            + chunk("IDAT", Array(compressed[..<Int(length)])) + chunk("IEND", [])
    }

    /// Samples of `bits` bits packed most significant first, each row padded to a byte and led by filter NONE.
    static func packedRows(_ samples: [[Int]], bits: Int) -> [UInt8] {
        var out: [UInt8] = []
        for row in samples {
            out.append(0)
            var byte = 0, used = 0
            for sample in row {
                byte = byte << bits | sample
                used += bits
                if used == 8 { out.append(UInt8(byte)); byte = 0; used = 0 }
            }
            if used > 0 { out.append(UInt8(byte << (8 - used))) }
        }
        return out
    }

    /// The decoded pixel at (x, y) as premultiplied (b, g, r, a).
    static func pixel(_ image: RasterImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = y * image.bytesPerRow + x * 4
        return Array(image.pixels[i..<i + 4])
    }

    /// Straight (r, g, b, a) as the decoder must hold it: premultiplied BGRA, `v × a / 255` rounded.
    static func premultiplied(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> [UInt8] {
        [b, g, r].map { UInt8(($0 * a + 127) / 255) } + [UInt8(a)]
    }

    @Test func paletteImagesWithTransparencyDecode() throws {
        // 2-bit indices into four colours; tRNS gives the first two entries alpha 0 and 128, the rest stay opaque.
        let palette: [[Int]] = [[255, 0, 0], [0, 200, 100], [10, 20, 30], [250, 250, 250]]
        let alphas = [0, 128]
        let indices = [[0, 1, 2, 3, 3], [3, 2, 1, 0, 1]]
        let png = Self.file(width: 5, height: 2, bitDepth: 2, colourType: 3,
                            before: [Self.chunk("PLTE", palette.joined().map { UInt8($0) }),
                                     Self.chunk("tRNS", alphas.map { UInt8($0) })],
                            rows: Self.packedRows(indices, bits: 2))
        let image = try PNGDecoder().decode(png)
        #expect(image.width == 5 && image.height == 2 && image.bytesPerRow == 20)
        for y in 0..<2 {
            for x in 0..<5 {
                let index = indices[y][x], c = palette[index]
                let expected = Self.premultiplied(c[0], c[1], c[2], index < alphas.count ? alphas[index] : 255)
                #expect(Self.pixel(image, x, y) == expected, "(\(x), \(y)) index \(index)")
            }
        }
        // Spelled out once: entry 1 at alpha 128 is (0, 200 × 128 / 255 → 100, 100 × 128 / 255 → 50).
        #expect(Self.pixel(image, 1, 0) == [50, 100, 0, 128])
        #expect(Self.pixel(image, 0, 0) == [0, 0, 0, 0])
    }

    @Test(arguments: [1, 2, 4, 8])
    func greyAtEveryLowBitDepthScalesToEightBits(bits: Int) throws {
        // Nine samples a row (not a whole number of bytes below 8 bits), every level the depth can hold.
        let top = (1 << bits) - 1
        let samples = [(0..<9).map { $0 % (top + 1) }, (0..<9).map { top - $0 % (top + 1) }]
        let png = Self.file(width: 9, height: 2, bitDepth: UInt8(bits), colourType: 0,
                            rows: Self.packedRows(samples, bits: bits))
        let image = try PNGDecoder().decode(png)
        for y in 0..<2 {
            for x in 0..<9 {
                // A level of a b-bit grey is level × 255 / (2^b − 1): exact for 1, 2, 4 and 8 bits.
                let grey = UInt8(samples[y][x] * 255 / top)
                #expect(Self.pixel(image, x, y) == [grey, grey, grey, 255], "\(bits)-bit (\(x), \(y))")
            }
        }
    }

    @Test func greyColourKeyBecomesTransparent() throws {
        // tRNS for grey is one 16-bit level: 0x40 here, so that level decodes as fully transparent.
        let samples = [[0x40, 0x41, 0xFF]]
        let png = Self.file(width: 3, height: 1, bitDepth: 8, colourType: 0, before: [Self.chunk("tRNS", [0, 0x40])],
                            rows: Self.packedRows(samples, bits: 8))
        let image = try PNGDecoder().decode(png)
        #expect(Self.pixel(image, 0, 0) == [0, 0, 0, 0])
        #expect(Self.pixel(image, 1, 0) == [0x41, 0x41, 0x41, 255])
        #expect(Self.pixel(image, 2, 0) == [255, 255, 255, 255])
    }

    @Test func sixteenBitSamplesAreTakenAsSRGBAndScaled() throws {
        // 16-bit RGB: each sample v becomes v × 255 / 65535 rounded, as sRGB (no linear-light conversion).
        let samples: [[Int]] = [[0x0000, 0xFFFF, 0x8080, 0x12FF, 0x7F7F, 0xC0C0]]
        var rows: [UInt8] = [0]
        for v in samples[0] { rows += [UInt8(v >> 8), UInt8(v & 0xFF)] }
        let png = Self.file(width: 2, height: 1, bitDepth: 16, colourType: 2, rows: rows)
        let image = try PNGDecoder().decode(png)
        func eight(_ v: Int) -> UInt8 { UInt8((v * 255 + 32767) / 65535) }
        let s = samples[0]
        #expect(Self.pixel(image, 0, 0) == [eight(s[2]), eight(s[1]), eight(s[0]), 255])
        #expect(Self.pixel(image, 1, 0) == [eight(s[5]), eight(s[4]), eight(s[3]), 255])
        #expect(Self.pixel(image, 1, 0)[2] == 19) // 0x12FF is 18.93 in 8 bits: rounded, not truncated to 0x12
    }

    @Test func sixteenBitGreyWithAlphaDecodes() throws {
        // Grey + alpha at 16 bits: (grey, alpha) pairs; straight grey g at alpha a premultiplies to g × a / 255.
        let pairs: [(Int, Int)] = [(0xFFFF, 0xFFFF), (0xFFFF, 0x0000), (0x8080, 0xFFFF), (0xFFFF, 0x8080)]
        var rows: [UInt8] = [0]
        for (g, a) in pairs { rows += [UInt8(g >> 8), UInt8(g & 0xFF), UInt8(a >> 8), UInt8(a & 0xFF)] }
        let png = Self.file(width: 4, height: 1, bitDepth: 16, colourType: 4, rows: rows)
        let image = try PNGDecoder().decode(png)
        #expect(Self.pixel(image, 0, 0) == [255, 255, 255, 255])
        #expect(Self.pixel(image, 1, 0) == [0, 0, 0, 0])
        #expect(Self.pixel(image, 2, 0) == [128, 128, 128, 255])
        #expect(Self.pixel(image, 3, 0) == [128, 128, 128, 128])
    }

    /// Adam7: pass p takes the pixels at (x0 + i·dx, y0 + j·dy); each pass is a small image of its own rows.
    static let adam7: [(x0: Int, y0: Int, dx: Int, dy: Int)] = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]

    @Test(arguments: [(8, 8), (5, 3), (1, 1), (11, 9)])
    func interlacedImagesDecode(size: (Int, Int)) throws {
        let (width, height) = size
        // Straight RGBA, different at every pixel; alpha 255 except one column, so premultiplying shows too.
        func colour(_ x: Int, _ y: Int) -> [Int] { [x * 23 % 256, y * 29 % 256, (x * y * 7 + 3) % 256, x == 1 ? 200 : 255] }
        var rows: [UInt8] = []
        for pass in Self.adam7 {
            let columns = stride(from: pass.x0, to: width, by: pass.dx).map { $0 }
            let lines = stride(from: pass.y0, to: height, by: pass.dy).map { $0 }
            guard !columns.isEmpty, !lines.isEmpty else { continue } // an empty pass has no rows at all
            for y in lines {
                rows.append(0)
                for x in columns { rows += colour(x, y).map { UInt8($0) } }
            }
        }
        let png = Self.file(width: width, height: height, bitDepth: 8, colourType: 6, interlaced: true, rows: rows)
        let image = try PNGDecoder().decode(png)
        #expect(image.width == width && image.height == height)
        for y in 0..<height {
            for x in 0..<width {
                let c = colour(x, y)
                #expect(Self.pixel(image, x, y) == Self.premultiplied(c[0], c[1], c[2], c[3]), "(\(x), \(y))")
            }
        }
    }

    @Test func filesLargerThanTheLimitAreRefused() throws {
        let png = Self.file(width: 20, height: 1, bitDepth: 8, colourType: 0, rows: [0] + [UInt8](repeating: 7, count: 20))
        #expect(throws: (any Error).self) { try PNGDecoder(maximumPixelDimension: 19).decode(png) }
        #expect(try PNGDecoder(maximumPixelDimension: 20).decode(png).width == 20)
    }

    @Test func damagedDataIsRefused() throws {
        var png = Self.file(width: 4, height: 4, bitDepth: 8, colourType: 2, rows: [UInt8](repeating: 0, count: 13 * 4))
        // The IDAT's data starts after signature (8), IHDR (25) and IDAT's length and type (8); the zlib header's
        // second byte no longer checks out, and the chunk's CRC no longer matches.
        png[8 + 25 + 8 + 1] ^= 0xFF
        #expect { try PNGDecoder().decode(png) } throws: { error in
            guard case .damaged = error as? PNGDecodingError else { return false }
            return true
        }
        #expect(throws: PNGDecodingError.notPNG(looksLikeGitLFSPointer: false)) { try PNGDecoder().decode([]) }
    }
}
