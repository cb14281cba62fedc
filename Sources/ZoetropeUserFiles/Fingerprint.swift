/// FNV-1a, 64 bits, of a text's UTF-8 bytes, as 16 lowercase hex digits: the same on every run and machine (unlike
/// `Hasher`), so it can name cache folders and stamp builds.
public struct Fingerprint: Hashable, Sendable, CustomStringConvertible {
    /// The 64-bit hash.
    public let value: UInt64

    public init(of text: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        value = hash
    }

    /// 16 hex digits, zero-padded.
    public var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
