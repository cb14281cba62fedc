import CPNG
import ZoetropeDisplay

/// Why a PNG could not be written.
public struct PNGEncodingError: Error, Hashable, Sendable {
    /// libpng's message, or ours.
    public var message: String
    public var width: Int
    public var height: Int
}

/// Writes PNG bytes with libpng at a fast, fixed setting (`pipeline-notes.md` §0.1, §2.2).
///
/// Uses libpng's simplified write API (`png_image_write_to_memory`) with `PNG_IMAGE_FLAG_FAST`, which selects
/// zlib level 3 and filter NONE: the fast corner of the measured grid. Errors come back as return values (libpng
/// handles its own `setjmp` inside that API), so nothing ever unwinds through Swift frames. Opaque images are
/// written as 8-bit RGB; anything with transparency as 8-bit straight-alpha RGBA. Output is deterministic
/// (no time stamps, fixed settings); libpng adds an sRGB chunk, which describes Cairo's output truthfully.
public struct PNGEncoder: Sendable {
    /// How hard to compress.
    public enum Compression: Sendable {
        /// zlib level 3, filter NONE through libpng: the fast corner, for frames written by the thousand.
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

    /// The PNG file bytes for `image`.
    public func encode(_ image: RasterImage) throws -> [UInt8] {
        guard image.width > 0, image.height > 0 else {
            throw PNGEncodingError(message: "cannot write an image with no pixels", width: image.width, height: image.height)
        }
        if compression == .smallest { return try PNGFileWriter.smallest(image) }
        let opaque = image.isOpaque
        let channels = opaque ? 3 : 4
        let rows = opaque ? image.rgbBytes() : image.straightRGBABytes()
        let format = opaque ? UInt32(PNG_FORMAT_FLAG_COLOR) : UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        // Stored deflate blocks plus chunk headers never add more than a fraction of a percent.
        let raw = (image.width * channels + 1) * image.height
        var capacity = raw + raw / 64 + 4096
        for _ in 0..<2 {
            var png = png_image()
            png.version = UInt32(PNG_IMAGE_VERSION)
            png.width = UInt32(image.width)
            png.height = UInt32(image.height)
            png.format = format
            png.flags = UInt32(PNG_IMAGE_FLAG_FAST)
            var output = [UInt8](repeating: 0, count: capacity)
            var size = capacity
            let ok = output.withUnsafeMutableBytes { out in
                rows.withUnsafeBytes { src in
                    png_image_write_to_memory(&png, out.baseAddress, &size, 0, src.baseAddress,
                                              Int32(image.width * channels), nil)
                }
            }
            if ok != 0 {
                output.removeSubrange(size...)
                return output
            }
            let message = Self.message(of: &png)
            png_image_free(&png)
            guard size > capacity else {
                throw PNGEncodingError(message: "libpng: \(message)", width: image.width, height: image.height)
            }
            capacity = size
        }
        throw PNGEncodingError(message: "libpng needed more memory than it reported", width: image.width, height: image.height)
    }

    private static func message(of png: inout png_image) -> String {
        withUnsafeBytes(of: &png.message) { bytes in
            let text = bytes.prefix { $0 != 0 }
            return String(decoding: text, as: UTF8.self)
        }
    }
}
