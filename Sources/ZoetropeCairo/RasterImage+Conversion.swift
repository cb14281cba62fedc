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
                        let a = src[i + 3]
                        let (r, g, b) = Self.straight(blue: src[i], green: src[i + 1], red: src[i + 2], alpha: a)
                        if redFirst {
                            out[o] = r; out[o + 2] = b
                        } else {
                            out[o] = b; out[o + 2] = r
                        }
                        out[o + 1] = g; out[o + 3] = a
                        o += 4; i += 4
                    }
                }
            }
            initialized = count
        }
    }

    /// One premultiplied pixel's straight colour, rounded like `rgba(x:y:)`: zero where the alpha is zero.
    @inline(__always)
    static func straight(blue: UInt8, green: UInt8, red: UInt8, alpha: UInt8) -> (r: UInt8, g: UInt8, b: UInt8) {
        let a = Int(alpha)
        if a == 255 { return (red, green, blue) }
        if a == 0 { return (0, 0, 0) }
        func un(_ v: UInt8) -> UInt8 { UInt8(min(255, (Int(v) * 255 + a / 2) / a)) }
        return (un(red), un(green), un(blue))
    }
}
