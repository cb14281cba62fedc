import CPNG
import ZoetropeDisplay

/// Reads PNG files into premultiplied BGRA images (Cairo's ARGB32 on little-endian machines): the one PNG reader, for
/// snapshot baselines and for the files `Image` draws alike.
///
/// libpng's simplified read API, whose transforms take every valid PNG to 8-bit straight-alpha BGRA: palette images
/// (with or without tRNS), grey at 1, 2, 4, 8 or 16 bits (with or without a tRNS colour key), grey + alpha, RGB and
/// RGBA at 8 or 16 bits, Adam7-interlaced or not. It reports errors by return value (libpng keeps its own `setjmp`
/// inside that API), so nothing ever unwinds through Swift frames. Samples are taken as sRGB, which is what Cairo
/// draws: 8-bit ones pass through unchanged and 16-bit ones are scaled to 8 bits (`PNG_IMAGE_FLAG_16BIT_sRGB`;
/// without it libpng would take 16-bit files as linear light). Straight alpha is then premultiplied with exact
/// rounding, so `decode(PNGEncoder().encode(image)) == image` for every image Cairo makes (a premultiplied channel
/// never exceeds its alpha).
public struct PNGDecoder: Sendable {
    /// The largest width or height accepted by default: Cairo's limit, so anything larger cannot be a Zoetrope frame.
    public static let maximumPixelDimension = 32767
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The largest width or height this decoder accepts; larger files are refused before their pixels are allocated.
    public var maximumPixelDimension: Int

    /// A decoder; it keeps no state between files.
    public init(maximumPixelDimension: Int = PNGDecoder.maximumPixelDimension) {
        self.maximumPixelDimension = maximumPixelDimension
    }

    /// The image in `bytes`, rows top to bottom, `bytesPerRow == width × 4`.
    public func decode(_ bytes: [UInt8]) throws(PNGDecodingError) -> RasterImage {
        guard bytes.starts(with: Self.signature) else {
            throw .notPNG(looksLikeGitLFSPointer: bytes.starts(with: Array("version https://git-lfs".utf8)))
        }
        // libpng reads from `bytes` until the end of `png_image_finish_read`, so all of it happens in one closure.
        let result: Result<RasterImage, PNGDecodingError> = bytes.withUnsafeBytes { file in
            var png = png_image()
            png.version = UInt32(PNG_IMAGE_VERSION)
            guard png_image_begin_read_from_memory(&png, file.baseAddress, file.count) != 0 else {
                defer { png_image_free(&png) }
                return .failure(.damaged(Self.message(of: &png)))
            }
            let width = Int(png.width), height = Int(png.height)
            guard width <= maximumPixelDimension, height <= maximumPixelDimension else {
                png_image_free(&png)
                return .failure(.unsupported("size \(width)×\(height) is larger than \(maximumPixelDimension) pixels a side"))
            }
            png.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA | PNG_FORMAT_FLAG_BGR)
            png.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes {
                png_image_finish_read(&png, nil, $0.baseAddress, Int32(width * 4), nil)
            }
            guard finished != 0 else {
                defer { png_image_free(&png) }
                return .failure(.damaged(Self.message(of: &png)))
            }
            png_image_free(&png)
            Self.premultiply(&pixels)
            return .success(RasterImage(width: width, height: height, bytesPerRow: width * 4, pixels: pixels))
        }
        return try result.get()
    }

    /// Straight BGRA to premultiplied, in place: `value × alpha / 255` rounded to nearest (the product is an integer,
    /// so it never lies exactly halfway).
    private static func premultiply(_ pixels: inout [UInt8]) {
        pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = Int(p[i + 3])
                if a != 255 {
                    p[i] = UInt8((Int(p[i]) * a + 127) / 255)
                    p[i + 1] = UInt8((Int(p[i + 1]) * a + 127) / 255)
                    p[i + 2] = UInt8((Int(p[i + 2]) * a + 127) / 255)
                }
                i += 4
            }
        }
    }

    private static func message(of png: inout png_image) -> String {
        withUnsafeBytes(of: &png.message) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
