import Foundation
import Testing
import ZoetropeDisplay
@testable import ZoetropeCairo

/// The blur kernel, angular sweep rules, and layer effects inside nested and clipped groups.
@Suite struct CairoEffectsTests {
    static let black = DisplayColor(red: 0, green: 0, blue: 0)

    func square(_ rect: CGRect, _ color: DisplayColor = black) -> DisplayItem {
        .shape(ShapeItem(path: .rect(rect), paint: .color(color)))
    }

    func draw(_ items: [DisplayItem], scale: Double = 1) -> RasterImage {
        CairoRasterizer().draw(DisplayList(size: CGSize(width: 48, height: 48), scale: scale, background: .white, items: items))
    }

    @Test(arguments: [0.7, 1.0, 2.5, 4.0, 10.0, 30.0, 50.0])
    func threeExtendedBoxesHaveTheGaussiansVariance(sigma: Double) {
        let blur = GaussianBlur(sigma: sigma)
        // A pass weighs 1 on |k| ≤ r and α on |k| = r + 1: variance Σ k² w / Σ w. Three passes add their variances.
        let variance = blur.passes.reduce(0.0) { total, pass in
            let r = pass.radius, a = Double(pass.endWeight) / 256
            let moment = Double(r * (r + 1) * (2 * r + 1)) / 3 + 2 * a * Double((r + 1) * (r + 1))
            return total + moment / (Double(2 * r + 1) + 2 * a)
        }
        // α is kept to 1/256, so the match is to about half a percent.
        #expect(abs(variance - sigma * sigma) / (sigma * sigma) < 0.01, "σ \(sigma): variance \(variance)")
    }

    @Test func blurKeepsAFlatImageAndConservesAnImpulse() {
        let blur = GaussianBlur(sigma: 3)
        var flat = [UInt8](repeating: 77, count: 20 * 20)
        blur.apply(to: &flat, width: 20, height: 20, stride: 20, channels: 1, edges: .extend)
        #expect(flat.allSatisfy { $0 == 77 })
        // A 4 × 4 block of 255 (mass 4080) spreads but keeps its mass, up to per-pixel rounding.
        var block = [UInt8](repeating: 0, count: 40 * 40)
        for y in 18..<22 { for x in 18..<22 { block[y * 40 + x] = 255 } }
        blur.apply(to: &block, width: 40, height: 40, stride: 40, channels: 1, edges: .transparent)
        let mass = block.reduce(0) { $0 + Int($1) }
        #expect(abs(mass - 4080) < 4080 / 20)
        #expect(block[20 * 40 + 20] < 255 && block[20 * 40 + 27] > 0)
        #expect(GaussianBlur(sigma: 0).passes.isEmpty && GaussianBlur(sigma: .nan).passes.isEmpty)
    }

    @Test func angularSweepRules() {
        // Equal angles: one full turn. A quarter turn east of the start is location 0.25.
        #expect(AngularSweep(startAngle: 0, endAngle: 0).location(ofAngle: .pi / 2) == 0.25)
        // More than a turn: only the last turn, ending at endAngle: 0…3π draws π…3π, so angle π is location 0.
        #expect(AngularSweep(startAngle: 0, endAngle: 3 * .pi).location(ofAngle: .pi) == 0)
        // Negative sweep runs anticlockwise: 0 → −π/2 puts −π/4 halfway.
        #expect(abs(AngularSweep(startAngle: 0, endAngle: -.pi / 2).location(ofAngle: -.pi / 4) - 0.5) < 1e-12)
        // The gap of a half turn: first half shows location 1, second half location 0.
        let half = AngularSweep(startAngle: 0, endAngle: .pi)
        #expect(half.location(ofAngle: 1.2 * .pi) == 1 && half.location(ofAngle: 1.8 * .pi) == 0)
    }

    @Test func shadowInsideFadedAndClippedGroupsLandsWhereItDoesAlone() {
        let shadowed = DisplayItem.group(GroupItem(children: [square(CGRect(x: 12, y: 12, width: 12, height: 12))],
                                                   shadow: LayerShadow(color: Self.black, radius: 3, x: 6, y: 6)))
        let alone = draw([shadowed])
        // Pushed groups have their own device offsets: a clip from (8, 8) and a fading group must not move the shadow.
        let nested = draw([.group(GroupItem(clip: .rect(CGRect(x: 8, y: 8, width: 40, height: 40)),
                                            children: [.group(GroupItem(opacity: 0.999, children: [shadowed]))]))])
        var differing = 0
        for y in 8..<48 {
            for x in 8..<48 {
                let a = alone.rgba(x: x, y: y), b = nested.rgba(x: x, y: y)
                if abs(a.r - b.r) > 1 || abs(a.g - b.g) > 1 { differing += 1 }
            }
        }
        #expect(differing == 0)
        // The shadow is there: below-right of the square, darker than the background.
        #expect(alone.rgba(x: 27, y: 27).r < 200)
    }

    @Test func effectsAreDeterministicAcrossThreads() async {
        let gradient = Paint.angularGradient(stops: [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)],
                                             center: CGPoint(x: 24, y: 24), startAngle: 0, endAngle: 0)
        let material = Paint.material(MaterialPaint(blurRadius: 6, saturation: 1.8, overlay: DisplayColor(red: 1, green: 1, blue: 1, alpha: 0.5)))
        let items: [DisplayItem] = [
            .shape(ShapeItem(path: .ellipse(in: CGRect(x: 4, y: 4, width: 40, height: 40)), paint: gradient)),
            .group(GroupItem(children: [.shape(ShapeItem(path: .rect(CGRect(x: 10, y: 10, width: 20, height: 20)), paint: material))],
                             blur: LayerBlur(radius: 2), shadow: LayerShadow(color: Self.black, radius: 2, x: 1, y: 1))),
        ]
        let list = DisplayList(size: CGSize(width: 48, height: 48), scale: 2, background: .white, items: items)
        let reference = CairoRasterizer().draw(list)
        let others = await withTaskGroup(of: RasterImage.self) { group in
            for _ in 0..<4 { group.addTask { CairoRasterizer().draw(list) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(others.allSatisfy { $0 == reference })
    }

    @Test func unreadableImageDrawsThePlaceholder() {
        let image = draw([.image(ImageItem(path: "/nonexistent/zoetrope.png", rect: CGRect(x: 8, y: 8, width: 16, height: 16)))])
        // systemGray (142, 142, 147) over the item's rectangle; background elsewhere.
        let p = image.rgba(x: 16, y: 16), q = image.rgba(x: 30, y: 30)
        #expect([p.r, p.g, p.b] == [Int](arrayLiteral: 142, 142, 147))
        #expect([q.r, q.g, q.b] == [Int](arrayLiteral: 255, 255, 255))
    }
}
