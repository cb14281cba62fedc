import Foundation

/// Small files the catalogue's cases are made of.
enum FaultCatalogueFixtures {
    /// A valid grey RGB PNG of `width` × `height` pixels (zlib stored blocks: no compression library involved).
    static func png(width: Int, height: Int) -> [UInt8] {
        let row = [UInt8(0)] + [UInt8](repeating: 128, count: width * 3)  // filter type 0, then the pixels
        let raw = (0..<height).flatMap { _ in row }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            let last: UInt8 = offset + count == raw.count ? 1 : 0
            zlib += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[offset..<offset + count]
            offset += count
        } while offset < raw.count
        zlib += bigEndian(adler32(raw))
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    /// A PNG signature and header (64 × 64), then bytes that are no image data: it passes the header check of
    /// `--from-frames` and fails in ffmpeg.
    static let corruptPNG: [UInt8] = Array(png(width: 64, height: 64).prefix(33)) + chunk("IDAT", [1, 2, 3, 4, 5, 6, 7, 8])
        + chunk("IEND", [])

    /// A file that is not UTF-8: Latin-1 bytes of a Swift comment.
    static let latin1Swift: [UInt8] = Array("import Zoetrope\n// caf".utf8) + [0xE9, 0xFF, 0xFE] + Array("\n".utf8)

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    /// `frame_000000.png` … for `numbers`, each a valid `width` × `height` PNG, under `folder`.
    static func frames(_ folder: String, _ numbers: [Int], width: Int = 16, height: Int = 16) -> [String: FaultCatalogueCase.Content] {
        var files: [String: FaultCatalogueCase.Content] = [folder: .folder]
        let bytes = png(width: width, height: height)
        for number in numbers {
            let digits = String(number)
            files[folder + "/frame_" + String(repeating: "0", count: max(0, 6 - digits.count)) + digits + ".png"] =
                .bytes(bytes)
        }
        return files
    }
}
