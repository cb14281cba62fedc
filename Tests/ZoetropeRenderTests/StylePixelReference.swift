import Foundation
import Testing
@testable import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay
import ZoetropeRender

/// An expected colour, 0–255 per channel (straight alpha, over the opaque white canvas so alpha is 255).
struct StyleRGB {
    var r: Double, g: Double, b: Double

    init(_ r: Double, _ g: Double, _ b: Double) { self.r = r; self.g = g; self.b = b }

    static let white = StyleRGB(255, 255, 255)

    /// `self` over `base` with coverage/alpha `a`.
    func over(_ base: StyleRGB, alpha a: Double) -> StyleRGB {
        StyleRGB(r * a + base.r * (1 - a), g * a + base.g * (1 - a), b * a + base.b * (1 - a))
    }
}

/// Draws `content` on a `width × height` pt canvas at 1x with the real Cairo backend.
@MainActor func stylePixels<V: View>(width: CGFloat, height: CGFloat, scheme: ColorScheme = .light,
                                      @ViewBuilder _ content: @escaping @MainActor () -> V) -> RasterImage {
    let scene = MotionScene("style", canvas: SceneCanvas(width: width, height: height, scale: 1, colorScheme: scheme), duration: 1,
                            content: content)
    return CairoRasterizer().draw(scene.renderTimeline().displayList(at: 0))
}

/// Compares every pixel with `expected` (nil: not checked): at most `budget` pixels may differ by more than
/// `tolerance` in any channel. Reports the worst offenders.
func expectPixels(_ image: RasterImage, tolerance: Double, budget: Int = 0, _ what: String,
                  sourceLocation: SourceLocation = #_sourceLocation, expected: (Int, Int) -> StyleRGB?) {
    var bad: [(Int, Int, Double)] = []
    for y in 0..<image.height {
        for x in 0..<image.width {
            guard let e = expected(x, y) else { continue }
            let p = image.rgba(x: x, y: y)
            let error = max(abs(Double(p.r) - e.r), abs(Double(p.g) - e.g), abs(Double(p.b) - e.b))
            if error > tolerance { bad.append((x, y, error)) }
        }
    }
    let worst = bad.sorted { $0.2 > $1.2 }.prefix(4).map { "(\($0.0),\($0.1)) off by \(Int($0.2))" }
    #expect(bad.count <= budget, "\(what): \(bad.count) pixels beyond ±\(tolerance), e.g. \(worst)", sourceLocation: sourceLocation)
}

/// The fraction of pixel (x, y), grown by `grow` pixels on every side, inside a region, from 8 × 8 samples per pixel.
/// A pixel whose grown square is all in or all out is certainly not an anti-aliased edge pixel.
func coverage(x: Int, y: Int, grow: Double = 0, inside: (Double, Double) -> Bool) -> Double {
    let size = 1 + 2 * grow, n = Int((8 * size).rounded(.up))
    var hits = 0
    for i in 0..<n {
        for j in 0..<n where inside(Double(x) - grow + (Double(i) + 0.5) / Double(n) * size,
                                    Double(y) - grow + (Double(j) + 0.5) / Double(n) * size) { hits += 1 }
    }
    return Double(hits) / Double(n * n)
}

/// The standard normal cumulative distribution.
func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.squareRoot())) }

/// How much of a 1-D Gaussian of `sigma` centred at `p` falls in [a, b].
func gaussianMass(_ a: Double, _ b: Double, at p: Double, sigma: Double) -> Double {
    phi((b - p) / sigma) - phi((a - p) / sigma)
}
