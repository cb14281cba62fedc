import Foundation
import ZoetropeDisplay

/// What iOS draws over an app on a device preset: the status bar, the Dynamic Island and the home indicator, so that
/// frames read as a phone or a tablet (`--chrome`, `MotionScene(…, chrome: true)`).
///
/// Geometry is in the canvas's points. Every figure is an approximation from public measurements of the devices and
/// Apple's design templates, not read from iOS; `docs/approximations.md` ("Device chrome") lists them.
public struct DeviceChrome: Hashable, Sendable {
    /// The preset the canvas was made from.
    public let device: Device
    /// The canvas size in points (landscape when wider than tall).
    public let size: CGSize
    /// Black glyphs in the light appearance, white in the dark one.
    public let colorScheme: ColorScheme
    /// Whether the app hides the status bar (`.statusBarHidden()`): its time and glyphs are not drawn; the island,
    /// the home indicator and the safe area stay.
    public var hidesStatusBar = false
    /// Whether the app asks for the home indicator to hide (`.persistentSystemOverlays(.hidden)`): it is not drawn.
    /// (iOS hides it a moment after the last touch and shows it again at a touch; here it is hidden throughout.)
    public var hidesHomeIndicator = false

    /// The chrome of `canvas` in `colorScheme` (default: the canvas's); nil for a custom canvas, which has no
    /// device to take the chrome from.
    public init?(canvas: SceneCanvas, colorScheme: ColorScheme? = nil) {
        guard let device = canvas.device else { return nil }
        self.device = device
        self.size = canvas.size
        self.colorScheme = colorScheme ?? canvas.colorScheme
    }

    /// The kinds of chrome the presets have.
    enum Style: Hashable, Sendable {
        /// A Dynamic Island between the status bar's two "ears" and a home indicator.
        case island
        /// The 20 pt status bar of a phone with a Home button: no island, no home indicator.
        case homeButton
        /// An iPad's 24 pt status bar and its wider home indicator.
        case tablet
    }

    var style: Style {
        switch device {
        case .iPhoneSE3: return .homeButton
        case .iPhone15Pro, .iPhone16, .iPhone16Pro, .iPhone16ProMax: return .island
        case .iPadMini, .iPadPro11, .iPadPro13: return .tablet
        }
    }

    public var orientation: Orientation { size.width > size.height ? .landscape : .portrait }

    // MARK: Figures (points)

    /// The Dynamic Island's size in portrait (≈ 126 × 37 pt on the iPhone 14 Pro to 16 Pro Max).
    public static let islandSize = CGSize(width: 126, height: 37)
    /// The gap between the screen's top edge and the island's top, in portrait.
    public static let islandInset = 11.0
    /// The home indicator's size on iPhones.
    public static let phoneHomeIndicatorSize = CGSize(width: 134, height: 5)
    /// The home indicator's size on iPads.
    public static let tabletHomeIndicatorSize = CGSize(width: 315, height: 5)
    /// The gap between the home indicator's bottom and the screen's bottom edge.
    public static let homeIndicatorInset = 8.0
    /// The height of the status bar of a phone with a Home button and of an iPad.
    public static let homeButtonStatusBarHeight = 20.0
    public static let tabletStatusBarHeight = 24.0
    /// The iPad status bar's margin from the screen's leading and trailing edges.
    public static let tabletStatusBarMargin = 20.0
    /// The iPhone SE status bar's margin from the screen's edges.
    public static let homeButtonStatusBarMargin = 6.0

    /// The Dynamic Island, always black: centred across the top in portrait; in landscape on the left edge, as the
    /// phone shows it turned with its top to the left. nil on devices without one.
    public var dynamicIsland: CGRect? {
        guard style == .island else { return nil }
        let island = Self.islandSize, inset = Self.islandInset
        if orientation == .portrait {
            return CGRect(x: Double(size.width) / 2 - Double(island.width) / 2, y: inset,
                          width: island.width, height: island.height)
        }
        return CGRect(x: inset, y: Double(size.height) / 2 - Double(island.width) / 2,
                      width: island.height, height: island.width)
    }

    /// The home indicator: centred at the bottom, `homeIndicatorInset` above the edge, in both orientations; nil on a
    /// phone with a Home button.
    public var homeIndicator: CGRect? {
        let indicator: CGSize
        switch style {
        case .homeButton: return nil
        case .island: indicator = Self.phoneHomeIndicatorSize
        case .tablet: indicator = Self.tabletHomeIndicatorSize
        }
        return CGRect(x: Double(size.width) / 2 - Double(indicator.width) / 2,
                      y: Double(size.height) - Self.homeIndicatorInset - Double(indicator.height),
                      width: indicator.width, height: indicator.height)
    }

    /// The band the status bar draws in, from the top edge; nil when it is hidden (an iPhone in landscape, where UIKit
    /// hides the status bar in compact height). On island phones it reaches as low as the island, whose centre line
    /// the time and the glyphs sit on.
    public var statusBar: CGRect? {
        let height: Double
        switch style {
        case .island:
            guard orientation == .portrait else { return nil }
            height = 2 * Self.islandInset + Double(Self.islandSize.height)
        case .homeButton:
            guard orientation == .portrait else { return nil }
            height = Self.homeButtonStatusBarHeight
        case .tablet:
            height = Self.tabletStatusBarHeight
        }
        return CGRect(x: 0, y: 0, width: Double(size.width), height: height)
    }

    /// The status bar's and home indicator's colour: black in the light appearance, white in the dark.
    public var foreground: DisplayColor { colorScheme == .dark ? .white : .black }

    /// The island's colour in both appearances.
    public static let islandColor = DisplayColor.black
}
