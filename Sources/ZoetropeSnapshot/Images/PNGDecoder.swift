import ZoetropeDisplay

/// Reads PNG files into premultiplied BGRA images: the baselines that `PNGEncoder` writes, and PNGs like them.
///
/// Pure Swift (the package's libpng module is not visible from this target), so it decodes what Zoetrope writes
/// and little else: 8-bit greyscale, grey + alpha, RGB and RGBA, not interlaced, any of the five row filters.
/// Colour chunks (sRGB, gAMA, iCCP) are ignored: samples are taken as sRGB, which is what Cairo draws.
/// Straight alpha is premultiplied with exact rounding, so `decode(encode(image)) == image` for every image
/// Cairo makes (a premultiplied channel never exceeds its alpha).
public struct PNGDecoder: Sendable {
    /// The largest width or height accepted: Cairo's limit, so anything larger cannot be a Zoetrope frame.
    public static let maximumPixelDimension = 32767

    public init() {}

    /// The image in `bytes`, rows top to bottom, `bytesPerRow == width × 4`.
    public func decode(_ bytes: [UInt8]) throws(PNGDecodingError) -> RasterImage {
        let chunks = try PNGChunks(bytes)
        let header = try PNGHeader(chunks.header)
        let rowBytes = header.width * header.channels
        let expected = (rowBytes + 1) * header.height
        let filtered: [UInt8]
        do {
            filtered = try Inflate.zlib(chunks.imageData, outputLimit: expected)
        } catch {
            throw .badImageData(reason: error.reason, atByte: error.byteOffset)
        }
        guard filtered.count == expected else { throw .wrongDataLength(expected: expected, actual: filtered.count) }
        let samples = try PNGRowFilter.unfilter(filtered, rowBytes: rowBytes, height: header.height,
                                                bytesPerPixel: header.channels)
        return Self.premultipliedBGRA(samples, header)
    }

    private static func premultipliedBGRA(_ samples: [UInt8], _ header: PNGHeader) -> RasterImage {
        let count = header.width * header.height
        let channels = header.channels
        let pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
            samples.withUnsafeBufferPointer { src in
                var i = 0
                for o in stride(from: 0, to: count * 4, by: 4) {
                    let r: Int, g: Int, b: Int, a: Int
                    switch channels {
                    case 1: (r, g, b, a) = (Int(src[i]), Int(src[i]), Int(src[i]), 255)
                    case 2: (r, g, b, a) = (Int(src[i]), Int(src[i]), Int(src[i]), Int(src[i + 1]))
                    case 3: (r, g, b, a) = (Int(src[i]), Int(src[i + 1]), Int(src[i + 2]), 255)
                    default: (r, g, b, a) = (Int(src[i]), Int(src[i + 1]), Int(src[i + 2]), Int(src[i + 3]))
                    }
                    // c·a/255 rounded to nearest; c·a is an integer, so it never lies exactly halfway.
                    out[o] = UInt8((b * a + 127) / 255)
                    out[o + 1] = UInt8((g * a + 127) / 255)
                    out[o + 2] = UInt8((r * a + 127) / 255)
                    out[o + 3] = UInt8(a)
                    i += channels
                }
            }
            initialized = count * 4
        }
        return RasterImage(width: header.width, height: header.height, bytesPerRow: header.width * 4, pixels: pixels)
    }
}
