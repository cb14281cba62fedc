/// zlib's Adler-32 checksum (RFC 1950 §8.2).
enum Adler32 {
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        bytes.withUnsafeBufferPointer { buffer in
            var i = 0
            while i < buffer.count {
                // 5552 bytes is the longest run whose sums cannot overflow 32 bits before the modulo.
                let end = min(i + 5552, buffer.count)
                while i < end {
                    a &+= UInt32(buffer[i])
                    b &+= a
                    i += 1
                }
                a %= 65521
                b %= 65521
            }
        }
        return b << 16 | a
    }
}

/// The CRC-32 that guards every PNG chunk (ISO 3309, as the PNG specification gives it).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
