import Foundation
import ZoetropeDisplay

/// Whether a scene renders with the light or the dark appearance: SwiftUI's `ColorScheme`.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    case light
    case dark
}

/// Insets in points, like SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

/// The surface a scene draws on: size in points, pixels per point, safe area and appearance.
public struct SceneCanvas: Hashable, Sendable {
    public var size: CGSize
    public var scale: Double
    public var safeAreaInsets: EdgeInsets
    public var colorScheme: ColorScheme
    /// A name for listings (`iPhone 15 Pro`, `custom`).
    public var name: String
    /// The preset this canvas was made from (`Device.canvas(orientation:)`); nil for a custom canvas.
    public var device: Device?

    public init(width: CGFloat, height: CGFloat, scale: Double = 1, safeAreaInsets: EdgeInsets = EdgeInsets(),
                colorScheme: ColorScheme = .light, name: String = "custom") {
        self.size = CGSize(width: width, height: height)
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.colorScheme = colorScheme
        self.name = name
    }

    /// Landscape when the canvas is wider than it is tall, portrait otherwise (a square canvas is portrait).
    public var orientation: Orientation {
        size.width > size.height ? .landscape : .portrait
    }

    /// The same canvas with the other appearance.
    public func colorScheme(_ scheme: ColorScheme) -> SceneCanvas {
        var copy = self
        copy.colorScheme = scheme
        return copy
    }
}

/// Which way up a device is held: SwiftUI's `InterfaceOrientation`, with its two landscape cases as one (every
/// preset's landscape safe area is the same on both sides).
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    /// Home indicator (or button) at the bottom of the long side: the presets' natural sizes.
    case portrait
    /// On its side: width and height swap and the safe area is the device's landscape one.
    case landscape
}

/// Device presets: the screens people design for, with the point size, scale and safe area UIKit reports on them.
///
/// Sizes and scales are those of Apple's Human Interface Guidelines, "Layout > Specifications" (device screen sizes
/// and orientations). Safe areas are the `safeAreaInsets` UIKit gives a full-screen app's window, with the status bar
/// shown, no bars of the app's own, and the home indicator not hidden; each case names its sources, and
/// `docs/approximations.md` ("Devices") lists the values that could not be confirmed.
public enum Device: Hashable, Sendable, CaseIterable {
    /// iPhone SE (3rd generation): 375 × 667 pt at 2x.
    /// Points and scale: HIG Layout > Specifications (the 4.7" size shared with iPhone 8 and SE 2).
    /// Safe area: 20 pt status bar at the top in portrait and nothing in landscape, where UIKit hides an iPhone
    /// app's status bar in a compact-height environment: pointfreeco/swift-snapshot-testing
    /// `ViewImageConfig.iPhone8(_:)` (same screen). The landscape zero is not measured here; see approximations.md.
    case iPhoneSE3
    /// iPhone 15 Pro: 393 × 852 pt at 3x.
    /// Points and scale: HIG Layout > Specifications.
    /// Safe area: portrait top 59, bottom 34; landscape leading and trailing 59, bottom 21, as UIKit printed them on
    /// a 59-pt-top iPhone (csl.cool "iOS Layout Adaptation", 2023) and as aloisdeniel/flutter_device_preview's
    /// `device_frame` iphone_15_pro lists them.
    case iPhone15Pro
    /// iPhone 16: 393 × 852 pt at 3x, the iPhone 15 Pro's screen.
    /// Points and scale: HIG Layout > Specifications.
    /// Safe area: as the iPhone 15 Pro (59 / 34; landscape 59 each side, 21 bottom): `device_frame` iphone_16.
    case iPhone16
    /// iPhone 16 Pro: 402 × 874 pt at 3x.
    /// Points and scale: HIG Layout > Specifications (1206 × 2622 px).
    /// Safe area: portrait top 62, bottom 34; landscape 62 each side, bottom 21: `device_frame` iphone_16_pro and
    /// device_preview 3's `DevicePresets.iPhone16Pro` agree.
    case iPhone16Pro
    /// iPhone 16 Pro Max: 440 × 956 pt at 3x.
    /// Points and scale: HIG Layout > Specifications (1320 × 2868 px).
    /// Safe area: portrait top 62, bottom 34; landscape 62 each side, bottom 21: `device_frame` iphone_16_pro_max and
    /// device_preview 3's `DevicePresets.iPhone16ProMax`. flutterware's table disagrees (landscape bottom 20 in one
    /// version, top 59 in another): the landscape bottom is unconfirmed; see approximations.md.
    case iPhone16ProMax
    /// iPad mini (A17 Pro), the 8.3" screen it shares with the 6th generation: 744 × 1133 pt at 2x.
    /// Points and scale: HIG Layout > Specifications; 1133 × 744 pt (2266 × 1488 px) in landscape per hacknicity,
    /// "How iPad Apps Adapt to the New 8.3" iPad Mini" (2021).
    /// Safe area: top 24 (status bar), bottom 20 (home indicator) in both orientations: device_preview 3.0.0-prerelease
    /// `DevicePresets.iPadMini`. A later device_preview lists 32 / 25 (iPadOS 26): unconfirmed; see approximations.md.
    case iPadMini
    /// iPad Pro 11-inch (M4): 834 × 1210 pt at 2x.
    /// Points and scale: HIG Layout > Specifications; `device_frame` ipad_pro_11_inches_m4.
    /// Safe area: portrait top 24, bottom 20 (`device_frame`). Landscape top 24, bottom 20 as on every iPad with a home
    /// indicator (the status bar stays in landscape on iPad): swift-snapshot-testing `ViewImageConfig.iPadPro11`
    /// uses 24 / 20 in both orientations for the earlier 11-inch; `device_frame` lists 24 at the sides instead for
    /// the M4. Landscape unconfirmed; see approximations.md.
    case iPadPro11
    /// iPad Pro 13-inch (M4): 1032 × 1376 pt at 2x.
    /// Points and scale: HIG Layout > Specifications (2064 × 2752 px); `device_frame` ipad_pro_13_inches_m4.
    /// Safe area: as the 11-inch (24 / 20 in both orientations); landscape unconfirmed for the same reason.
    case iPadPro13

