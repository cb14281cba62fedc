/// Converts Cairo's BGRA frames to planar 4:2:0 in BT.709 limited range, as `--quality draft` pipes them to ffmpeg
/// (ffmpeg's own conversion of a 1080p frame costs about as much as its fastest x264 preset encoding it, and runs
/// on one thread; here it runs on the drawing threads, and a third of the bytes cross the pipe).
///
/// The matrix is BT.709's (Kr = 0.2126, Kb = 0.0722) on the sRGB-encoded values, as the standard preset asks of
/// swscale: Y = 16 + 219·Y′, Cb = 128 + 224·(B′ − Y′)/1.8556, Cr = 128 + 224·(R′ − Y′)/1.5748, with each chroma
/// sample the mean of its 2 × 2 pixels (centred between them). An odd last column or row is cropped, as the
/// standard preset's filter does. Alpha is ignored: MP4 frames are drawn opaque, and premultiplied pixels over
/// transparency become black there too.
struct YUV420Converter {
    let width: Int
    let height: Int

    /// The frame size in pixels before cropping to even.
    init(width: Int, height: Int) {
        self.width = width / 2 * 2
        self.height = height / 2 * 2
    }

    /// Bytes of one frame: Y, then Cb, then Cr.
    var frameBytes: Int { width * height * 3 / 2 }

    // Fixed point, 16 fractional bits: Y′ = (Kr·R + Kg·G + Kb·B) / 255 scaled by 219, chroma by 224.
    private static let one = 1 << 16
    private static func fixed(_ value: Double) -> Int { Int((value * Double(one)).rounded()) }
    private static let yR = fixed(219 * 0.2126 / 255), yG = fixed(219 * 0.7152 / 255), yB = fixed(219 * 0.0722 / 255)
    private static let cbR = fixed(-224 * 0.2126 / 1.8556 / 255), cbG = fixed(-224 * 0.7152 / 1.8556 / 255)
    private static let cbB = fixed(224 * (1 - 0.0722) / 1.8556 / 255)
    private static let crR = fixed(224 * (1 - 0.2126) / 1.5748 / 255), crG = fixed(-224 * 0.7152 / 1.5748 / 255)
    private static let crB = fixed(-224 * 0.0722 / 1.5748 / 255)

    /// The planes of `pixels` (premultiplied BGRA rows `bytesPerRow` apart).
    func convert(_ pixels: UnsafeRawBufferPointer, bytesPerRow: Int) -> [UInt8] {
        let width = self.width, height = self.height
        let chromaWidth = width / 2
        return [UInt8](unsafeUninitializedCapacity: frameBytes) { out, initialized in
            guard let source = pixels.baseAddress, let base = out.baseAddress else { initialized = 0; return }
            let cbPlane = base + width * height, crPlane = cbPlane + chromaWidth * (height / 2)
            // The coefficients as locals: static lets read in the loop cost a `swift_once` check each time.
            let half = Self.one / 2, one = Self.one
            let yR = Self.yR, yG = Self.yG, yB = Self.yB
            let cbR = Self.cbR, cbG = Self.cbG, cbB = Self.cbB, crR = Self.crR, crG = Self.crG, crB = Self.crB
            for pair in 0..<(height / 2) {
                let top = source + 2 * pair * bytesPerRow, bottom = top + bytesPerRow
                let yTop = base + 2 * pair * width, yBottom = yTop + width
                for column in 0..<chromaWidth {
                    var sumR = 0, sumG = 0, sumB = 0
                    @inline(__always) func pixel(_ row: UnsafeRawPointer, _ luma: UnsafeMutablePointer<UInt8>, _ x: Int) {
                        let b = Int(row.load(fromByteOffset: 4 * x, as: UInt8.self))
                        let g = Int(row.load(fromByteOffset: 4 * x + 1, as: UInt8.self))
                        let r = Int(row.load(fromByteOffset: 4 * x + 2, as: UInt8.self))
                        luma[x] = UInt8(truncatingIfNeeded: 16 + (yR * r + yG * g + yB * b + half) >> 16)
                        sumR += r; sumG += g; sumB += b
                    }
                    pixel(top, yTop, 2 * column); pixel(top, yTop, 2 * column + 1)
                    pixel(bottom, yBottom, 2 * column); pixel(bottom, yBottom, 2 * column + 1)
                    // The mean of four pixels: sums over 4, folded into the rounding shift.
                    let cb = 128 + (cbR * sumR + cbG * sumG + cbB * sumB + 2 * one) >> 18
                    let cr = 128 + (crR * sumR + crG * sumG + crB * sumB + 2 * one) >> 18
                    cbPlane[pair * chromaWidth + column] = UInt8(clamping: cb)
                    crPlane[pair * chromaWidth + column] = UInt8(clamping: cr)
                }
            }
            initialized = frameBytes
        }
    }
}
