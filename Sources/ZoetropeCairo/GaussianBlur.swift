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
    func apply(to pixels: inout [UInt8], width: Int, height: Int, stride: Int, channels: Int, edges: Edges) {
        guard !passes.isEmpty, width > 0, height > 0 else { return }
        var line = [Int](repeating: 0, count: max(width, height))
        var out = [UInt8](repeating: 0, count: max(width, height))
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for pass in passes {
                for y in 0..<height {
                    for c in 0..<channels {
                        Self.run(pass, base + y * stride + c, step: channels, count: width, edges: edges, line: &line, out: &out)
                    }
                }
            }
            for pass in passes {
                for x in 0..<width {
                    for c in 0..<channels {
                        Self.run(pass, base + x * channels + c, step: stride, count: height, edges: edges, line: &line, out: &out)
                    }
                }
            }
        }
    }

    /// One extended-box average along a line of `count` samples `step` bytes apart, in place.
    private static func run(_ pass: Pass, _ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, edges: Edges,
                            line: inout [Int], out: inout [UInt8]) {
        for i in 0..<count { line[i] = Int(start[i * step]) }
        func sample(_ i: Int) -> Int {
            if i >= 0 && i < count { return line[i] }
            switch edges {
            case .transparent: return 0
            case .extend: return line[i < 0 ? 0 : count - 1]
            }
        }
        let r = pass.radius, w = pass.endWeight
        let denominator = (2 * r + 1) * 256 + 2 * w
        var sum = 0
        for i in -r...r { sum += sample(i) }
        for i in 0..<count {
            let total = sum * 256 + w * (sample(i - r - 1) + sample(i + r + 1))
            out[i] = UInt8(min((total + denominator / 2) / denominator, 255))
            sum += sample(i + r + 1) - sample(i - r)
        }
        for i in 0..<count { start[i * step] = out[i] }
    }
}