    /// The name Apple and Xcode's simulators use: "iPhone 16 Pro", "iPad Pro 11-inch (M4)".
    public var name: String { spec.name }

    /// The name on the command line: short, lower case, words joined by `-` (`iphone-16-pro`, `ipad-pro-11`).
    public var cliName: String { spec.cliName }

    /// Size in points in portrait.
    public var size: CGSize { spec.size }

    /// Pixels per point.
    public var scale: Double { spec.scale }

    /// The safe-area insets in points that UIKit reports held `orientation`-wise.
    public func safeAreaInsets(_ orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? spec.portrait : spec.landscape
    }

    /// The preset whose `cliName` is `name`, or nil.
    public static func named(_ name: String) -> Device? {
        allCases.first { $0.cliName == name }
    }

    /// The portrait canvas, in the light appearance.
    public var canvas: SceneCanvas { canvas(orientation: .portrait) }

    /// The canvas held `orientation`-wise, in the light appearance: in landscape width and height swap and the
    /// safe area is the landscape one.
    public func canvas(orientation: Orientation) -> SceneCanvas {
        let size = orientation == .portrait ? spec.size : CGSize(width: spec.size.height, height: spec.size.width)
        var canvas = SceneCanvas(width: size.width, height: size.height, scale: spec.scale,
                            safeAreaInsets: safeAreaInsets(orientation), name: spec.name)
        canvas.device = self
        return canvas
    }

    /// The numbers behind a preset (sources on each case).
    private struct Spec {
        var name: String
        var cliName: String
        /// Portrait, in points.
        var size: CGSize
        var scale: Double
        var portrait: EdgeInsets
        var landscape: EdgeInsets
    }

    private var spec: Spec {
        switch self {
        case .iPhoneSE3:
            return Spec(name: "iPhone SE (3rd generation)", cliName: "iphone-se-3", size: CGSize(width: 375, height: 667),
                        scale: 2, portrait: EdgeInsets(top: 20), landscape: EdgeInsets())
        case .iPhone15Pro:
            return Spec(name: "iPhone 15 Pro", cliName: "iphone-15-pro", size: CGSize(width: 393, height: 852), scale: 3,
                        portrait: EdgeInsets(top: 59, bottom: 34),
                        landscape: EdgeInsets(leading: 59, bottom: 21, trailing: 59))
        case .iPhone16:
            return Spec(name: "iPhone 16", cliName: "iphone-16", size: CGSize(width: 393, height: 852), scale: 3,
                        portrait: EdgeInsets(top: 59, bottom: 34),
                        landscape: EdgeInsets(leading: 59, bottom: 21, trailing: 59))
        case .iPhone16Pro:
            return Spec(name: "iPhone 16 Pro", cliName: "iphone-16-pro", size: CGSize(width: 402, height: 874), scale: 3,
                        portrait: EdgeInsets(top: 62, bottom: 34),
                        landscape: EdgeInsets(leading: 62, bottom: 21, trailing: 62))
        case .iPhone16ProMax:
            return Spec(name: "iPhone 16 Pro Max", cliName: "iphone-16-pro-max", size: CGSize(width: 440, height: 956),
                        scale: 3, portrait: EdgeInsets(top: 62, bottom: 34),
                        landscape: EdgeInsets(leading: 62, bottom: 21, trailing: 62))
        case .iPadMini:
            return Spec(name: "iPad mini (A17 Pro)", cliName: "ipad-mini", size: CGSize(width: 744, height: 1133), scale: 2,
                        portrait: EdgeInsets(top: 24, bottom: 20), landscape: EdgeInsets(top: 24, bottom: 20))
        case .iPadPro11:
            return Spec(name: "iPad Pro 11-inch (M4)", cliName: "ipad-pro-11", size: CGSize(width: 834, height: 1210),
                        scale: 2, portrait: EdgeInsets(top: 24, bottom: 20), landscape: EdgeInsets(top: 24, bottom: 20))
        case .iPadPro13:
            return Spec(name: "iPad Pro 13-inch (M4)", cliName: "ipad-pro-13", size: CGSize(width: 1032, height: 1376),
                        scale: 2, portrait: EdgeInsets(top: 24, bottom: 20), landscape: EdgeInsets(top: 24, bottom: 20))
        }
    }
}
