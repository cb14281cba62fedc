import Foundation
import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay
import ZoetropeRender

/// An analytic reference for a black drawing on the white light-mode background: each pixel's coverage is the
/// fraction of an n × n grid of sample points (at sample centres) that `inside` accepts, and the expected 8-bit
/// value of every colour channel is 255 · (1 − coverage).
struct PixelReference {
    let width: Int
    let height: Int
    /// Coverage per pixel, row by row, 0…1.
    let coverage: [Double]

    init(width: Int, height: Int, samples: Int = 8, inside: (Double, Double) -> Bool) {
        self.width = width
        self.height = height
        var coverage: [Double] = []
        for y in 0..<height {
            for x in 0..<width {
                var hits = 0
                for j in 0..<samples {
                    for i in 0..<samples
                    where inside(Double(x) + (Double(i) + 0.5) / Double(samples), Double(y) + (Double(j) + 0.5) / Double(samples)) {
                        hits += 1
                    }
                }
                coverage.append(Double(hits) / Double(samples * samples))
            }
        }
        self.coverage = coverage
    }

    /// How `image` differs: the pixels where some channel is more than `tolerance` away from the reference, and
    /// the largest difference anywhere.
    func differences(from image: RasterImage, tolerance: Int) -> (changed: [(x: Int, y: Int)], worst: Int) {
        var changed: [(x: Int, y: Int)] = []
        var worst = 0
        for y in 0..<height {
            for x in 0..<width {
                let expected = Int((255 * (1 - coverage[y * width + x])).rounded())
                let p = image.rgba(x: x, y: y)
                let difference = [p.r, p.g, p.b].map { abs($0 - expected) }.max()!
                worst = max(worst, difference)
                if difference > tolerance { changed.append((x, y)) }
            }
        }
        return (changed, worst)
    }

    /// The pixels the reference marks as partly covered: the anti-aliased edge.
    var edgePixelCount: Int { coverage.filter { $0 > 0 && $0 < 1 }.count }
}

/// The first frame of `content` on a `width` × `height` pt canvas at 1x, drawn by Cairo as renders draw it.
@MainActor func renderFrame<V: View>(width: CGFloat, height: CGFloat,
                                      @ViewBuilder _ content: @escaping @MainActor () -> V) -> RasterImage {
    let scene = MotionScene("pixels", canvas: SceneCanvas(width: width, height: height, scale: 1), duration: 1, content: content)
    return CairoRasterizer().draw(scene.renderTimeline().displayList(at: 0))
}
