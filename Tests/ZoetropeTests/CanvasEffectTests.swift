import Foundation
import Testing
import ZoetropeDisplay
@testable import Zoetrope

/// Whether two numbers agree to `tolerance`.
private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) < tolerance }

/// Effects defined on the canvas (`CanvasPlacement`, `ViewKind.drawOnCanvas`) read where the walk draws the view,
/// not a sum of layout origins: the screen behind a sheet shrinks about the screen's top centre (the sheet is in a
/// window of its own), and a zoomed-in screen a finger drags follows the finger about where it took hold, whatever
/// `.offset`, `.scaleEffect` or `.rotationEffect` is around them. Every expected value is worked out by hand in the
/// comments.
@MainActor @Suite struct CanvasEffectTests {
    // MARK: The mapping itself

    @Test func aScaleAboutACanvasPointMapsIntoScaledAndMovedCoordinates() throws {
        // The node's coordinates are halved, then moved 40 right: N(x, y) = (40 + x/2, y/2). On the canvas: a scale
        // by 0.9 about (200, 0), then 30 down. Node (0, 0) is at canvas (40, 0) → (200 + (40 − 200)·0.9, 0·0.9 + 30)
        // = (56, 30); node (100, 200) is at (90, 100) → (200 − 110·0.9, 100·0.9 + 30) = (101, 120).
        let placement = CanvasPlacement(parent: .translation(x: 40, y: 0), layer: .scale(x: 0.5, y: 0.5))
        let effect = try #require(placement.scaling(0.9, about: CGPoint(x: 200, y: 0), thenMoving: CGSize(width: 0, height: 30)))
        let drawn = placement.toCanvas.concatenating(effect)
        for (point, expected) in [(CGPoint.zero, CGPoint(x: 56, y: 30)), (CGPoint(x: 100, y: 200), CGPoint(x: 101, y: 120))] {
            let p = drawn.apply(to: point)
            #expect(near(p.x, expected.x) && near(p.y, expected.y), "\(point) → \(p)")
        }
    }

    @Test func aScaleAboutACanvasPointMapsIntoRotatedCoordinates() throws {
        // A quarter turn clockwise on screen, then 100 right: N(x, y) = (100 − y, x). On the canvas: halved about
        // (100, 0), then 10 right. Node (0, 0) is at canvas (100, 0), the pivot, → (110, 0); node (20, 40) is at
        // (60, 20) → (100 + (60 − 100)/2 + 10, 20/2) = (90, 10).
        let placement = CanvasPlacement(parent: .translation(x: 100, y: 0), layer: .rotation(radians: .pi / 2))
        let effect = try #require(placement.scaling(0.5, about: CGPoint(x: 100, y: 0), thenMoving: CGSize(width: 10, height: 0)))
        let drawn = placement.toCanvas.concatenating(effect)
        for (point, expected) in [(CGPoint.zero, CGPoint(x: 110, y: 0)), (CGPoint(x: 20, y: 40), CGPoint(x: 90, y: 10))] {
            let p = drawn.apply(to: point)
            #expect(near(p.x, expected.x) && near(p.y, expected.y), "\(point) → \(p)")
        }
        // The canvas rectangle (0, 0, 100, 50) in the node's coordinates: its corner (100, 0) is node (0, 0), its
        // corner (0, 50) is node (50, 100): every point of the path maps back into the canvas rectangle.
        let clip = try #require(placement.roundedRect(CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 0))
        let box = placement.toCanvas.boundingBox(of: clip.boundingRect)
        #expect(near(box.minX, 0) && near(box.minY, 0) && near(box.width, 100) && near(box.height, 50), "\(box)")
    }

    @Test func aNodeScaledToNothingGetsNoCanvasEffect() {
        let placement = CanvasPlacement(parent: .identity, layer: .scale(x: 0, y: 0))
        #expect(placement.scaling(0.5, about: .zero, thenMoving: .zero) == nil)
        #expect(placement.roundedRect(CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2) == nil)
    }

