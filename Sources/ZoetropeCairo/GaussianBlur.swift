/// A deterministic Gaussian blur approximation on 8-bit channels: three box blurs per axis whose widths are chosen
/// so their summed variance matches σ² (the classic "boxes for Gauss" sizing), each a running sum in integer
/// arithmetic rounded to nearest. The result is within about 1.5 % of full scale of a true Gaussian of σ.
struct GaussianBlur {
    /// How samples beyond the buffer's edge are read.
    enum Edges {
        /// Outside is zero (transparent): content blurs out into emptiness.
        case transparent
        /// Outside repeats the nearest edge pixel (a backdrop seen through a window).
        case extend
    }

    /// The radii (box width = 2r + 1) of the three passes.
    let radii: [Int]

    /// A blur of standard deviation `sigma` pixels; non-positive or non-finite σ blurs nothing.
    init(sigma: Double) {
        guard sigma.isFinite, sigma > 0 else { radii = []; return }
        let n = 3.0
        let variance = 12 * min(sigma, 2000) * min(sigma, 2000)
        var lower = Int((variance / n + 1).squareRoot())
        if lower % 2 == 0 { lower -= 1 }
        let l = Double(lower)
        let countLower = Int(((variance - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded())
        radii = (0..<3).map { ($0 < countLower ? lower : lower + 2) / 2 }.filter { $0 > 0 }
    }

    /// How far, in pixels, the blur spreads a pixel.
    var reach: Int { radii.reduce(0, +) }

    /// Blurs `channels` interleaved 8-bit channels of a `width × height` buffer with `stride` bytes per row.
    func apply(to pixels: inout [UInt8], width: Int, height: Int, stride: Int, channels: Int, edges: Edges) {
        guard !radii.isEmpty, width > 0, height > 0 else { return }
        var line = [Int32](repeating: 0, count: max(width, height))
        var out = [UInt8](repeating: 0, count: max(width, height))
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for radius in radii {
                for y in 0..<height {
                    for c in 0..<channels {
                        Self.boxPass(base + y * stride + c, step: channels, count: width, radius: radius,
                                     edges: edges, line: &line, out: &out)
                    }
                }
            }
            for radius in radii {
                for x in 0..<width {
                    for c in 0..<channels {
                        Self.boxPass(base + x * channels + c, step: stride, count: height, radius: radius,
                                     edges: edges, line: &line, out: &out)
                    }
                }
            }
        }
    }

    /// One box average along a line of `count` samples `step` bytes apart, in place.
    private static func boxPass(_ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int, edges: Edges,
                                line: inout [Int32], out: inout [UInt8]) {
        for i in 0..<count { line[i] = Int32(start[i * step]) }
        func sample(_ i: Int) -> Int32 {
            if i >= 0 && i < count { return line[i] }
            switch edges {
            case .transparent: return 0
            case .extend: return line[i < 0 ? 0 : count - 1]
            }
        }
        let width = Int32(2 * radius + 1)
        var sum: Int32 = 0
        for i in -radius...radius { sum += sample(i) }
        for i in 0..<count {
            out[i] = UInt8(min((sum + width / 2) / width, 255))
            sum += sample(i + radius + 1) - sample(i - radius)
        }
        for i in 0..<count { start[i * step] = out[i] }
    }
}
