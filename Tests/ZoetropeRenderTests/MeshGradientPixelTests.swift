import Foundation
import Testing
@testable import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay

/// `MeshGradient` in real pixels (pixel centres at x + 0.5, y + 0.5; canvas 1x, white), each expectation derived by
/// hand from the rules `MeshTessellation` documents: unit points across the frame, a regular grid staying regular,
/// bilinear colours without `smoothsColors`, the bicubic Hermite interpolant with central (one-sided on the edges)
/// differences with it.
@MainActor @Suite struct MeshGradientPixelTests {
    /// A regular `width × height` grid of unit points, row by row.
    nonisolated static func grid(_ width: Int, _ height: Int) -> [SIMD2<Float>] {
        (0..<height).flatMap { row in
            (0..<width).map { column in SIMD2(Float(column) / Float(width - 1), Float(row) / Float(height - 1)) }
        }
    }

    @Test func withoutSmoothingAFourCornerMeshIsBilinear() {
        let image = stylePixels(width: 64, height: 64) {
            MeshGradient(width: 2, height: 2, points: Self.grid(2, 2),
                         colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0),
                                  Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 1, blue: 1)],
                         smoothsColors: false)
        }
        // A regular 2 × 2 grid with control points a third along each edge maps its parameters linearly onto the frame:
        // u = (x + 0.5)/64, v = (y + 0.5)/64. Colours bilinear in sRGB components: red (1−u)(1−v), green u(1−v),
        // blue (1−u)v, white uv. At the centre that is the mean of the corners: (127.5, 127.5, 127.5).
        expectPixels(image, tolerance: 3, "bilinear") { x, y in
            let u = (Double(x) + 0.5) / 64, v = (Double(y) + 0.5) / 64
            let white = u * v
            return StyleRGB(255 * ((1 - u) * (1 - v) + white), 255 * (u * (1 - v) + white), 255 * ((1 - u) * v + white))
        }
    }

    @Test func smoothColoursFollowTheCubicThroughTheVertices() {
        let image = stylePixels(width: 256, height: 4) {
            MeshGradient(width: 3, height: 2, points: Self.grid(3, 2), colors: [.black, .white, .black, .black, .white, .black])
        }
        // Both rows alike: the colour depends on x only. Vertex values 0, 1, 0 at x = 0, ½, 1; slopes per cell 1 − 0 = 1
        // (one-sided), (0 − 0)/2 = 0, 0 − 1 = −1 (one-sided); no slope down the columns, no twist. Left cell, t = 2x:
        // h01(t)·1 + h10(t)·1 = (−2t³ + 3t²) + (t³ − 2t² + t) = −t³ + t² + t; the right cell mirrors it. A quarter of
        // the way across: 0.625 (160), where bilinear colours would give 0.5 (128).
        expectPixels(image, tolerance: 2.5, "smooth") { x, _ in
            let s = (Double(x) + 0.5) / 256
            let t = s <= 0.5 ? 2 * s : 2 - 2 * s
            return StyleRGB(repeating: 255 * (-t * t * t + t * t + t))
        }
        let quarter = image.rgba(x: 64, y: 2)
        #expect(abs(Double(quarter.r) - 160) <= 2.5)
    }

    @Test func thePerceptualSpaceInterpolatesLightness() {
        let image = stylePixels(width: 64, height: 4) {
            MeshGradient(width: 2, height: 2, points: Self.grid(2, 2), colors: [.black, .white, .black, .white],
                         smoothsColors: false, colorSpace: .perceptual)
        }
        // Oklab: black is L = 0, white L = 1, a = b = 0 for both. Bilinear across: L = u. Back to linear sRGB every LMS
        // response is L (the a, b terms vanish), cubed: r = g = b = u³ (the matrix rows sum to 1); then sRGB-encoded:
        // 12.92·c below 0.0031308, else 1.055·c^(1/2.4) − 0.055. Halfway: 0.125 → 0.3885 (99), where `.device` gives 128.
        expectPixels(image, tolerance: 2.5, "perceptual") { x, _ in
            let u = (Double(x) + 0.5) / 64, c = u * u * u
            let encoded = c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
            return StyleRGB(repeating: 255 * encoded)
        }
    }

    @Test func aMovedVertexShowsItsColourWhereItIsInTheFrame() {
        var points = Self.grid(3, 3)
        points[4] = [0.3, 0.7]
        let image = stylePixels(width: 100, height: 100) {
            MeshGradient(width: 3, height: 3, points: points,
                         colors: [.black, .black, .black, .black, .white, .black, .black, .black, .black])
        }
        // The centre vertex, white, sits at (0.3, 0.7) of the 100 × 100 frame: pixel (30, 70) straddles it. Its
        // neighbours are all black, so the colour is at its peak there (central slopes 0): white, ±4 for half a pixel.
        let centre = image.rgba(x: 30, y: 70), pixel = image.rgba(x: 29, y: 69)
        #expect([centre.r, centre.g, centre.b, pixel.r].allSatisfy { $0 >= 251 }, "\(centre) \(pixel)")
        // The regular grid's centre (50, 50) is not the vertex: darker.
        #expect(image.rgba(x: 50, y: 50).r < 230)
    }

    @Test func theBackgroundFillsWhatTheMeshDoesNotCover() {
        let image = stylePixels(width: 40, height: 40) {
            MeshGradient(width: 2, height: 2, points: [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]],
                         colors: [.black, .black, .black, .black], background: Color(red: 1, green: 0, blue: 0))
        }
        // The mesh covers the middle square (10…30 pt) in black; the red background the rest of the frame.
        let corner = image.rgba(x: 3, y: 3), middle = image.rgba(x: 20, y: 20)
        #expect(corner.r == 255 && corner.g == 0 && corner.b == 0, "\(corner)")
        #expect(middle.r == 0 && middle.g == 0 && middle.b == 0, "\(middle)")
    }

    @Test func explicitControlPointsBendTheEdges() {
        func vertex(_ p: SIMD2<Float>, leading: SIMD2<Float>? = nil, trailing: SIMD2<Float>? = nil) -> MeshGradient.BezierPoint {
            // Straight edges by default: control points a third of the way to the neighbour (all edges have length 1).
            let third: Float = 1 / 3
            return MeshGradient.BezierPoint(position: p,
                                            leadingControlPoint: leading ?? p - [third, 0], topControlPoint: p - [0, third],
                                            trailingControlPoint: trailing ?? p + [third, 0], bottomControlPoint: p + [0, third])
        }
        let image = stylePixels(width: 40, height: 40) {
            MeshGradient(width: 2, height: 2,
                         bezierPoints: [vertex([0, 0], trailing: [1.0 / 3, 0.5]), vertex([1, 0], leading: [2.0 / 3, 0.5]),
                                        vertex([0, 1]), vertex([1, 1])],
                         colors: [.black, .black, .black, .black], background: Color(red: 1, green: 0, blue: 0))
        }
        // The top edge runs through (0, 0), (⅓, ½), (⅔, ½), (1, 0): y(t) = 3(1−t)²t·½ + 3(1−t)t²·½ = 1.5 t(1−t), x(t) = t;
        // at x = ½ it is down at y = 0.375, 15 pt of 40. Above it the red background, below it the black mesh.
        let above = image.rgba(x: 20, y: 11), below = image.rgba(x: 20, y: 19)
        #expect(above.r == 255 && above.g == 0, "\(above)")
        #expect(below.r == 0, "\(below)")
        // Near the corner the edge is still near the top: at x = 2.5 pt (t = 0.0625) y = 0.088, 3.5 pt; (2, 4) is covered.
        #expect(image.rgba(x: 2, y: 4).r == 0)
    }

    @Test func asAShapeStyleItPaintsOnlyTheShape() {
        let image = stylePixels(width: 40, height: 40) {
            Circle().fill(MeshGradient(width: 2, height: 2, points: Self.grid(2, 2), colors: [.black, .black, .black, .black]))
        }
        // A 40 pt circle: its centre black, the canvas corner outside it white.
        #expect(image.rgba(x: 20, y: 20).r == 0)
        #expect(image.rgba(x: 1, y: 1).r == 255)
    }

    /// Colours that turn from black to white on appear, over one second, linearly.
    struct Brightening: View {
        @State private var on = false

        var body: some View {
            MeshGradient(width: 2, height: 2, points: MeshGradientPixelTests.grid(2, 2),
                         colors: Array(repeating: on ? Color.white : .black, count: 4))
                .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
        }
    }

    /// A white centre vertex that moves from x = 0.25 to 0.75 on appear, over one second, linearly.
    struct Sliding: View {
        @State private var right = false

        var body: some View {
            MeshGradient(width: 3, height: 3,
                         points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [right ? 0.75 : 0.25, 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
                         colors: [.black, .black, .black, .black, .white, .black, .black, .black, .black])
                .onAppear { withAnimation(.linear(duration: 1)) { right = true } }
        }
    }

    func frame<V: View>(at time: Double, @ViewBuilder _ content: @escaping @MainActor () -> V) -> RasterImage {
        let scene = MotionScene("mesh", canvas: SceneCanvas(width: 40, height: 40, scale: 1), duration: 2, content: content)
        return CairoRasterizer().draw(scene.renderTimeline().displayList(at: time))
    }

    @Test func coloursAnimate() {
        // Halfway through a linear animation colours are halfway in linear light (a colour's animatable data):
        // 0.5 linear is sRGB 1.055·0.5^(1/2.4) − 0.055 = 0.7354, 187.5 of 255. At the end: white.
        let half = frame(at: 0.5) { Brightening() }.rgba(x: 20, y: 20)
        #expect(abs(Double(half.r) - 187.5) <= 2, "\(half)")
        #expect(frame(at: 1.5) { Brightening() }.rgba(x: 20, y: 20).r == 255)
    }

    @Test func pointsAnimate() {
        // Halfway, the white vertex is at x = 0.5 of the 40 pt frame: the brightest pixel of the middle row is 19 or 20.
        let image = frame(at: 0.5) { Sliding() }
        let row = (0..<40).map { image.rgba(x: $0, y: 20).r }
        let brightest = row.indices.max { row[$0] < row[$1] }!
        #expect((19...20).contains(brightest), "\(row)")
        // At the start it is a quarter across: pixel 9 or 10.
        let start = frame(at: 0) { Sliding() }
        let first = (0..<40).map { start.rgba(x: $0, y: 20).r }
        #expect((9...10).contains(first.indices.max { first[$0] < first[$1] }!), "\(first)")
    }
}

private extension StyleRGB {
    init(repeating v: Double) { self.init(v, v, v) }
}