    // MARK: The screen behind a sheet

    @Test func theScreenBehindALargeSheetShrinksAboutTheCanvasTopCentreWhateverEffectsAreInIt() throws {
        // SheetFixture's content moved 40 right and halved about its centre, on the 400 × 800 canvas with no safe
        // area. Expanded at 1.5, the presenter is at 0.915 by 3.9, about (200, 0) with
        // no drop (max(0 − 10, 0) = 0): its 400 × 800 frame is drawn from (200 − 200·0.915, 0) = (17, 0),
        // 366 × 732. The Show button, wherever the effects put it at rest (medium detent, 1.4), is drawn through
        // the same shrink: each edge x → 200 + (x − 200)·0.915, y → y·0.915.
        let t = timeline(canvas: navigationCanvas, duration: 4, script: { Tap("Show", at: 0.1); Tap("Expand", at: 1.5) }) {
            SheetFixture().offset(x: 40).scaleEffect(0.5)
        }
        #expect(t.errors.isEmpty)
        let s = 0.915
        let presenter = try #require(t.trace(at: 3.9).view("presenter"))
        #expect(near(presenter.bounds.minX, 17, 1e-6) && near(presenter.bounds.minY, 0, 1e-6), "\(presenter.bounds)")
        #expect(near(presenter.bounds.width, 366, 1e-6) && near(presenter.bounds.height, 732, 1e-6))
        let button = { (time: Double) in t.trace(at: time).views.first { $0.path.hasSuffix("/Button") }?.bounds }
        let rest = try #require(button(1.4))
        // At rest the effects alone place it: the button is the whole content, so the scale's anchor is its own
        // layout centre c; moved 40 right to c + 40, then halved about c: c + 20, half its size.
        let laidOut = try #require(t.inspect(at: 1.4).first { $0.path.hasSuffix("/Button") }?.frame)
        #expect(near(rest.midX, laidOut.midX + 20, 1e-6) && near(rest.midY, laidOut.midY, 1e-6), "\(rest) \(laidOut)")
        #expect(near(rest.width, laidOut.width / 2, 1e-6))
        let shrunk = try #require(button(3.9))
        #expect(near(shrunk.minX, 200 + (rest.minX - 200) * s, 1e-6) && near(shrunk.minY, rest.minY * s, 1e-6), "\(shrunk)")
        #expect(near(shrunk.width, rest.width * s, 1e-6) && near(shrunk.height, rest.height * s, 1e-6))
    }

    // MARK: A zoomed-in screen under a finger

    @Test func aDraggedZoomedScreenUnderAnOffsetShrinksAboutTheFingerOnTheCanvas() throws {
        // TouchPathTests' zoom dismissal with the whole stack moved 100 pt down: the finger takes hold at canvas
        // (5, 400) and moves 195 pt right over 0.3 s from 1.2; at 1.45 (q = 5/6) it has covered
        // 195 · (1.25 − 0.5 · 25/36) = 176.04 pt, and the screen has shrunk to s = 1 − 0.5 · 176.04/800 about the
        // finger's hold, on the canvas. The screen's frame at rest is (0, 100, 400, 800) on the canvas (the stack
        // fills the canvas, moved down 100), so it is drawn from x = 5 + 176.04 + (0 − 5)·s,
        // y = 400 + (100 − 400)·s, 400·s wide. Summing layout origins (the offset left out) took hold 100 pt lower,
        // at (5, 500): y = 500 − 400·s, 11 pt lower.
        let t = timeline(canvas: navigationCanvas, duration: 3, script: {
            Tap("tile", at: 0.1)
            Drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 200, y: 400), at: 1.2, duration: 0.3)
        }) { TouchPathTests.ZoomPushedDraggable().offset(y: 100) }
        #expect(t.errors.isEmpty)
        let screen = { (time: Double) in t.trace(at: time).views.first { $0.path.hasSuffix("NavigationStack/link0/screen") } }
        let rest = try #require(screen(1.15))
        #expect(near(rest.bounds.minX, 0, 0.01) && near(rest.bounds.minY, 100, 0.01), "\(rest.bounds)")
        #expect(near(rest.bounds.width, 400, 0.01) && near(rest.bounds.height, 800, 0.01), "\(rest.bounds)")
        let travel = 195 * (1.25 - 0.5 * 25.0 / 36)
        let s = 1 - 0.5 * travel / 800
        let dragged = try #require(screen(1.45)).bounds
        #expect(near(dragged.minX, 5 + travel - 5 * s, 1e-6), "\(dragged)")
        #expect(near(dragged.minY, 400 - 300 * s, 1e-6), "\(dragged)")
        #expect(near(dragged.width, 400 * s, 1e-6) && near(dragged.height, 800 * s, 1e-6))
    }
}

