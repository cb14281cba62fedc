/// Why a zlib stream could not be inflated, and at which byte of the compressed input.
struct InflateError: Error, Hashable, Sendable {
    var reason: String
    var byteOffset: Int
}

/// A small zlib/deflate decoder (RFC 1950, RFC 1951): stored, fixed- and dynamic-Huffman blocks.
///
/// Foundation on Linux has no inflate, and the package's libpng module is not visible from this target, so
/// baselines are read with this. It writes into a buffer of the size the caller expects (a PNG knows its size
/// from its header), so a corrupt or hostile stream cannot grow memory past that.
enum Inflate {
    /// The bytes `zlib` holds, at most `outputLimit` of them; checks the header and the Adler-32 trailer.
    static func zlib(_ zlib: [UInt8], outputLimit: Int) throws(InflateError) -> [UInt8] {
        guard zlib.count >= 2 else { throw InflateError(reason: "no zlib header", byteOffset: 0) }
        let cmf = Int(zlib[0]), flg = Int(zlib[1])
        guard cmf & 0x0F == 8, cmf >> 4 <= 7, (cmf << 8 | flg) % 31 == 0 else {
            throw InflateError(reason: "not a zlib header (compression method \(cmf & 0x0F))", byteOffset: 0)
        }
        guard flg & 0x20 == 0 else { throw InflateError(reason: "a preset dictionary is not supported", byteOffset: 1) }
        var reader = BitReader(zlib, from: 2)
        var output = Output(limit: outputLimit)
        try inflate(&reader, into: &output)
        try reader.alignToByte()
        var expected = 0
        for _ in 0..<4 { expected = expected << 8 | (try reader.bits(8)) }
        let bytes = output.bytes
        guard Adler32.checksum(bytes) == UInt32(expected) else {
            throw InflateError(reason: "the Adler-32 checksum does not match the data", byteOffset: reader.byteOffset - 4)
        }
        return bytes
    }

    /// Decodes raw deflate blocks until the final one.
    static func inflate(_ reader: inout BitReader, into output: inout Output) throws(InflateError) {
        var final = false
        while !final {
            final = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0: try storedBlock(&reader, into: &output)
            case 1: try huffmanBlock(&reader, literals: FixedCodes.literals, distances: FixedCodes.distances, into: &output)
            case 2:
                let (literals, distances) = try dynamicCodes(&reader)
                try huffmanBlock(&reader, literals: literals, distances: distances, into: &output)
            default: throw InflateError(reason: "block type 3 is reserved", byteOffset: reader.byteOffset)
            }
        }
    }

    private static func storedBlock(_ reader: inout BitReader, into output: inout Output) throws(InflateError) {
        try reader.alignToByte()
        let length = try reader.bits(16), complement = try reader.bits(16)
        guard length == ~complement & 0xFFFF else {
            throw InflateError(reason: "a stored block's length and its complement disagree", byteOffset: reader.byteOffset - 4)
        }
        for _ in 0..<length { try output.append(UInt8(try reader.bits(8)), at: reader) }
    }

    private static func huffmanBlock(_ reader: inout BitReader, literals: HuffmanTable, distances: HuffmanTable,
                                     into output: inout Output) throws(InflateError) {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                try output.append(UInt8(symbol), at: reader)
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < 29 else { throw InflateError(reason: "length code \(symbol) is not defined", byteOffset: reader.byteOffset) }
                let length = Lengths.base[index] + (try reader.bits(Lengths.extra[index]))
                let code = try distances.decode(&reader)
                guard code < 30 else { throw InflateError(reason: "distance code \(code) is not defined", byteOffset: reader.byteOffset) }
                let distance = Distances.base[code] + (try reader.bits(Distances.extra[code]))
                try output.copy(length: length, distance: distance, at: reader)
            }
        }
    }

    /// Reads a dynamic block's code-length code and then its literal/length and distance codes (RFC 1951 §3.2.7).
    private static func dynamicCodes(_ reader: inout BitReader) throws(InflateError) -> (HuffmanTable, HuffmanTable) {
        let start = reader.byteOffset
        let literalCount = try reader.bits(5) + 257, distanceCount = try reader.bits(5) + 1
        let lengthCodeCount = try reader.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw InflateError(reason: "a dynamic block declares too many codes", byteOffset: start)
        }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var lengthCodeLengths = [UInt8](repeating: 0, count: 19)
        for i in 0..<lengthCodeCount { lengthCodeLengths[order[i]] = UInt8(try reader.bits(3)) }
        let lengthCode = try HuffmanTable(lengths: lengthCodeLengths[...], byteOffset: start)

        var lengths: [UInt8] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try lengthCode.decode(&reader)
            let (value, repeats): (UInt8, Int)
            switch symbol {
            case 0...15: (value, repeats) = (UInt8(symbol), 1)
            case 16:
                guard let previous = lengths.last else {
                    throw InflateError(reason: "a repeat of the previous code length comes first", byteOffset: reader.byteOffset)
                }
                (value, repeats) = (previous, 3 + (try reader.bits(2)))
            case 17: (value, repeats) = (0, 3 + (try reader.bits(3)))
            default: (value, repeats) = (0, 11 + (try reader.bits(7)))
            }
            guard lengths.count + repeats <= literalCount + distanceCount else {
                throw InflateError(reason: "code lengths run past the codes declared", byteOffset: reader.byteOffset)
            }
            lengths += repeatElement(value, count: repeats)
        }
        guard lengths[256] > 0 else { throw InflateError(reason: "a dynamic block has no end-of-block code", byteOffset: start) }
        return (try HuffmanTable(lengths: lengths[..<literalCount], byteOffset: start),
                try HuffmanTable(lengths: lengths[literalCount...], byteOffset: start))
    }

    /// The decoded bytes so far, in a buffer that never grows past its limit.
    struct Output {
        private var storage: [UInt8]
        private(set) var count = 0

        init(limit: Int) { storage = [UInt8](repeating: 0, count: max(0, limit)) }

        var bytes: [UInt8] { Array(storage[..<count]) }

        mutating func append(_ byte: UInt8, at reader: BitReader) throws(InflateError) {
            guard count < storage.count else { throw tooLong(reader) }
            storage[count] = byte
            count += 1
        }

        /// Copies `length` bytes from `distance` back; the two ranges may overlap (a run).
        mutating func copy(length: Int, distance: Int, at reader: BitReader) throws(InflateError) {
            guard distance <= count else {
                throw InflateError(reason: "a distance of \(distance) reaches before the start of the data", byteOffset: reader.byteOffset)
            }
            guard count + length <= storage.count else { throw tooLong(reader) }
            storage.withUnsafeMutableBufferPointer { buffer in
                for i in count..<count + length { buffer[i] = buffer[i - distance] }
            }
            count += length
        }

        private func tooLong(_ reader: BitReader) -> InflateError {
            InflateError(reason: "the data holds more than the expected \(storage.count) bytes", byteOffset: reader.byteOffset)
        }
    }
}
