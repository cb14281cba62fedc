/// A PNG file split into the chunks a decoder needs: IHDR's data and the joined IDAT data, CRCs checked.
struct PNGChunks {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    var header: ArraySlice<UInt8>
    var imageData: [UInt8]

    init(_ bytes: [UInt8]) throws(PNGDecodingError) {
        guard bytes.starts(with: Self.signature) else {
            throw .notPNG(looksLikeGitLFSPointer: bytes.starts(with: Array("version https://git-lfs".utf8)))
        }
        var header: ArraySlice<UInt8>?
        var imageData: [UInt8] = []
        var offset = Self.signature.count
        while true {
            guard offset + 8 <= bytes.count else { throw .truncated(atByte: offset) }
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let dataStart = offset + 8
            guard length <= Int(Int32.max), dataStart + length + 4 <= bytes.count else { throw .truncated(atByte: offset) }
            let data = bytes[dataStart..<dataStart + length]
            let stored = bytes[dataStart + length..<dataStart + length + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            guard CRC32.checksum(bytes[offset + 4..<dataStart + length]) == stored else {
                throw .badChecksum(chunk: type, atByte: offset)
            }
            if header == nil, type != "IHDR" { throw .badHeader("the first chunk is \(type), not IHDR") }
            switch type {
            case "IHDR": header = data
            case "IDAT": imageData += data
            case "IEND":
                guard let header else { throw .badHeader("no IHDR chunk") }
                self.header = header
                self.imageData = imageData
                return
            case "PLTE": break // a suggested palette for truecolour images; palette images are refused by PNGHeader
            default:
                // An unknown critical chunk (upper-case first letter) changes how the image reads: refuse it.
                if let first = type.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                    throw .unsupported("critical chunk \(type)")
                }
            }
            offset = dataStart + length + 4
        }
    }
}
