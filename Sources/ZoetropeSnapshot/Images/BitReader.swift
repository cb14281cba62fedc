/// Reads a deflate stream's bits least-significant first (RFC 1951 §3.1.1), and says where it ran out.
struct BitReader {
    private let bytes: [UInt8]
    /// The next byte of `bytes` to load into `buffer`.
    private var next: Int
    private var buffer: UInt64 = 0
    /// Bits held in `buffer`, the zero padding past the end of the input included.
    private var count = 0
    /// Zero bits added to `buffer` after the input ran out: consuming any of them means the stream is truncated.
    private var padding = 0

    init(_ bytes: [UInt8], from start: Int = 0) {
        self.bytes = bytes
        self.next = start
    }

    /// The byte offset of the next unread bit, rounded down: where a problem was found.
    var byteOffset: Int { next - (count - padding) / 8 }

    /// The low `n` bits (n ≤ 32) without consuming them; zeros past the end of the input.
    mutating func peek(_ n: Int) -> UInt64 {
        if count < n { refill() }
        return buffer & ((1 << UInt64(n)) - 1)
    }

    /// Drops `n` bits that `peek` returned.
    mutating func consume(_ n: Int) throws(InflateError) {
        guard count - padding >= n else { throw InflateError(reason: "the data ends early", byteOffset: bytes.count) }
        buffer >>= UInt64(n)
        count -= n
    }

    /// The next `n` bits (n ≤ 32) as a number, first bit lowest.
    mutating func bits(_ n: Int) throws(InflateError) -> Int {
        let value = peek(n)
        try consume(n)
        return Int(value)
    }

    /// Skips to the next byte boundary, as stored blocks and the zlib trailer require.
    mutating func alignToByte() throws(InflateError) {
        try consume((count - padding) % 8)
    }

    private mutating func refill() {
        while count <= 56 {
            if next < bytes.count {
                buffer |= UInt64(bytes[next]) << UInt64(count)
                next += 1
            } else {
                padding += 8
            }
            count += 8
        }
    }
}
