import Foundation

/// The little of UIKit's `UIColor` that SwiftUI code passes to `Color`: the system colours (dynamic, light and dark,
/// fidelity.md §8.4), UIKit's fixed colours and the component initialisers. It only converts to `Color`.
public struct UIColor: Hashable, Sendable {
    let color: Color

    /// The colour of a SwiftUI `Color`: UIKit's `init(_:)`.
    public init(_ color: Color) { self.color = color }

    /// Writes the colour's gamma-encoded sRGB components and alpha, 0...1, as UIKit's `getRed(_:green:blue:alpha:)`
    /// does; a dynamic (system) colour gives its light appearance's values, as outside any trait collection. Returns
    /// true: every colour here converts.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let resolved = color.resolve(in: .light)
        red?.pointee = CGFloat(resolved.red)
        green?.pointee = CGFloat(resolved.green)
        blue?.pointee = CGFloat(resolved.blue)
        alpha?.pointee = CGFloat(resolved.opacity)
        return true
    }

    /// A colour from sRGB components, 0...1: UIKit's `init(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A grey: UIKit's `init(white:alpha:)`.
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    /// A colour from hue, saturation and brightness, 0...1: UIKit's `init(hue:saturation:brightness:alpha:)`.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    /// The same colour with opacity `alpha` (UIKit replaces the alpha; a dynamic colour keeps its own alpha times
    /// this one here, which is the same for the opaque system colours).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(Double(alpha))) }

    // System colours (dynamic).
    public static let systemRed = UIColor(.red)
    public static let systemOrange = UIColor(.orange)
    public static let systemYellow = UIColor(.yellow)
    public static let systemGreen = UIColor(.green)
    public static let systemMint = UIColor(.mint)
    public static let systemTeal = UIColor(.teal)
    public static let systemCyan = UIColor(.cyan)
    public static let systemBlue = UIColor(.blue)
    public static let systemIndigo = UIColor(.indigo)
    public static let systemPurple = UIColor(.purple)
    public static let systemPink = UIColor(.pink)
    public static let systemBrown = UIColor(.brown)
    public static let systemGray = UIColor(.gray)
    public static let systemGray2 = UIColor(.system((174, 174, 178), (99, 99, 102)))
    public static let systemGray3 = UIColor(.system((199, 199, 204), (72, 72, 74)))
    public static let systemGray4 = UIColor(.system((209, 209, 214), (58, 58, 60)))
    public static let systemGray5 = UIColor(Color.systemGray5)
    public static let systemGray6 = UIColor(Color.systemGray6)
    public static let tintColor = UIColor(.accentColor)

    // Labels, fills, backgrounds and separators (dynamic).
    public static let label = UIColor(.primary)
    public static let secondaryLabel = UIColor(.secondary)
    public static let tertiaryLabel = UIColor(.system((60, 60, 67), (235, 235, 245), opacity: 0.3))
    public static let quaternaryLabel = UIColor(.system((60, 60, 67), (235, 235, 245), opacity: 0.18, darkOpacity: 0.16))
    public static let systemFill = UIColor(.system((120, 120, 128), (120, 120, 128), opacity: 0.2, darkOpacity: 0.36))
    public static let secondarySystemFill = UIColor(Color.secondarySystemFill)
    public static let tertiarySystemFill = UIColor(.system((118, 118, 128), (118, 118, 128), opacity: 0.12, darkOpacity: 0.24))
    public static let quaternarySystemFill = UIColor(.system((116, 116, 128), (116, 116, 128), opacity: 0.08, darkOpacity: 0.18))
    public static let systemBackground = UIColor(Color.systemBackground)
    public static let secondarySystemBackground = UIColor(.system((242, 242, 247), (28, 28, 30)))
    public static let tertiarySystemBackground = UIColor(.system((255, 255, 255), (44, 44, 46)))
    public static let systemGroupedBackground = UIColor(Color.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(Color.secondarySystemGroupedBackground)
    public static let tertiarySystemGroupedBackground = UIColor(.system((242, 242, 247), (44, 44, 46)))
    public static let separator = UIColor(Color.separator)
    public static let opaqueSeparator = UIColor(.system((198, 198, 200), (56, 56, 58)))

    // UIKit's fixed colours, with the component values its documentation gives.
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
}

extension Color {
    /// The colour of a UIKit colour: SwiftUI's `Color(_:)` taking a `UIColor`, as in `Color(.systemPink)`.
    public init(_ color: UIColor) { self = color.color }

    /// The colour of a UIKit colour: SwiftUI's `Color(uiColor:)`.
    public init(uiColor: UIColor) { self = uiColor.color }
}

/// `#colorLiteral(red:green:blue:alpha:)` is a `UIColor` unless the context asks for another colour type, as
/// with UIKit imported: the literal's default type.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
    /// The colour of a `#colorLiteral(red:green:blue:alpha:)` (sRGB components, 0...1).
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension Color: _ExpressibleByColorLiteral {
    /// The colour of a `#colorLiteral(red:green:blue:alpha:)` where a `Color` is expected (sRGB components, 0...1).
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
