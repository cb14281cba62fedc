/// Why a PNG baseline could not be read, with the chunk or byte where the problem was.
public enum PNGDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes do not start with the PNG signature. `looksLikeGitLFSPointer` is true when they are a git LFS
    /// pointer file instead (the baselines were checked out without `git lfs pull`).
    case notPNG(looksLikeGitLFSPointer: Bool)
    /// The file ends inside a chunk, or before IEND.
    case truncated(atByte: Int)
    /// A chunk's CRC-32 does not match its contents.
    case badChecksum(chunk: String, atByte: Int)
    /// The first chunk is not a valid IHDR.
    case badHeader(String)
    /// A PNG this reader does not decode: it reads what Zoetrope writes (8-bit grey, grey + alpha, RGB, RGBA;
    /// not interlaced).
    case unsupported(String)
    /// The compressed image data is damaged; `atByte` counts from the start of the joined IDAT data.
    case badImageData(reason: String, atByte: Int)
    /// A row starts with an unknown filter type.
    case badFilter(type: Int, row: Int)
    /// The image data holds fewer bytes than the header's size needs.
    case wrongDataLength(expected: Int, actual: Int)

    /// The problem in words, for the report and the CLI.
    public var description: String {
        switch self {
        case .notPNG(true):
            return "not a PNG but a git LFS pointer file: run `git lfs pull` to fetch the baselines"
        case .notPNG(false):
            return "not a PNG file (the signature is missing)"
        case let .truncated(byte):
            return "the PNG ends early, at byte \(byte)"
        case let .badChecksum(chunk, byte):
            return "the PNG's \(chunk) chunk at byte \(byte) is damaged (CRC mismatch)"
        case let .badHeader(reason):
            return "the PNG header is invalid: \(reason)"
        case let .unsupported(what):
            return "unsupported PNG: \(what)"
        case let .badImageData(reason, byte):
            return "the PNG's image data is damaged at byte \(byte) of its IDAT data: \(reason)"
        case let .badFilter(type, row):
            return "the PNG's row \(row) uses unknown filter type \(type)"
        case let .wrongDataLength(expected, actual):
            return "the PNG's image data holds \(actual) bytes where its size needs \(expected)"
        }
    }
}
