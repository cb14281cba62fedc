import Foundation
import Testing
import ZoetropeDisplay
@testable import ZoetropeCairo

/// Pixel checks at positions far from anti-aliased edges, against colours computed by hand.
@Suite struct CairoRasterizerTests {
    static let red = DisplayColor(red: 1, green: 0, blue: 0)
    static let blue = DisplayColor(red: 0, green: 0, blue: 1)

    func fill(_ rect: CGRect, _ color: DisplayColor = red) -> DisplayItem {
        .shape(ShapeItem(path: .rect(rect), paint: .color(color)))
    }

    func list(_ items: [DisplayItem], scale: Double = 1, background: DisplayColor? = .white) -> DisplayList {
        DisplayList(size: CGSize(width: 40, height: 30), scale: scale, background: background, items: items)
    }

    func rgba(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.rgba(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func fillsInsideAndLeavesBackgroundOutside(scale: Double) {
        let image = CairoRasterizer().draw(list([fill(CGRect(x: 10, y: 5, width: 20, height: 10))], scale: scale))
        #expect(image.width == Int(40 * scale) && image.height == Int(30 * scale))
        #expect(image.bytesPerRow == image.width * 4)
        func px(_ x: Double, _ y: Double) -> [Int] { rgba(image, Int(x * scale), Int(y * scale)) }
        #expect(px(10.4, 5.4) == [255, 0, 0, 255])    // first pixel inside the top-left corner
        #expect(px(29.7, 14.7) == [255, 0, 0, 255])   // last pixel inside the bottom-right corner
        #expect(px(9.7, 10) == [255, 255, 255, 255])  // left of the rect
        #expect(px(20, 15.4) == [255, 255, 255, 255]) // below it
        #expect(image.isOpaque)
    }

    @Test func bytesArePremultipliedBGRA() {
        let image = CairoRasterizer().draw(list([], background: DisplayColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
        // red at alpha 0.5: Cairo stores B, G, R, A with R premultiplied, so R == A ≈ 128.
        let b = image.pixels[0], g = image.pixels[1], r = image.pixels[2], a = image.pixels[3]
        #expect(b == 0 && g == 0)
        #expect(abs(Int(a) - 128) <= 1 && r == a)
    }

    @Test func groupOpacityHalfBlendsOverTheBackground() {
        // red at 50 % over white: (255, 255·0.5, 255·0.5) = (255, 127.5, 127.5).
        let group = DisplayItem.group(GroupItem(opacity: 0.5, children: [
            fill(CGRect(x: 0, y: 0, width: 20, height: 30)),
            fill(CGRect(x: 10, y: 0, width: 20, height: 30)), // the overlap is not darker: one layer
        ]))
        let image = CairoRasterizer().draw(list([group]))
        for x in [5, 15, 25] {
            let p = rgba(image, x, 15)
            #expect(p[0] == 255 && abs(p[1] - 127) <= 1 && abs(p[2] - 127) <= 1 && p[3] == 255, "x=\(x): \(p)")
        }
        #expect(rgba(image, 35, 15) == [255, 255, 255, 255])
    }

    @Test func groupOpacityZeroDrawsNothing() {
        let hidden = GroupItem(opacity: 0, children: [fill(CGRect(x: 0, y: 0, width: 40, height: 30))])
        let image = CairoRasterizer().draw(list([.group(hidden)]))
        #expect(rgba(image, 20, 15) == [255, 255, 255, 255])
    }

    @Test func groupTransformAndClipApplyInChildCoordinates() {
        // translate by (10, 10); clip to the child-space rect (0, 0, 5, 20); the child fills (0, 0, 20, 20).
        let group = DisplayItem.group(GroupItem(transform: .translation(x: 10, y: 10),
                                                clip: .rect(CGRect(x: 0, y: 0, width: 5, height: 20)),
                                                children: [fill(CGRect(x: 0, y: 0, width: 20, height: 20))]))
        let image = CairoRasterizer().draw(list([group], scale: 2))
        #expect(rgba(image, 2 * 12, 2 * 15) == [255, 0, 0, 255])     // inside the clip and the child
        #expect(rgba(image, 2 * 20, 2 * 15) == [255, 255, 255, 255]) // inside the child, clipped away
        #expect(rgba(image, 2 * 5, 2 * 5) == [255, 255, 255, 255])   // outside the translated child
    }

    @Test func singularTransformSkipsOnlyThatGroup() {
        let collapsed = GroupItem(transform: .scale(x: 0, y: 1), children: [fill(CGRect(x: 0, y: 0, width: 40, height: 30))])
        let image = CairoRasterizer().draw(list([.group(collapsed), fill(CGRect(x: 0, y: 0, width: 10, height: 10), Self.blue)]))
        #expect(rgba(image, 5, 5) == [0, 0, 255, 255])
        #expect(rgba(image, 20, 20) == [255, 255, 255, 255])
    }

    @Test func strokeFollowsTheOutlineOnly() {
        // a 4 pt outline centred on the rect (10, 10, 20, 10) covers x 8...12 along the left edge.
        let shape = ShapeItem(path: .rect(CGRect(x: 10, y: 10, width: 20, height: 10)), paint: .color(Self.blue),
                              stroke: StrokeData(lineWidth: 4))
        let image = CairoRasterizer().draw(list([.shape(shape)]))
        #expect(rgba(image, 9, 15) == [0, 0, 255, 255])
        #expect(rgba(image, 20, 15) == [255, 255, 255, 255])
        #expect(rgba(image, 6, 15) == [255, 255, 255, 255])
    }

    @Test func dashesAndCapsFollowTheStrokeData() {
        var line = DisplayPath()
        line.move(to: CGPoint(x: 0, y: 15))
        line.addLine(to: CGPoint(x: 40, y: 15))
        let dashed = ShapeItem(path: line, paint: .color(Self.blue), stroke: StrokeData(lineWidth: 4, dash: [10, 10]))
        let image = CairoRasterizer().draw(list([.shape(dashed)]))
        #expect(rgba(image, 5, 15) == [0, 0, 255, 255])      // first dash: 0...10
        #expect(rgba(image, 15, 15) == [255, 255, 255, 255]) // gap: 10...20
        #expect(rgba(image, 25, 15) == [0, 0, 255, 255])     // second dash
        var segment = DisplayPath()
        segment.move(to: CGPoint(x: 10, y: 15))
        segment.addLine(to: CGPoint(x: 30, y: 15))
        let square = ShapeItem(path: segment, paint: .color(Self.blue), stroke: StrokeData(lineWidth: 6, lineCap: .square))
        let butt = ShapeItem(path: segment, paint: .color(Self.blue), stroke: StrokeData(lineWidth: 6))
        #expect(rgba(CairoRasterizer().draw(list([.shape(square)])), 8, 15) == [0, 0, 255, 255]) // cap reaches x = 7
        #expect(rgba(CairoRasterizer().draw(list([.shape(butt)])), 8, 15) == [255, 255, 255, 255])
    }

    @Test func evenOddLeavesAHole() {
        var path = DisplayPath.rect(CGRect(x: 0, y: 0, width: 40, height: 30))
        path.elements += DisplayPath.rect(CGRect(x: 10, y: 10, width: 20, height: 10)).elements
        let evenOdd = CairoRasterizer().draw(list([.shape(ShapeItem(path: path, paint: .color(Self.red), fillRule: .evenOdd))]))
        #expect(rgba(evenOdd, 20, 15) == [255, 255, 255, 255])
        #expect(rgba(evenOdd, 5, 5) == [255, 0, 0, 255])
        let nonZero = CairoRasterizer().draw(list([.shape(ShapeItem(path: path, paint: .color(Self.red)))]))
        #expect(rgba(nonZero, 20, 15) == [255, 0, 0, 255])
    }

    @Test func noBackgroundLeavesTransparentPixels() {
        let image = CairoRasterizer().draw(list([fill(CGRect(x: 0, y: 0, width: 10, height: 10))], background: nil))
        #expect(rgba(image, 20, 20) == [0, 0, 0, 0])
        #expect(rgba(image, 5, 5) == [255, 0, 0, 255])
        #expect(!image.isOpaque)
    }

    @Test func curvesAndQuadCurvesFill() {
        // a circle of radius 10 at (20, 15); a quadratic arch from (0, 30) to (10, 30) peaking at y = 25.
        let circle = ShapeItem(path: .ellipse(in: CGRect(x: 10, y: 5, width: 20, height: 20)), paint: .color(Self.blue))
        var arch = DisplayPath()
        arch.move(to: CGPoint(x: 0, y: 30))
        arch.addQuadCurve(to: CGPoint(x: 10, y: 30), control: CGPoint(x: 5, y: 20))
        arch.closeSubpath()
        let image = CairoRasterizer().draw(list([.shape(circle), .shape(ShapeItem(path: arch, paint: .color(Self.red)))]))
        #expect(rgba(image, 20, 15) == [0, 0, 255, 255])
        #expect(rgba(image, 11, 6) == [255, 255, 255, 255]) // inside the circle's bounds, outside the circle
        #expect(rgba(image, 5, 28) == [255, 0, 0, 255])      // under the arch's apex
        #expect(rgba(image, 5, 23) == [255, 255, 255, 255])  // above it
    }

    @Test func drawingIsDeterministic() {
        let card = ShapeItem(path: .roundedRect(CGRect(x: 5, y: 5, width: 25, height: 15), cornerRadius: 6), paint: .color(Self.red))
        let items: [DisplayItem] = [.group(GroupItem(transform: .rotation(radians: 0.3), opacity: 0.7, children: [.shape(card)]))]
        #expect(CairoRasterizer().draw(list(items, scale: 3)) == CairoRasterizer().draw(list(items, scale: 3)))
    }

    @Test func emptyOrOversizedListsGiveNoPixels() {
        #expect(CairoRasterizer().draw(DisplayList(size: .zero, scale: 1, background: .white)).pixels.isEmpty)
        let huge = DisplayList(size: CGSize(width: 40000, height: 1), scale: 1, background: .white)
        #expect(CairoRasterizer().draw(huge).pixels.isEmpty)
    }
}
