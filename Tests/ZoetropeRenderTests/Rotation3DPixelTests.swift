import Foundation
import Testing
@testable import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay

/// `rotation3DEffect` in real pixels: a black 100 × 100 square centred on a 200 × 200 white canvas, rotated about
/// y through its centre with the default perspective 1 (eye 100 pt away), must cover exactly the trapezoid whose
/// corners are worked out by hand below (the derivation is at `Rotation3DKind.projection`).
@MainActor @Suite struct Rotation3DPixelTests {
    /// Pixels certainly inside or outside a region (their square grown by 1.5 px is all in or all out) must be
    /// black or white; edge pixels are not checked (the flat layer is resampled bilinearly).
    func expectRegion(_ image: RasterImage, _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
                      inside: @escaping (Double, Double) -> Bool) {
        expectPixels(image, tolerance: 2, what, sourceLocation: sourceLocation) { x, y in
            let c = coverage(x: x, y: y, grow: 1.5, inside: inside)
            return c == 1 ? StyleRGB(0, 0, 0) : c == 0 ? .white : nil
        }
    }

    @Test func squareAt45DegreesAboutY() {
        let image = stylePixels(width: 200, height: 200) {
            Rectangle().fill(.black).frame(width: 100, height: 100)
                .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
        }
        // About the centre (50, 50) of the view, d = 100, s = c = √½. Left corners: p = (−50, ∓50, 0) → q.x = −35.355,
        // q.z = +35.355 (nearer), w = 1 − 0.35355 = 0.64645: x' = −54.692 + 50 = −4.692, y' = ∓77.346 + 50.
        // Right corners: q.x = 35.355, q.z = −35.355, w = 1.35355: x' = 26.120 + 50 = 76.120, y' = ∓36.940 + 50.
        // On the canvas (the view at 50, 50): left edge x = 45.308 from y = 22.654 to 177.346; right edge
        // x = 126.120 from y = 63.060 to 136.940. Straight lines stay straight under a projection.
        let (x0, x1) = (45.308, 126.120)
        expectRegion(image, "45° about y") { x, y in
            guard x >= x0, x <= x1 else { return false }
            let t = (x - x0) / (x1 - x0)
            return y >= 22.654 + t * (63.060 - 22.654) && y <= 177.346 + t * (136.940 - 177.346)
        }
    }

    @Test func squareAt60DegreesAboutXLeansBack() {
        let image = stylePixels(width: 200, height: 200) {
            Rectangle().fill(.black).frame(width: 100, height: 100)
                .rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0))
        }
        // About x, R's second column is (0, cos, sin) = (0, 0.5, 0.86603). Top corners: y − 50 = −50 → q.y = −25,
        // q.z = −43.301 (farther), w = 1.43301: y' = −17.446 + 50 = 32.554, x' = ∓50/1.43301 + 50 = 15.109 / 84.891.
        // Bottom corners: q.y = 25, q.z = 43.301, w = 0.56699: y' = 44.093 + 50 = 94.093, x' = ∓88.185 + 50 =
        // −38.185 / 138.185. On the canvas (+50): top y = 82.554, x 65.109…134.891; bottom y = 144.093,
        // x 11.815…188.185.
        expectRegion(image, "60° about x") { x, y in
            guard y >= 82.554, y <= 144.093 else { return false }
            let t = (y - 82.554) / (144.093 - 82.554)
            return x >= 65.109 + t * (11.815 - 65.109) && x <= 134.891 + t * (188.185 - 134.891)
        }
    }

    @Test func edgeOnDrawsNothingAndPastNinetyIsMirrored() {
        let edgeOn = stylePixels(width: 40, height: 40) {
            Rectangle().fill(.black).frame(width: 20, height: 20).rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0))
        }
        expectPixels(edgeOn, tolerance: 0, "90°: edge-on, nothing drawn") { _, _ in .white }
        // 180° about y: x' = −(x − 10) + 10 (w = 1 everywhere since q.z = 0): the left half (black) shows on the right.
        let mirrored = stylePixels(width: 20, height: 20) {
            HStack(spacing: 0) { Color.black; Color.white }.rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
        }
        expectPixels(mirrored, tolerance: 2, "180°: mirrored") { x, _ in
            x < 9 ? .white : x > 10 ? StyleRGB(0, 0, 0) : nil
        }
    }
}
