/// Base values and extra-bit counts of deflate's length codes 257–285 (RFC 1951 §3.2.5).
enum Lengths {
    static let base = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                       35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let extra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                        3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
}

/// Base values and extra-bit counts of deflate's distance codes 0–29 (RFC 1951 §3.2.5).
enum Distances {
    static let base = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                       257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let extra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                        7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
}

/// The fixed Huffman codes of block type 1 (RFC 1951 §3.2.6).
enum FixedCodes {
    static let literals: HuffmanTable = {
        let lengths = [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
            + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
        // Complete by construction, so it cannot throw.
        return try! HuffmanTable(lengths: lengths[...], byteOffset: 0)
    }()
    static let distances: HuffmanTable = {
        // 32 five-bit codes; 30 and 31 never occur in valid data, and `Inflate` refuses them.
        try! HuffmanTable(lengths: [UInt8](repeating: 5, count: 32)[...], byteOffset: 0)
    }()
}
