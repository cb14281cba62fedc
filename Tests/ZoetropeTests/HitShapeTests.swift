import Foundation
import Testing
@testable import Zoetrope

/// One tappable view in the middle of the 200 × 100 pt test canvas (centre (100, 50)) that counts its taps.
private struct Tappable<Target: View>: View {
    let target: Target
    @State private var taps = 0

    var body: some View {
        ZStack { target.onTapGesture { taps += 1 } }
            .overlay(alignment: .topLeading) { Text("taps \(taps)").allowsHitTesting(false) }
    }
}

/// Issue 25: a touch lands on a view's own shape, in its own coordinates — through rotations, on a shape's outline,
/// on a stroke's band — not anywhere in the canvas box around it.
@MainActor @Suite struct HitShapeTests {
    func taps(at point: CGPoint, _ target: some View) -> String? {
        let t = timeline(script: { Tap(point, at: 0.2) }) { Tappable(target: target) }
        return t.inspect(at: 0.3).compactMap { view -> String? in
            guard case let .text(text)? = view.style["text"], text.hasPrefix("taps") else { return nil }
            return text
        }.first
    }

    @Test func aRotatedCardIsHitOnTheCardNotInTheCornersOfItsBox() {
        // A 100 × 20 card turned 45° clockwise about its centre (100, 50). Its canvas box is ±(50 + 10)·cos 45° =
        // ±42.4 pt around the centre. A point p maps back to the card as x' = cos45·(dx + dy), y' = cos45·(dy − dx)
        // with (dx, dy) = p − centre; the card is |x'| ≤ 50, |y'| ≤ 10.
        let card = Rectangle().fill(Color.blue).frame(width: 100, height: 20).rotationEffect(.degrees(45))
        // (135, 85): (dx, dy) = (35, 35) → x' = 49.5, y' = 0: on the card's far end.
        #expect(taps(at: CGPoint(x: 135, y: 85), card) == "taps 1")
        // (135, 15): (35, −35) → x' = 0, y' = −49.5: inside the box, far off the card.
        #expect(taps(at: CGPoint(x: 135, y: 15), card) == "taps 0")
    }

    @Test func aCircleIsHitInsideItsOutlineOnly() {
        // An 80-pt circle about (100, 50): radius 40.
        let circle = Circle().fill(Color.red).frame(width: 80, height: 80)
        #expect(taps(at: CGPoint(x: 100, y: 50), circle) == "taps 1")
        // (65, 15) is in the frame (60…140, 10…90) but 35·√2 = 49.5 pt from the centre.
        #expect(taps(at: CGPoint(x: 65, y: 15), circle) == "taps 0")
    }

    @Test func aRingIsHitOnItsStrokeAndAContentShapeFillsItsHole() {
        // A 10-pt stroke centred on the radius-40 circle: 35…45 pt from the centre.
        let ring = Circle().stroke(Color.green, lineWidth: 10).frame(width: 80, height: 80)
        #expect(taps(at: CGPoint(x: 100, y: 12), ring) == "taps 1")   // 38 pt from the centre
        #expect(taps(at: CGPoint(x: 100, y: 50), ring) == "taps 0")   // the hole
        #expect(taps(at: CGPoint(x: 100, y: 50), ring.contentShape(Circle())) == "taps 1")
    }

    @Test func aContentShapeIsItsOutlineNotItsBox() {
        // A 100 × 40 stack of two texts about (100, 50), given a capsule to land on: ends of radius 20 about (70, 50)
        // and (130, 50). (51, 31) is in the frame (50…150, 30…70) but 19·√2 = 26.9 pt from (70, 50).
        let pill = HStack { Text("A"); Spacer(); Text("B") }.frame(width: 100, height: 40).contentShape(Capsule())
        #expect(taps(at: CGPoint(x: 100, y: 50), pill) == "taps 1")   // the middle: a spacer, yet inside the capsule
        #expect(taps(at: CGPoint(x: 51, y: 31), pill) == "taps 0")
        // A filled 100 × 40 rectangle given a 40-pt circle to land on: its own corners no longer take touches.
        let square = Rectangle().fill(Color.orange).frame(width: 100, height: 40).contentShape(Circle())
        #expect(taps(at: CGPoint(x: 100, y: 50), square) == "taps 1")
        #expect(taps(at: CGPoint(x: 60, y: 50), square) == "taps 0")    // on the drawn rectangle, 40 pt from the centre
    }
}
