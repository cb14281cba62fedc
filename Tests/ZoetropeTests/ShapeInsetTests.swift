import Foundation
import Testing
import ZoetropeDisplay
@testable import Zoetrope

/// Inset, stroke and trim modifiers, with the expected geometry worked out by hand.
@MainActor @Suite struct ShapeInsetTests {
    let frame = CGRect(x: 0, y: 0, width: 40, height: 30)

    @Test func insetShapesShrinkTheirFrame() {
        #expect(Rectangle().inset(by: 5).path(in: frame).boundingRect == CGRect(x: 5, y: 5, width: 30, height: 20))
        // Circle: the inset frame 36 × 26 holds a circle of radius 13 centred at (20, 15).
        let circle = Circle().inset(by: 2).path(in: frame).boundingRect
        #expect(abs(circle.minX - 7) < 1e-9 && abs(circle.minY - 2) < 1e-9 && abs(circle.width - 26) < 1e-9)
        #expect(Ellipse().inset(by: 3).path(in: frame).boundingRect == CGRect(x: 3, y: 3, width: 34, height: 24))
        #expect(Capsule().inset(by: 1).path(in: frame).boundingRect == CGRect(x: 1, y: 1, width: 38, height: 28))
        // Insets add up.
        #expect(Rectangle().inset(by: 2).inset(by: 3).path(in: frame) == Rectangle().inset(by: 5).path(in: frame))
    }

