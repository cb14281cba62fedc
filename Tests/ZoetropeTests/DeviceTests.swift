import Foundation
import Testing
@testable import Zoetrope

/// One preset held one way, with the frames worked out by hand from its numbers (docs: `Device`'s cases).
struct DevicePose: Sendable, CustomTestStringConvertible {
    var device: Device
    var orientation: Orientation
    /// The whole screen in points.
    var screen: CGRect
    /// The screen less the safe-area insets.
    var safeArea: CGRect
    var insets: EdgeInsets
    /// Pixels per point.
    var scale: Double

    var testDescription: String { "\(device.cliName) \(orientation.rawValue)" }
}

private final class SeenInsets {
    var insets = EdgeInsets(top: -1, leading: -1, bottom: -1, trailing: -1)
}

/// Device presets laid out: what fills the safe area, what ignores it, and what turning a device changes.
@MainActor @Suite struct DeviceTests {
    nonisolated static let poses: [DevicePose] = [
        // iPhone SE (3rd generation), 375 × 667: a 20 pt status bar in portrait; nothing in landscape.
        DevicePose(device: .iPhoneSE3, orientation: .portrait, screen: CGRect(x: 0, y: 0, width: 375, height: 667),
                   safeArea: CGRect(x: 0, y: 20, width: 375, height: 647), insets: EdgeInsets(top: 20), scale: 2),
        DevicePose(device: .iPhoneSE3, orientation: .landscape, screen: CGRect(x: 0, y: 0, width: 667, height: 375),
                   safeArea: CGRect(x: 0, y: 0, width: 667, height: 375), insets: EdgeInsets(), scale: 2),
        // iPhone 16 Pro, 402 × 874: 62 top, 34 bottom; landscape 62 each side and 21 bottom:
        // 874 - 62 - 34 = 778 high; 874 - 2 × 62 = 750 wide, 402 - 21 = 381 high.
        DevicePose(device: .iPhone16Pro, orientation: .portrait, screen: CGRect(x: 0, y: 0, width: 402, height: 874),
                   safeArea: CGRect(x: 0, y: 62, width: 402, height: 778),
                   insets: EdgeInsets(top: 62, bottom: 34), scale: 3),
        DevicePose(device: .iPhone16Pro, orientation: .landscape, screen: CGRect(x: 0, y: 0, width: 874, height: 402),
                   safeArea: CGRect(x: 62, y: 0, width: 750, height: 381),
                   insets: EdgeInsets(leading: 62, bottom: 21, trailing: 62), scale: 3),
        // iPhone 16 Pro Max, 440 × 956: 956 - 96 = 860 high; landscape 956 - 124 = 832 wide, 440 - 21 = 419 high.
        DevicePose(device: .iPhone16ProMax, orientation: .portrait, screen: CGRect(x: 0, y: 0, width: 440, height: 956),
                   safeArea: CGRect(x: 0, y: 62, width: 440, height: 860),
                   insets: EdgeInsets(top: 62, bottom: 34), scale: 3),
        DevicePose(device: .iPhone16ProMax, orientation: .landscape, screen: CGRect(x: 0, y: 0, width: 956, height: 440),
                   safeArea: CGRect(x: 62, y: 0, width: 832, height: 419),
                   insets: EdgeInsets(leading: 62, bottom: 21, trailing: 62), scale: 3),
        // iPad Pro 11-inch (M4), 834 × 1210: 24 top, 20 bottom either way up: 1210 - 44 = 1166; 834 - 44 = 790.
        DevicePose(device: .iPadPro11, orientation: .portrait, screen: CGRect(x: 0, y: 0, width: 834, height: 1210),
                   safeArea: CGRect(x: 0, y: 24, width: 834, height: 1166),
                   insets: EdgeInsets(top: 24, bottom: 20), scale: 2),
        DevicePose(device: .iPadPro11, orientation: .landscape, screen: CGRect(x: 0, y: 0, width: 1210, height: 834),
                   safeArea: CGRect(x: 0, y: 24, width: 1210, height: 790),
                   insets: EdgeInsets(top: 24, bottom: 20), scale: 2),
        // iPad mini (A17 Pro), 744 × 1133, landscape: 744 - 44 = 700 high.
        DevicePose(device: .iPadMini, orientation: .landscape, screen: CGRect(x: 0, y: 0, width: 1133, height: 744),
                   safeArea: CGRect(x: 0, y: 24, width: 1133, height: 700),
                   insets: EdgeInsets(top: 24, bottom: 20), scale: 2),
    ]

