/// A canonical Huffman code (RFC 1951 §3.2.2) as one lookup table indexed by the next `bits` input bits.
///
/// Each entry packs `symbol | length << 9` (symbols < 512, lengths ≤ 15); 0 marks a bit pattern no code starts
/// with, which an incomplete code leaves. Deflate sends codes most-significant bit first inside an LSB-first
/// stream, so entries are filled at the bit-reversed code.
struct HuffmanTable {
    private var entries: [UInt16]
    private var bits: Int

    /// The code whose symbol `i` has `lengths[i]` bits (0: unused). Throws for an over-subscribed code, naming
    /// `byteOffset` (where the lengths were read) as the place.
    init(lengths: ArraySlice<UInt8>, byteOffset: Int) throws(InflateError) {
        var perLength = [Int](repeating: 0, count: 16)
        for length in lengths { perLength[Int(length)] += 1 }
        perLength[0] = 0
        var left = 1
        for length in 1...15 {
            left = left << 1 - perLength[length]
            if left < 0 { throw InflateError(reason: "a Huffman code has more codes than its lengths allow", byteOffset: byteOffset) }
        }
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            code = (code + perLength[length - 1]) << 1
            nextCode[length] = code
        }
        bits = max(1, Int(lengths.max() ?? 0))
        entries = [UInt16](repeating: 0, count: 1 << bits)
        for (symbol, length) in zip(0..., lengths) where length > 0 {
            let length = Int(length)
            let reversed = Self.reverse(nextCode[length], length)
            nextCode[length] += 1
            let entry = UInt16(symbol | length << 9)
            var index = reversed
            while index < entries.count {
                entries[index] = entry
                index += 1 << length
            }
        }
    }

    /// Reads one symbol.
    func decode(_ reader: inout BitReader) throws(InflateError) -> Int {
        let entry = Int(entries[Int(reader.peek(bits))])
        let length = entry >> 9
        guard length > 0 else { throw InflateError(reason: "a bit pattern that no Huffman code starts with", byteOffset: reader.byteOffset) }
        try reader.consume(length)
        return entry & 511
    }

    private static func reverse(_ code: Int, _ length: Int) -> Int {
        var result = 0, code = code
        for _ in 0..<length {
            result = result << 1 | code & 1
            code >>= 1
        }
        return result
    }
}