    @Test func roundedInsetKeepsTheOutlineParallel() {
        // Radius 10 inset by 4: frame 4…36 × 4…26 and radius 6, so the path starts at (4 + 6, 4).
        let inset = RoundedRectangle(cornerRadius: 10, style: .circular).inset(by: 4).path(in: frame)
        var first: Path.Element?
        inset.forEach { if first == nil { first = $0 } }
        #expect(first == .move(to: CGPoint(x: 10, y: 4)))
        #expect(inset == Path(roundedRect: CGRect(x: 4, y: 4, width: 32, height: 22), cornerRadius: 6, style: .circular))
        let uneven = UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 3, style: .circular).inset(by: 4)
        #expect(uneven.path(in: frame) == UnevenRoundedRectangle(topLeadingRadius: 6, style: .circular)
            .path(in: CGRect(x: 4, y: 4, width: 32, height: 22)))
    }

    @Test func insetPastTheMiddleIsEmpty() {
        // 30 pt tall: an inset of 16 leaves −2 pt.
        #expect(Rectangle().inset(by: 16).path(in: frame).isEmpty)
        #expect(Circle().inset(by: .nan).path(in: frame).isEmpty)
        #expect(RoundedRectangle(cornerRadius: 4).inset(by: 20).path(in: frame).isEmpty)
    }

    @Test func insetShapesAnimateTheirAmount() {
        var inset = Circle().inset(by: 2)
        #expect(inset.animatableData == 2)
        inset.animatableData = 5
        #expect(inset.amount == 5)
        var rounded = RoundedRectangle(cornerRadius: 8).inset(by: 1)
        #expect(rounded.animatableData == AnimatablePair(AnimatablePair(8, 8), 1))
        rounded.animatableData = AnimatablePair(AnimatablePair(4, 4), 3)
        #expect(rounded.amount == 3 && rounded.base.cornerSize == CGSize(width: 4, height: 4))
        var trim = Circle().trim(from: 0.25, to: 0.5)
        #expect(trim.animatableData.second == AnimatablePair(0.25, 0.5))
        trim.animatableData.second = AnimatablePair(0, 1)
        #expect(trim.startFraction == 0 && trim.endFraction == 1)
    }

    /// The single shape item of a scene's first frame.
    func shapeItem<V: View>(_ content: @escaping @MainActor () -> V) -> ShapeItem? {
        firstShape(in: timeline(canvas: SceneCanvas(width: 40, height: 30, scale: 1), content).displayList(at: 0))
    }

    @Test func strokeBorderInsetsByHalfTheLineWidth() throws {
        // A 40 × 30 rectangle bordered 4 pt wide: the centre line is the frame inset by 2.
        let item = try #require(shapeItem { Rectangle().strokeBorder(Color.red, lineWidth: 4) })
        #expect(item.stroke?.lineWidth == 4)
        #expect(item.path.boundingRect == CGRect(x: 2, y: 2, width: 36, height: 26))
        let styled = try #require(shapeItem { Rectangle().strokeBorder(style: StrokeStyle(lineWidth: 6, dash: [2, 1])) })
        #expect(styled.stroke?.dash == [2, 1])
        #expect(styled.path.boundingRect == CGRect(x: 3, y: 3, width: 34, height: 24))
    }

    @Test func strokeVariantsStrokeTheOutline() throws {
        let plain = try #require(shapeItem { Rectangle().stroke(lineWidth: 3) })
        #expect(plain.stroke?.lineWidth == 3)
        #expect(plain.path.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 30))
        // A stroked shape filled with a colour is a stroke in that colour (red = (1, 0.231, 0.188) in light mode).
        let filled = try #require(shapeItem { Rectangle().stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round)).fill(Color.red) })
        #expect(filled.stroke?.lineCap == .round)
        guard case let .color(color) = filled.paint else { return }
        #expect(color.red > 0.9 && color.green < 0.3)
        let styled = try #require(shapeItem { Circle().stroke(Color.blue, style: StrokeStyle(lineWidth: 5, lineJoin: .round)) })
        #expect(styled.stroke?.lineWidth == 5 && styled.stroke?.lineJoin == .round)
    }

    @Test func trimmedShapeDrawsPartOfTheOutline() throws {
        // Half the 40 × 30 rectangle's 140 pt outline from its top-left corner: 40 across, 30 down.
        let item = try #require(shapeItem { Rectangle().trim(from: 0, to: 0.5).stroke(Color.black, lineWidth: 1) })
        #expect(item.path.elements == [.move(to: .zero), .line(to: CGPoint(x: 40, y: 0)), .line(to: CGPoint(x: 40, y: 30))])
    }

    @Test func swiftUICallSitesCompileAndDraw() throws {
        // Default line widths are 1 pt, as in SwiftUI.
        #expect(try #require(shapeItem { Circle().stroke(.red) }).stroke?.lineWidth == 1)
        #expect(try #require(shapeItem { Capsule().strokeBorder(.blue) }).stroke?.lineWidth == 1)
        #expect(try #require(shapeItem { Ellipse().stroke() }).stroke?.lineWidth == 1)
        #expect(try #require(shapeItem { Circle().strokeBorder() }).stroke?.lineWidth == 1)
        // A shorthand shape as a background: filled, not stroked.
        let background = try #require(shapeItem { Color.clear.background(.red, in: .rect(cornerRadius: 8)) })
        #expect(background.stroke == nil)
    }

    @Test func unreadableSVGPathIsAWarningAndTheRestRenders() {
        let t = timeline(canvas: SceneCanvas(width: 40, height: 30, scale: 1)) {
            VStack {
                Path(svgPath: "M 0 0 L 10")
                Rectangle().fill(Color.red)
            }
        }
        #expect(t.issues.map(\.severity) == [.warning])
        let issue = t.issues.first
        #expect(issue?.path.hasSuffix("Path") == true)
        // "M 0 0 L 10": the y of the lineto is missing at the end, offset 10.
        #expect(issue?.message.contains("offset 10") == true)
        #expect(!t.displayList(at: 0).items.isEmpty)
    }

    @Test func badStrokeWidthIsAWarning() {
        let t = timeline(canvas: SceneCanvas(width: 40, height: 30, scale: 1)) {
            Circle().stroke(Color.red, lineWidth: -2)
        }
        #expect(t.issues.map(\.severity) == [.warning])
        #expect(t.issues.first?.message.contains("line width") == true)
        let good = timeline(canvas: SceneCanvas(width: 40, height: 30, scale: 1)) { Path(svgPath: "M0 0 L 10 10").stroke(lineWidth: 2) }
        #expect(good.issues.isEmpty)
    }
}
