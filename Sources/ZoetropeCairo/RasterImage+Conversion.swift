import ZoetropeDisplay

extension RasterImage {
    /// Packed RGB bytes (3 per pixel, rows top to bottom), dropping alpha: exact for opaque images.
    public func rgbBytes() -> [UInt8] {
        let count = width * height
        return [UInt8](unsafeUninitializedCapacity: count * 3) { out, initialized in
            pixels.withUnsafeBufferPointer { src in
                var o = 0
                for y in 0..<height {
                    var i = y * bytesPerRow
                    for _ in 0..<width {
                        out[o] = src[i + 2]; out[o + 1] = src[i + 1]; out[o + 2] = src[i]
                        o += 3; i += 4
                    }
                }
            }
            initialized = count * 3
        }
    }

    /// Packed straight-alpha RGBA bytes (4 per pixel), un-premultiplied with rounding like `rgba(x:y:)`.
    public func straightRGBABytes() -> [UInt8] {
        convertedToStraight(redFirst: true)
    }

    /// The same image with straight (un-premultiplied) alpha, still in BGRA order: what ffmpeg's `bgra` means.
    public func unpremultiplied() -> RasterImage {
        RasterImage(width: width, height: height, bytesPerRow: width * 4, pixels: convertedToStraight(redFirst: false))
    }

    private func convertedToStraight(redFirst: Bool) -> [UInt8] {
        let count = width * height * 4
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            pixels.withUnsafeBufferPointer { src in
                var o = 0
                for y in 0..<height {
                    var i = y * bytesPerRow
                    for _ in 0..<width {
                        let a = Int(src[i + 3])
                        var b = Int(src[i]), g = Int(src[i + 1]), r = Int(src[i + 2])
                        if a == 0 {
                            b = 0; g = 0; r = 0
                        } else if a != 255 {
                            b = min(255, (b * 255 + a / 2) / a)
                            g = min(255, (g * 255 + a / 2) / a)
                            r = min(255, (r * 255 + a / 2) / a)
                        }
                        if redFirst {
                            out[o] = UInt8(r); out[o + 2] = UInt8(b)
                        } else {
                            out[o] = UInt8(b); out[o + 2] = UInt8(r)
                        }
                        out[o + 1] = UInt8(g); out[o + 3] = UInt8(a)
                        o += 4; i += 4
                    }
                }
            }
            initialized = count
        }
    }
}
