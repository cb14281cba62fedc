/// A deterministic Gaussian blur approximation on 8-bit channels: three "extended box" passes per axis (a box of
/// integer radius r plus fractional end weights α, after Gwosdek et al.), each with variance exactly σ²/3, so the
/// result has the Gaussian's variance. Sums are fixed-point integers (α in 1/256), rounded to nearest per pass.
/// The result stays within about 1 % of full scale of a true Gaussian of σ.
struct GaussianBlur {
    /// How samples beyond the buffer's edge are read.
    enum Edges {
        /// Outside is zero (transparent): content blurs out into emptiness.
        case transparent
        /// Outside repeats the nearest edge pixel (a backdrop seen through a window).
        case extend
    }

    /// One pass: a box of radius `radius` whose two next samples weigh `endWeight` / 256.
    struct Pass: Equatable {
        var radius: Int
        var endWeight: Int
    }

    let passes: [Pass]

    /// A blur of standard deviation `sigma` pixels; non-positive or non-finite σ blurs nothing. σ is capped at
    /// 2000 px.
    init(sigma: Double) {
        guard sigma.isFinite, sigma > 0 else { passes = []; return }
        let v = min(sigma, 2000) * min(sigma, 2000) / 3
        // The largest plain box (variance r(r + 1) / 3) not wider than the target, then the end weight that makes up
        // the rest: v = (r(r + 1)(2r + 1) / 3 + 2α(r + 1)²) / (2r + 1 + 2α).
        var r = 0
        while Double((r + 1) * (r + 2)) / 3 <= v { r += 1 }
        let rr = Double(r), width = 2 * rr + 1
        let alpha = width * (rr * (rr + 1) / 3 - v) / (2 * (v - (rr + 1) * (rr + 1)))
        let pass = Pass(radius: r, endWeight: Int((min(max(alpha, 0), 1) * 256).rounded()))
        passes = pass.radius == 0 && pass.endWeight == 0 ? [] : [pass, pass, pass]
    }

    /// How far, in pixels, the blur spreads a pixel.
    var reach: Int { passes.reduce(0) { $0 + $1.radius + ($1.endWeight > 0 ? 1 : 0) } }

    /// Blurs `channels` interleaved 8-bit channels of a `width × height` buffer with `stride` bytes per row.
    /// Rows are blurred in place; columns are blurred as the rows of a transposed copy, which keeps memory access
    /// sequential.
    func apply(to pixels: inout [UInt8], width: Int, height: Int, stride: Int, channels: Int, edges: Edges) {
        guard !passes.isEmpty, width > 0, height > 0 else { return }
        let reach = passes.map { $0.radius + 1 }.max() ?? 1
        var line = [Int](repeating: 0, count: max(width, height) + 2 * reach)
        var transposed = [UInt8](repeating: 0, count: width * height * channels)
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for y in 0..<height {
                for c in 0..<channels {
                    Self.blurLine(passes, base + y * stride + c, step: channels, count: width, edges: edges, line: &line)
                }
            }
            transposed.withUnsafeMutableBufferPointer { columns in
                guard let t = columns.baseAddress else { return }
                // Column x of the image is row x of `t`, `height × channels` bytes long.
                for y in 0..<height {
                    let row = base + y * stride
                    for x in 0..<width {
                        for c in 0..<channels { t[(x * height + y) * channels + c] = row[x * channels + c] }
                    }
                }
                for x in 0..<width {
                    for c in 0..<channels {
                        Self.blurLine(passes, t + x * height * channels + c, step: channels, count: height, edges: edges,
                                      line: &line)
                    }
                }
                for y in 0..<height {
                    let row = base + y * stride
                    for x in 0..<width {
                        for c in 0..<channels { row[x * channels + c] = t[(x * height + y) * channels + c] }
                    }
                }
            }
        }
    }

    /// Every pass along a line of `count` samples `step` bytes apart, in place. `line` holds the samples with
    /// `radius + 1` samples of edge padding on each side, so the sliding sums need no bounds checks.
    private static func blurLine(_ passes: [Pass], _ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int,
                                 edges: Edges, line: inout [Int]) {
        line.withUnsafeMutableBufferPointer { buffer in
            guard let values = buffer.baseAddress else { return }
            for pass in passes {
                let r = pass.radius, w = pass.endWeight, pad = r + 1
                let padded = values
                for i in 0..<count { padded[pad + i] = Int(start[i * step]) }
                let first = padded[pad], last = padded[pad + count - 1]
                for i in 0..<pad {
                    padded[i] = edges == .extend ? first : 0
                    padded[pad + count + i] = edges == .extend ? last : 0
                }
                let denominator = (2 * r + 1) * 256 + 2 * w
                let half = denominator / 2
                // Sample j of the line is padded[pad + j].
                var sum = 0
                for j in -r...r { sum += padded[pad + j] }
                for i in 0..<count {
                    let total = sum * 256 + w * (padded[pad + i - r - 1] + padded[pad + i + r + 1])
                    start[i * step] = UInt8(truncatingIfNeeded: min((total + half) / denominator, 255))
                    sum += padded[pad + i + r + 1] - padded[pad + i - r]
                }
            }
        }
    }
}
