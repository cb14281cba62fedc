import Foundation
import Testing
@testable import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay

/// Gradients, materials, shadows, blurs, clips and pictures in real pixels, each compared with a reference computed
/// here from the formula the feature promises (pixel centres at x + 0.5, y + 0.5; canvas 1x, white).
@MainActor @Suite struct StylePixelTests {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)

    // MARK: Gradients — stops interpolate in sRGB-encoded components (SwiftUI's default `.device` space).

    @Test func linearGradientFromLeadingToTrailing() {
        let image = stylePixels(width: 64, height: 8) {
            Rectangle().fill(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing))
        }
        // t = (x + 0.5) / 64 along the line; red → blue: (255(1 − t), 0, 255t). Cairo quantises to 8 bits: ±1.5.
        expectPixels(image, tolerance: 1.5, "linear") { x, _ in
            let t = (Double(x) + 0.5) / 64
            return StyleRGB(255 * (1 - t), 0, 255 * t)
        }
    }

    @Test func linearGradientStopsPadBeyondTheirLocations() {
        let image = stylePixels(width: 8, height: 64) {
            Rectangle().fill(.linearGradient(stops: [.init(color: .black, location: 0.25), .init(color: .white, location: 0.75)],
                                             startPoint: .top, endPoint: .bottom))
        }
        // t = (y + 0.5) / 64; black until 0.25, white after 0.75, linear between: v = 255 · clamp((t − 0.25) / 0.5).
        expectPixels(image, tolerance: 1.5, "stops") { _, y in
            let t = (Double(y) + 0.5) / 64
            let v = 255 * min(max((t - 0.25) / 0.5, 0), 1)
            return StyleRGB(v, v, v)
        }
    }

    @Test func radialGradientBetweenTwoRadii() {
        let image = stylePixels(width: 48, height: 48) {
            Rectangle().fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 4, endRadius: 20))
        }
        // d = distance from (24, 24); white inside 4 pt, black beyond 20, v = 255 (1 − (d − 4) / 16) between.
        expectPixels(image, tolerance: 2, "radial") { x, y in
            let d = hypot(Double(x) + 0.5 - 24, Double(y) + 0.5 - 24)
            let v = 255 * (1 - min(max((d - 4) / 16, 0), 1))
            return StyleRGB(v, v, v)
        }
    }

    @Test func ellipticalGradientReachesTheEdgesAtHalf() {
        let image = stylePixels(width: 64, height: 32) {
            Rectangle().fill(EllipticalGradient(colors: [.black, .white]))
        }
        // Defaults: centre, start 0, end 0.5 of the size: t = √((dx / 32)² + (dy / 16)²), v = 255 · min(t, 1).
        expectPixels(image, tolerance: 2, "elliptical") { x, y in
            let t = hypot((Double(x) + 0.5 - 32) / 32, (Double(y) + 0.5 - 16) / 16)
            let v = 255 * min(t, 1)
            return StyleRGB(v, v, v)
        }
    }

    @Test func angularGradientFullTurnClockwiseFromTrailing() {
        let image = stylePixels(width: 48, height: 48) {
            Rectangle().fill(AngularGradient(colors: [red, blue], center: .center, angle: .zero))
        }
        // θ = atan2(dy, dx) in y-down space (clockwise from +x), in [0, 2π); t = θ / 2π.
        expectPixels(image, tolerance: 1.5, "angular") { x, y in
            var theta = atan2(Double(y) + 0.5 - 24, Double(x) + 0.5 - 24)
            if theta < 0 { theta += 2 * .pi }
            let t = theta / (2 * .pi)
            return StyleRGB(255 * (1 - t), 0, 255 * t)
        }
    }

    @Test func angularGradientHalfTurnFillsTheGapWithTheEndColours() {
        let image = stylePixels(width: 48, height: 48) {
            Rectangle().fill(.angularGradient(colors: [red, blue], center: .center, startAngle: .zero, endAngle: .degrees(180)))
        }
        // SwiftUI's rule: 0…π runs red → blue; the missing half shows the location-1 colour (blue) for its first
        // half (π…1.5π) and the location-0 colour (red) for the second (1.5π…2π).
        expectPixels(image, tolerance: 1.5, "half turn") { x, y in
            var theta = atan2(Double(y) + 0.5 - 24, Double(x) + 0.5 - 24)
            if theta < 0 { theta += 2 * .pi }
            let t = theta <= .pi ? theta / .pi : (theta < 1.5 * .pi ? 1 : 0)
            return StyleRGB(255 * (1 - t), 0, 255 * t)
        }
    }

    // MARK: Materials — backdrop Gaussian (σ = 10/20/30 pt …), saturation × 1.8 with Rec. 709 luma, overlay.

    /// The material over a red (x < 32) | blue backdrop, per the stated maths: the backdrop's blue share after a
    /// Gaussian of σ across the edge at x = 32 (the backdrop extends beyond the canvas) is f = Φ((x + 0.5 − 32) / σ);
    /// saturating (255(1 − f), 0, 255f) about its luma L = 0.2126 r + 0.0722 b by 1.8, clamped to 0…255.
    func saturatedBackdrop(x: Int, sigma: Double) -> StyleRGB {
        let f = phi((Double(x) + 0.5 - 32) / sigma)
        let r = 255 * (1 - f), b = 255 * f
        let luma = 0.2126 * r + 0.0722 * b
        func s(_ c: Double) -> Double { min(max(luma + (c - luma) * 1.8, 0), 255) }
        return StyleRGB(s(r), s(0), s(b))
    }

    @MainActor func backdrop<V: View>(scheme: ColorScheme = .light, @ViewBuilder _ front: @escaping @MainActor () -> V) -> RasterImage {
        let (red, blue) = (self.red, self.blue)
        return stylePixels(width: 64, height: 32, scheme: scheme) {
            ZStack {
                HStack(spacing: 0) { red; blue }
                front()
            }
        }
    }

    @Test func regularMaterialBlursSaturatesAndWhitensTheBackdrop() {
        let image = backdrop { Color.clear.frame(width: 32, height: 16).background(.regularMaterial) }
        // Inside x 16..<48, y 8..<24: regular = σ 30 pt, then white at 0.80 over it: 0.8 · 255 + 0.2 · saturated.
        // Outside, the backdrop is untouched. ±3: the blur's kernel is within ~1 % of a Gaussian, and the blurred and
        // saturated backdrop is rounded to 8 bits before it is composited.
        expectPixels(image, tolerance: 3, "regular material") { x, y in
            guard (16..<48).contains(x), (8..<24).contains(y) else { return x < 32 ? StyleRGB(255, 0, 0) : StyleRGB(0, 0, 255) }
            return StyleRGB.white.over(saturatedBackdrop(x: x, sigma: 30), alpha: 0.8)
        }
    }

    @Test func darkThinMaterialUsesTheDarkOverlay() {
        let image = backdrop(scheme: .dark) { Color.clear.frame(width: 32, height: 16).background(.thinMaterial) }
        // thin = σ 20 pt; dark overlay (28, 28, 30) at 0.70.
        expectPixels(image, tolerance: 3, "dark thin material") { x, y in
            guard (16..<48).contains(x), (8..<24).contains(y) else { return nil }
            return StyleRGB(28, 28, 30).over(saturatedBackdrop(x: x, sigma: 20), alpha: 0.7)
        }
    }

    @Test func ultraThinMaterialInACapsule() {
        let image = backdrop { Color.clear.frame(width: 40, height: 16).background(.ultraThinMaterial, in: Capsule()) }
        // The capsule spans x 12..52, y 8..24 (radius 8, centres (20, 16) and (44, 16)); c = its 8×8-sampled coverage.
        // The treated backdrop S is filled with coverage c, then white at 0.7 · c: B(1 − c) + cS, then over that.
        func inside(_ px: Double, _ py: Double) -> Bool {
            let cx = min(max(px, 20), 44)
            return hypot(px - cx, py - 16) <= 8
        }
        var partial = 0
        expectPixels(image, tolerance: 3, "capsule interior and outside") { x, y in
            let c = coverage(x: x, y: y, grow: 0.5, inside: inside)
            let b = x < 32 ? StyleRGB(255, 0, 0) : StyleRGB(0, 0, 255)
            guard c == 0 || c == 1 else { partial += 1; return nil }
            return c == 0 ? b : StyleRGB.white.over(saturatedBackdrop(x: x, sigma: 10), alpha: 0.7)
        }
        #expect(partial > 20)
        // Edge pixels: Cairo's coverage differs from the 64-sample estimate by a few percent.
        expectPixels(image, tolerance: 24, "capsule edge") { x, y in
            let c = coverage(x: x, y: y, inside: inside)
            let b = x < 32 ? StyleRGB(255, 0, 0) : StyleRGB(0, 0, 255)
            return StyleRGB.white.over(saturatedBackdrop(x: x, sigma: 10).over(b, alpha: c), alpha: 0.7 * c)
        }
    }

    // MARK: Shadow and blur — radius is the Gaussian's σ in points.

    @Test func shadowIsTheContentsAlphaBlurredAndOffsetBelowIt() {
        let green = Color(red: 0, green: 0.5, blue: 0)
        let image = stylePixels(width: 64, height: 64) {
            Rectangle().fill(green).frame(width: 16, height: 16).shadow(color: .black, radius: 4, x: 8, y: 8)
        }
        // Content x, y 24..<40; its shadow square is 32..<48 in both axes. The shadow's alpha at a pixel centre is the
        // separable Gaussian mass of that square: A = m(32, 48, x) · m(32, 48, y), σ = 4; black over white: 255(1 − A).
        expectPixels(image, tolerance: 4, "shadow") { x, y in
            if (24..<40).contains(x), (24..<40).contains(y) { return StyleRGB(0, 128, 0) }
            let a = gaussianMass(32, 48, at: Double(x) + 0.5, sigma: 4) * gaussianMass(32, 48, at: Double(y) + 0.5, sigma: 4)
            return StyleRGB(0, 0, 0).over(.white, alpha: a)
        }
    }

    @Test func defaultShadowColourIsBlackAtAThird() {
        let image = stylePixels(width: 64, height: 64) {
            Rectangle().fill(.black).frame(width: 16, height: 16).shadow(radius: 4, x: 8, y: 8)
        }
        // SwiftUI's default colour is Color(.sRGBLinear, white: 0, opacity: 0.33): black at 0.33 · A.
        expectPixels(image, tolerance: 4, "default shadow") { x, y in
            if (24..<40).contains(x), (24..<40).contains(y) { return StyleRGB(0, 0, 0) }
            let a = gaussianMass(32, 48, at: Double(x) + 0.5, sigma: 4) * gaussianMass(32, 48, at: Double(y) + 0.5, sigma: 4)
            return StyleRGB(0, 0, 0).over(.white, alpha: 0.33 * a)
        }
    }

    @Test func blurSpreadsTheContentAsAGaussian() {
        let image = stylePixels(width: 48, height: 48) {
            Rectangle().fill(.black).frame(width: 16, height: 16).blur(radius: 3)
        }
        // The black square 16..<32 blurred with σ = 3: alpha A = m(16, 32, x) · m(16, 32, y), black over white.
        expectPixels(image, tolerance: 4, "blur") { x, y in
            let a = gaussianMass(16, 32, at: Double(x) + 0.5, sigma: 3) * gaussianMass(16, 32, at: Double(y) + 0.5, sigma: 3)
            return StyleRGB(0, 0, 0).over(.white, alpha: a)
        }
    }

    // MARK: Clipping

    @Test func clipShapeCutsTheViewToACircle() {
        let image = stylePixels(width: 48, height: 48) { red.frame(width: 40, height: 40).clipShape(Circle()) }
        // The circle inscribed in the 40 pt frame at (4, 4): centre (24, 24), radius 20. Red over white by coverage.
        let inside = { (x: Double, y: Double) in hypot(x - 24, y - 24) <= 20 }
        expectPixels(image, tolerance: 1, "clip interior") { x, y in
            let c = coverage(x: x, y: y, grow: 0.5, inside: inside)
            return c == 0 || c == 1 ? StyleRGB(255, 0, 0).over(.white, alpha: c) : nil
        }
        expectPixels(image, tolerance: 24, "clip edge") { x, y in
            StyleRGB(255, 0, 0).over(.white, alpha: coverage(x: x, y: y, inside: inside))
        }
    }

    @Test func clippedKeepsOnlyTheFrame() {
        let image = stylePixels(width: 48, height: 48) {
            red.frame(width: 40, height: 40).frame(width: 20, height: 20).clipped()
        }
        // The 20 pt frame sits at 14..<34; the 40 pt colour beyond it is cut off exactly (pixel-aligned).
        expectPixels(image, tolerance: 0, "clipped") { x, y in
            (14..<34).contains(x) && (14..<34).contains(y) ? StyleRGB(255, 0, 0) : .white
        }
    }

    @Test func cornerRadiusClipsToAContinuousRoundedRectangle() {
        let viaCornerRadius = stylePixels(width: 48, height: 48) { red.frame(width: 40, height: 40).cornerRadius(12) }
        let viaShape = stylePixels(width: 48, height: 48) {
            red.frame(width: 40, height: 40).clipShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
        }
        // cornerRadius clips to RoundedRectangle(cornerRadius:) with that shape's default (.continuous) corners.
        #expect(viaCornerRadius.pixels == viaShape.pixels)
        // The corner pixel of the frame is cut away; the middle of each edge is kept.
        expectPixels(viaCornerRadius, tolerance: 0, "corners") { x, y in
            switch (x, y) {
            case (4, 4), (43, 4), (4, 43), (43, 43): return .white
            case (24, 4), (4, 24), (43, 24), (24, 43), (24, 24): return StyleRGB(255, 0, 0)
            default: return nil
            }
        }
    }

    // MARK: Pictures

    /// A 2 × 2 PNG: red, green / blue, white, written with libpng through the encoder.
    func writeQuadrantPNG(named name: String) throws -> String {
        let bgra: [UInt8] = [0, 0, 255, 255, 0, 255, 0, 255,
                             255, 0, 0, 255, 255, 255, 255, 255]
        let bytes = try PNGEncoder().encode(RasterImage(width: 2, height: 2, bytesPerRow: 8, pixels: bgra))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-style-\(ProcessInfo.processInfo.processIdentifier)-\(name)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func resizableImageStretchesItsPixels() throws {
        let path = try writeQuadrantPNG(named: "stretch.png")
        let image = stylePixels(width: 32, height: 32) {
            Image(path).resizable().interpolation(.none).frame(width: 32, height: 32)
        }
        // Nearest-neighbour scaling by 16: each source pixel becomes a 16 × 16 quadrant.
        expectPixels(image, tolerance: 0, "quadrants") { x, y in
            switch (x < 16, y < 16) {
            case (true, true): return StyleRGB(255, 0, 0)
            case (false, true): return StyleRGB(0, 255, 0)
            case (true, false): return StyleRGB(0, 0, 255)
            case (false, false): return .white
            }
        }
    }

    @Test func imageDrawsAtItsPixelSize() throws {
        let path = try writeQuadrantPNG(named: "natural.png")
        let image = stylePixels(width: 24, height: 24) { Image(path) }
        // 2 × 2 px at scale 1 is 2 × 2 pt, centred on the 24 pt canvas: pixels 11 and 12.
        expectPixels(image, tolerance: 0, "natural size") { x, y in
            switch (x, y) {
            case (11, 11): return StyleRGB(255, 0, 0)
            case (12, 11): return StyleRGB(0, 255, 0)
            case (11, 12): return StyleRGB(0, 0, 255)
            default: return .white
            }
        }
    }

    @Test func missingImageDrawsAGreyPlaceholder() {
        let image = stylePixels(width: 48, height: 48) { Image("/nonexistent/zoetrope-missing-picture") }
        // A 32 × 32 pt systemGray (142, 142, 147) box centred: 8..<40.
        expectPixels(image, tolerance: 0, "placeholder") { x, y in
            (8..<40).contains(x) && (8..<40).contains(y) ? StyleRGB(142, 142, 147) : .white
        }
    }
}