    @Test(arguments: poses)
    func aFlexibleFrameFillsTheSafeArea(pose: DevicePose) {
        let t = timeline(canvas: pose.device.canvas(orientation: pose.orientation)) {
            Color.blue.frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        #expect(t.frames(endingWith: "frame") == [pose.safeArea])
        #expect(t.frames(endingWith: "Color") == [pose.safeArea])
        #expect(t.issues.isEmpty)
    }

    @Test(arguments: poses)
    func ignoringTheSafeAreaFillsTheScreen(pose: DevicePose) {
        let t = timeline(canvas: pose.device.canvas(orientation: pose.orientation)) {
            Color.blue.ignoresSafeArea()
        }
        #expect(t.frames(endingWith: "Color") == [pose.screen])
    }

    /// The content of a TimelineView (made again for every frame drawn) ignores the safe area as the tree's does:
    /// a full-screen background inside `TimelineView(.animation)` fills the screen, not the safe area (it was drawn
    /// inside the safe area, leaving the status bar's and home indicator's strips empty).
    @Test(arguments: poses)
    func timelineContentIgnoringTheSafeAreaFillsTheScreen(pose: DevicePose) {
        let t = timeline(canvas: pose.device.canvas(orientation: pose.orientation)) {
            TimelineView(.animation) { _ in Color.blue.ignoresSafeArea() }
        }
        #expect(t.frames(endingWith: "Color", at: 0.5) == [pose.screen])
    }

    /// Below a 100 pt bar, the timeline's content touches only the bottom of the safe area: it grows down to the
    /// screen's bottom edge (and to the sides in landscape) but not up over the bar.
    @Test(arguments: poses)
    func timelineContentGrowsOnlyOnTheEdgesItTouches(pose: DevicePose) {
        let t = timeline(canvas: pose.device.canvas(orientation: pose.orientation)) {
            VStack(spacing: 0) {
                Color.red.frame(height: 100)
                TimelineView(.animation) { _ in Color.blue.ignoresSafeArea() }
            }
        }
        let safe = pose.safeArea, screen = pose.screen
        let expected = CGRect(x: screen.minX, y: safe.minY + 100, width: screen.width, height: screen.maxY - safe.minY - 100)
        #expect(t.frames(endingWith: "TimelineView/content/ignoresSafeArea/Color", at: 0.5) == [expected])
    }

    @Test(arguments: poses)
    func aReaderOverTheWholeScreenSeesTheInsets(pose: DevicePose) {
        let seen = SeenInsets()
        _ = timeline(canvas: pose.device.canvas(orientation: pose.orientation)) {
            GeometryReader { proxy in
                let _ = { seen.insets = proxy.safeAreaInsets }()
                Color.red
            }
            .ignoresSafeArea()
        }
        #expect(seen.insets == pose.insets)
    }

    @Test(arguments: poses)
    func theCanvasHasTheScreenSizeAndScale(pose: DevicePose) {
        let canvas = pose.device.canvas(orientation: pose.orientation)
        #expect(canvas.size == pose.screen.size)
        #expect(canvas.orientation == pose.orientation)
        #expect(canvas.safeAreaInsets == pose.insets)
        #expect(canvas.device == pose.device)
        #expect(canvas.scale == pose.scale)
    }

    @Test(arguments: Device.allCases)
    func landscapeSwapsWidthAndHeight(device: Device) {
        let portrait = device.canvas(orientation: .portrait), landscape = device.canvas(orientation: .landscape)
        #expect(landscape.size == CGSize(width: portrait.size.height, height: portrait.size.width))
        #expect(landscape.scale == portrait.scale && landscape.name == portrait.name)
        #expect(device.canvas == portrait)
        #expect(portrait.size.width < portrait.size.height)
    }

    @Test func everyPresetHasItsOwnCommandLineNameThatFindsIt() {
        let names = Device.allCases.map(\.cliName)
        #expect(names == ["iphone-se-3", "iphone-15-pro", "iphone-16", "iphone-16-pro", "iphone-16-pro-max",
                          "ipad-mini", "ipad-pro-11", "ipad-pro-13"])
        #expect(Device.allCases.allSatisfy { Device.named($0.cliName) == $0 })
        #expect(Device.named("iPhone 16 Pro") == nil)
        #expect(Device.iPhone16Pro.name == "iPhone 16 Pro")
    }

    @Test func theIPhone15ProIsUnchanged() {
        // The preset every catalog scene uses: 393 × 852 pt at 3x, 59 top and 34 bottom, as before devices grew.
        let canvas = Device.iPhone15Pro.canvas
        #expect(canvas == SceneCanvas(width: 393, height: 852, scale: 3, safeAreaInsets: EdgeInsets(top: 59, bottom: 34),
                                 name: "iPhone 15 Pro").withDevice(.iPhone15Pro))
    }

    @Test func aSceneCanBeMadeInLandscape() {
        let scene = MotionScene("turned", device: .iPadPro13, orientation: .landscape, duration: 1) { Color.red }
        #expect(scene.canvas.size == CGSize(width: 1376, height: 1032))
        #expect(scene.canvas.safeAreaInsets == EdgeInsets(top: 24, bottom: 20))
        // The default stays portrait on the iPhone 15 Pro.
        let plain = MotionScene("plain", duration: 1) { Color.red }
        #expect(plain.canvas.size == CGSize(width: 393, height: 852) && plain.canvas.device == .iPhone15Pro)
    }

    @Test func movingASceneToAnotherDeviceKeepsItsColourScheme() {
        let dark = MotionScene("dark", canvas: Device.iPhone15Pro.canvas.colorScheme(.dark), duration: 1) { Color.red }
        let moved = dark.on(.iPhoneSE3, orientation: .landscape)
        #expect(moved.canvas.colorScheme == .dark)
        #expect(moved.canvas.size == CGSize(width: 667, height: 375) && moved.canvas.scale == 2)
        #expect(moved.id == "dark" && moved.duration == 1)
        // Laid out on the new canvas: a filling view takes the SE's whole landscape screen (no insets).
        #expect(moved.timeline().frames(endingWith: "Color") == [CGRect(x: 0, y: 0, width: 667, height: 375)])
    }
}

private extension SceneCanvas {
    func withDevice(_ device: Device) -> SceneCanvas {
        var copy = self
        copy.device = device
        return copy
    }
}
