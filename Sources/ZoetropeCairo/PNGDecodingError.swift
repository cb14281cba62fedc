/// Why a PNG file could not be read.
public enum PNGDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes do not start with the PNG signature. `looksLikeGitLFSPointer` is true when they are a git LFS
    /// pointer file instead (the baselines were checked out without `git lfs pull`).
    case notPNG(looksLikeGitLFSPointer: Bool)
    /// libpng refused the file (a damaged chunk, a CRC or Adler-32 mismatch, data that ends early…): its message.
    case damaged(String)
    /// A valid PNG this reader does not take: larger than its `maximumPixelDimension`.
    case unsupported(String)

    /// The problem in words, for the report and the CLI.
    public var description: String {
        switch self {
        case .notPNG(true):
            return "not a PNG but a git LFS pointer file: run `git lfs pull` to fetch the baselines"
        case .notPNG(false):
            return "not a PNG file (the signature is missing)"
        case let .damaged(message):
            return "the PNG is damaged: \(message)"
        case let .unsupported(what):
            return "unsupported PNG: \(what)"
        }
    }
}
