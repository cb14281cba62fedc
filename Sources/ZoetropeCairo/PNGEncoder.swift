import ZoetropeDisplay

/// Why a PNG could not be written.
public struct PNGEncodingError: Error, Hashable, Sendable {
    /// zlib's message, or ours.
    public var message: String
    public var width: Int
    public var height: Int
}

/// Writes PNG bytes at a fixed setting (`pipeline-notes.md` §0.1, §2.2): a one-off `PNGFrameEncoder`, the one
/// writer, for files written one at a time (stills, sheets, reports, baselines). Frames written by the thousand keep
/// one `PNGFrameEncoder` per thread instead, which reuses its buffers.
public struct PNGEncoder: Sendable {
    /// How hard to compress.
    public enum Compression: Sendable {
        /// zlib level 3, filter NONE: libpng's `PNG_IMAGE_FLAG_FAST` bytes, for frames written by the thousand.
        case fast
        /// zlib level 9, filter NONE: about 30 % smaller and several times slower, for files that live in git
        /// (snapshot baselines; `pipeline-notes.md` §0.1).
        case smallest
    }

    public var compression: Compression

    /// The fast encoder.
    public init() {
        self.compression = .fast
    }

    public init(compression: Compression) {
        self.compression = compression
    }

    /// The PNG file bytes for `image` (premultiplied BGRA rows, as Cairo draws them).
    public func encode(_ image: RasterImage) throws -> [UInt8] {
        try PNGFrameEncoder(compression: compression).encode(image)
    }
}