/// `Node.visitLayout`, the one sum of layout origins (what pixel rounding, re-placing a subtree and `scrollTo` read).
@MainActor @Suite struct LayoutOriginTests {
    /// root (10, 20) ⊃ a (5, 5) ⊃ b (1, 2), and root ⊃ c (−3, 0): frames in their parents.
    private func tree() -> Node {
        func node(_ name: String, _ x: CGFloat, _ y: CGFloat, _ children: [Node] = []) -> Node {
            let n = Node(path: name, kind: .zstack(alignment: .center), children: children, transaction: Transaction())
            n.frame = CGRect(x: x, y: y, width: 10, height: 10)
            return n
        }
        return node("root", 10, 20, [node("a", 5, 5, [node("b", 1, 2)]), node("c", -3, 0)])
    }

    @Test func originsAreTheLaidOutFramesSummedInTreeOrder() {
        // Parent origins: root (0, 0); a and c in root at (10, 20); b in a at (10 + 5, 20 + 5) = (15, 25). Own
        // origins: root (10, 20), a (15, 25), b (16, 27), c (7, 20).
        var seen: [String] = []
        tree().visitLayout(()) { node, parent, origin, _ in
            seen.append("\(node.path) \(parent.x),\(parent.y) \(origin.x),\(origin.y)")
            return ()
        }
        #expect(seen == ["root 0.0,0.0 10.0,20.0", "a 10.0,20.0 15.0,25.0", "b 15.0,25.0 16.0,27.0", "c 10.0,20.0 7.0,20.0"])
    }

    @Test func aBodyThatAnswersNilSkipsTheChildrenAndItsContextReachesThem() {
        // Skipping a's children leaves b out; the context each node sees is its parent's path.
        var seen: [String] = []
        tree().visitLayout("-") { node, _, _, parent in
            seen.append("\(parent)>\(node.path)")
            return node.path == "a" ? nil : node.path
        }
        #expect(seen == ["->root", "root>a", "root>c"])
    }

    @Test func roundingMovesFramesOntoThePixelGridAndKeepsThemRelative() {
        // At 2× the grid is 0.5 pt. A root at (0.3, 0.2) rounds to (0.5, 0); its child at (0.3, 0.3) in it is at
        // (0.6, 0.5) on the canvas, rounds to (0.5, 0.5): (0, 0.5) in the rounded root. Sizes 10 × 10 stay whole.
        let child = Node(path: "child", kind: .zstack(alignment: .center), transaction: Transaction())
        child.frame = CGRect(x: 0.3, y: 0.3, width: 10, height: 10)
        let root = Node(path: "root", kind: .zstack(alignment: .center), children: [child], transaction: Transaction())
        root.frame = CGRect(x: 0.3, y: 0.2, width: 10, height: 10)
        LayoutEngine(scale: 2, textMeasurer: ApproximateTextMeasurer()).roundToPixels(root)
        #expect(root.frame == CGRect(x: 0.5, y: 0, width: 10, height: 10))
        #expect(child.frame == CGRect(x: 0, y: 0.5, width: 10, height: 10))
    }
}
