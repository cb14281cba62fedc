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

    /// A decoder; it keeps no state between files.
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
        let pixels = [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
            samples.withUnsafeBufferPointer { src in
                // One loop per layout, so the per-pixel work is only what that layout needs.
                switch header.channels {
                case 1:
                    for p in 0..<count { out[p * 4] = src[p]; out[p * 4 + 1] = src[p]; out[p * 4 + 2] = src[p]; out[p * 4 + 3] = 255 }
                case 2:
                    for p in 0..<count {
                        let grey = premultiply(src[p * 2], src[p * 2 + 1])
                        out[p * 4] = grey; out[p * 4 + 1] = grey; out[p * 4 + 2] = grey; out[p * 4 + 3] = src[p * 2 + 1]
                    }
                case 3:
                    for p in 0..<count {
                        out[p * 4] = src[p * 3 + 2]; out[p * 4 + 1] = src[p * 3 + 1]; out[p * 4 + 2] = src[p * 3]; out[p * 4 + 3] = 255
                    }
                default:
                    for p in 0..<count {
                        let a = src[p * 4 + 3]
                        out[p * 4] = premultiply(src[p * 4 + 2], a)
                        out[p * 4 + 1] = premultiply(src[p * 4 + 1], a)
                        out[p * 4 + 2] = premultiply(src[p * 4], a)
                        out[p * 4 + 3] = a
                    }
                }
            }
            initialized = count * 4
        }
        return RasterImage(width: header.width, height: header.height, bytesPerRow: header.width * 4, pixels: pixels)
    }

    /// `value × alpha / 255` rounded to nearest; the product is an integer, so it never lies exactly halfway.
    @inline(__always)
    private static func premultiply(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
        UInt8((Int(value) * Int(alpha) + 127) / 255)
    }
}
