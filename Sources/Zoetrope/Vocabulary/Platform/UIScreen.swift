import Foundation

/// The screen of the scene being evaluated: the little of UIKit's `UIScreen` that SwiftUI code reads to size views
/// (`UIScreen.main.bounds.width`).
///
/// UIKit's main screen is the device's; Zoetrope's device is the scene's canvas, so every property reads the canvas of
/// the scene whose views are being evaluated at the moment it is read (SceneScreen.current). Read outside any
/// scene's evaluation (a test, a command-line tool) it answers the default scene device, an iPhone 15 Pro held
/// upright: 393 × 852 pt at 3x (docs/approximations.md, "UIScreen").
public final class UIScreen: Sendable {
    private init() {}

    /// The screen of the device: UIKit's `UIScreen.main`. One object; what it reports follows the scene being evaluated.
    public static var main: UIScreen { shared }

    private static let shared = UIScreen()

    /// The screen in points, origin at zero, in the interface's orientation (width and height swap in landscape,
    /// as UIKit's have since iOS 8): the whole canvas, safe areas included.
    public var bounds: CGRect { CGRect(origin: .zero, size: SceneScreen.canvas.size) }

    /// Pixels per point (3 on an iPhone 15 Pro).
    public var scale: CGFloat { CGFloat(SceneScreen.canvas.scale) }

    /// Pixels per point as the panel shows them; Zoetrope draws at `scale`, so the two agree.
    public var nativeScale: CGFloat { scale }

    /// The screen in pixels, in the device's portrait-up orientation whatever way it is held (UIKit's rule): a
    /// landscape canvas of a device preset reports its portrait pixels; a custom canvas, which has no portrait
    /// of its own, reports its own size in pixels.
    public var nativeBounds: CGRect {
        let canvas = SceneScreen.canvas
        let points = canvas.device?.size ?? canvas.size
        return CGRect(x: 0, y: 0, width: points.width * CGFloat(canvas.scale), height: points.height * CGFloat(canvas.scale))
    }
}

/// Which canvas `UIScreen.main` reports: the engine sets it around everything that runs a scene's view code (its
/// evaluation, and the frame content made while frames are drawn).
enum SceneScreen {
    /// The canvas of the scene whose views are being evaluated, nil outside any.
    @TaskLocal static var current: SceneCanvas?

    /// Where no scene is evaluating: `MotionScene`'s default device, upright.
    static let fallback = Device.iPhone15Pro.canvas

    /// The canvas to report now.
    static var canvas: SceneCanvas { current ?? fallback }
}
