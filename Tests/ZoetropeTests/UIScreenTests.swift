import Foundation
import Testing
@testable import Zoetrope

/// What a view's body saw when it read `UIScreen.main`.
private final class ScreenReading: @unchecked Sendable {
    var bounds: CGRect?
    var scale: CGFloat?
    var nativeBounds: CGRect?
}

/// A view that records `UIScreen.main` while its body is evaluated, then draws a bar half the screen wide, as public
/// code sizes views with `UIScreen.main.bounds.width / 2`.
private struct ScreenReader: View {
    let reading: ScreenReading

    var body: some View {
        let screen = UIScreen.main
        reading.bounds = screen.bounds
        reading.scale = screen.scale
        reading.nativeBounds = screen.nativeBounds
        return Rectangle().frame(width: screen.bounds.width / 2, height: 10)
    }
}

@MainActor @Suite struct UIScreenTests {
    @Test func mainScreenIsTheSceneDeviceWhileItsViewsAreEvaluated() {
        let reading = ScreenReading()
        let t = MotionScene("screen", device: .iPhone15Pro, duration: 1) { ScreenReader(reading: reading) }.timeline()
        // HIG Layout > Specifications: iPhone 15 Pro is 393 × 852 pt at 3x, so 1179 × 2556 px.
        #expect(reading.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(reading.scale == 3)
        #expect(reading.nativeBounds == CGRect(x: 0, y: 0, width: 1179, height: 2556))
        // The bar is half the screen: 393 / 2 = 196.5 pt, which is 589.5 px at 3x; pixel rounding may snap it to
        // 589 or 590 px (196.33… or 196.67 pt), never to the 100 pt of a 200 pt canvas.
        let width = t.frames(endingWith: "Rectangle").first?.width ?? 0
        #expect(abs(width - 196.5) <= 0.5)
    }

    @Test func boundsFollowOrientationButNativeBoundsStayPortrait() {
        let reading = ScreenReading()
        _ = MotionScene("screen", device: .iPadMini, orientation: .landscape, duration: 1) {
            ScreenReader(reading: reading)
        }.timeline()
        // iPad mini: 744 × 1133 pt at 2x. UIKit's bounds are in the interface orientation (landscape: 1133 × 744);
        // nativeBounds are portrait-up pixels whatever the orientation: 1488 × 2266.
        #expect(reading.bounds == CGRect(x: 0, y: 0, width: 1133, height: 744))
        #expect(reading.scale == 2)
        #expect(reading.nativeBounds == CGRect(x: 0, y: 0, width: 1488, height: 2266))
    }

    @Test func customCanvasIsItsOwnScreen() {
        let reading = ScreenReading()
        _ = timeline { ScreenReader(reading: reading) }
        // testCanvas: 200 × 100 pt at 1x; a custom canvas reports itself, in pixels 200 × 100.
        #expect(reading.bounds == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(reading.scale == 1)
        #expect(reading.nativeBounds == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func outsideAnySceneTheScreenIsTheDefaultDevice() {
        // MotionScene's default device is an iPhone 15 Pro upright: 393 × 852 pt at 3x.
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIScreen.main.scale == 3)
        #expect(UIScreen.main === UIScreen.main)
    }
}

extension UIScreenTests {
    @Test func canvasRendererReadsTheScreenOfItsScene() {
        // A Canvas's renderer runs while frames are drawn, after the evaluation: it still sees its scene's screen.
        // On an iPad mini upright (744 pt wide), a 1 pt tall rectangle a tenth of the screen wide is 74.4 pt wide;
        // the default device (393 pt) would give 39.3.
        let reading = ScreenReading()
        let t = MotionScene("screen", device: .iPadMini, duration: 1) {
            Canvas { context, _ in
                reading.bounds = UIScreen.main.bounds
                context.fill(Path(CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width / 10, height: 1)), with: .color(.red))
            }
        }.timeline()
        _ = t.displayList(at: 0)
        #expect(reading.bounds == CGRect(x: 0, y: 0, width: 744, height: 1133))
    }
}
