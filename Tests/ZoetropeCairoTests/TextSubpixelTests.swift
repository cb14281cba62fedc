import Foundation
import Testing
import ZoetropeDisplay
@testable import ZoetropeCairo

/// Issue 11, item 5: text moves by fractions of a pixel, like the shapes beside it, instead of stepping in whole
/// pixels. The same text item is drawn at origins a quarter point apart; the alpha-weighted centroid of its ink
/// must follow the origin (a quarter point = scale/4 pixels per step) and the bytes must not change between runs.
@Suite struct TextSubpixelTests {
    static let run = TextRun("Moving paragraph, Wi‑Fi 17:42", font: FontDescriptor(size: 17))
    static let steps = [0.0, 0.25, 0.5, 0.75, 1.0]

    /// `run` drawn black on a transparent canvas with its origin at (x, y) points.
    static func render(x: Double, y: Double, scale: Double) -> RasterImage {
        let item = TextItem(run: run, origin: CGPoint(x: x, y: y), width: .infinity, color: .black)
        return CairoRasterizer().draw(DisplayList(size: CGSize(width: 280, height: 50), scale: scale, background: nil,
                                                  items: [.text(item)]))
    }

    /// The alpha-weighted centroid of the ink, in pixels (pixel centres at +0.5).
    static func centroid(_ image: RasterImage) -> (x: Double, y: Double, mass: Double) {
        var sx = 0.0, sy = 0.0, mass = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = Double(image.pixels[y * image.bytesPerRow + x * 4 + 3])
                guard a > 0 else { continue }
                sx += a * (Double(x) + 0.5)
                sy += a * (Double(y) + 0.5)
                mass += a
            }
        }
        return (sx / mass, sy / mass, mass)
    }

    /// Successive centroid differences, in pixels, for origins stepped along x (or y) by a quarter point.
    static func centroidSteps(alongX: Bool, scale: Double) -> [Double] {
        let centroids = steps.map { d in
            centroid(render(x: alongX ? 10 + d : 10, y: alongX ? 10 : 10 + d, scale: scale))
        }
        return zip(centroids.dropFirst(), centroids).map { alongX ? $0.x - $1.x : $0.y - $1.y }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func centroidFollowsQuarterPointStepsAlongX(scale: Double) {
        let steps = Self.centroidSteps(alongX: true, scale: scale)
        for (index, step) in steps.enumerated() {
            // A quarter point is scale/4 device pixels; within 0.05 px, and always forward.
            #expect(step > 0, "x step \(index) at \(scale)x: \(step)")
            #expect(abs(step - scale / 4) <= 0.05, "x step \(index) at \(scale)x: \(step) px, expected \(scale / 4)")
        }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func centroidFollowsQuarterPointStepsAlongY(scale: Double) {
        let steps = Self.centroidSteps(alongX: false, scale: scale)
        for (index, step) in steps.enumerated() {
            #expect(step > 0, "y step \(index) at \(scale)x: \(step)")
            #expect(abs(step - scale / 4) <= 0.05, "y step \(index) at \(scale)x: \(step) px, expected \(scale / 4)")
        }
    }

    /// Moving the text changes where the ink is, not how much of it there is (no glyph is re-hinted or dropped).
    @Test func inkMassStaysTheSameWhileMoving() {
        let masses = Self.steps.map { Self.centroid(Self.render(x: 10 + $0, y: 10 + $0, scale: 1)).mass }
        let reference = masses[0]
        for mass in masses { #expect(abs(mass - reference) / reference < 0.01, "\(masses)") }
    }

    /// Deterministic at fractional positions: the same item drawn twice gives the same bytes.
    @Test(arguments: [1.0, 3.0])
    func fractionalOriginsGiveIdenticalBytesTwice(scale: Double) {
        for d in Self.steps {
            let first = Self.render(x: 10 + d, y: 10.4 + d, scale: scale)
            let second = Self.render(x: 10 + d, y: 10.4 + d, scale: scale)
            #expect(first.pixels == second.pixels, "origin +\(d) at \(scale)x")
        }
    }

    /// Whole-point origins give the same picture shifted by exactly `scale` pixels per point.
    @Test func wholePointShiftIsAnExactPixelShift() {
        let a = Self.render(x: 10, y: 10, scale: 2), b = Self.render(x: 11, y: 10, scale: 2)
        var same = true
        for y in 0..<a.height {
            for x in 0..<(a.width - 2) where a.pixels[y * a.bytesPerRow + x * 4 + 3] != b.pixels[y * b.bytesPerRow + (x + 2) * 4 + 3] {
                same = false
            }
        }
        #expect(same)
    }
}
