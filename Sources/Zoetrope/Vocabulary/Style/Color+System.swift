import Foundation

extension Color {
    static func system(_ light: (Int, Int, Int), _ dark: (Int, Int, Int), opacity: Double = 1, darkOpacity: Double? = nil) -> Color {
        func make(_ c: (Int, Int, Int), _ a: Double) -> ResolvedColor {
            ResolvedColor(red: Float(c.0) / 255, green: Float(c.1) / 255, blue: Float(c.2) / 255, opacity: Float(a))
        }
        return Color(storage: .system(light: make(light, opacity), dark: make(dark, darkOpacity ?? opacity)))
    }

    // The system palette, light and dark, standard contrast (fidelity.md §8.4).
    public static let blue = system((0, 122, 255), (10, 132, 255))
    public static let red = system((255, 59, 48), (255, 69, 58))
    public static let orange = system((255, 149, 0), (255, 159, 10))
    public static let yellow = system((255, 204, 0), (255, 214, 10))
    public static let green = system((52, 199, 89), (48, 209, 88))
    public static let mint = system((0, 199, 190), (99, 230, 226))
    public static let teal = system((48, 176, 199), (64, 200, 224))
    public static let cyan = system((50, 173, 230), (100, 210, 255))
    public static let indigo = system((88, 86, 214), (94, 92, 230))
    public static let purple = system((175, 82, 222), (191, 90, 242))
    public static let pink = system((255, 45, 85), (255, 55, 95))
    public static let brown = system((162, 132, 94), (172, 142, 104))
    public static let gray = system((142, 142, 147), (142, 142, 147))
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// The label colour: black in light mode, white in dark mode.
    public static let primary = system((0, 0, 0), (255, 255, 255))
    public static let secondary = system((60, 60, 67), (235, 235, 245), opacity: 0.6)
    /// The app's accent colour; system blue unless the scene sets a tint.
    public static let accentColor = blue

    /// `systemBackground`: white in light mode, black in dark mode.
    static let systemBackground = system((255, 255, 255), (0, 0, 0))
    /// `systemBackground` at the elevated interface level, which UIKit gives presented content (sheets): white in
    /// light mode, #1C1C1E in dark mode, so a sheet reads as a raised grey card over black, not black on black.
    static let elevatedSystemBackground = system((255, 255, 255), (28, 28, 30))
    /// A presenting screen's background `elevation` of the way (0…1) from `systemBackground` to
    /// `elevatedSystemBackground`, mixed in sRGB: it follows the presenter's shrink.
    static func presenterBackground(elevation: CGFloat) -> Color {
        let e = Float(min(max(elevation, 0), 1))
        let dark: Float = 28 / 255 * e, darkBlue: Float = 30 / 255 * e
        return Color(storage: .system(light: ResolvedColor(red: 1, green: 1, blue: 1, opacity: 1),
                                      dark: ResolvedColor(red: dark, green: dark, blue: darkBlue, opacity: 1)))
    }
    static let systemGray5 = system((229, 229, 234), (44, 44, 46))
    static let systemGray6 = system((242, 242, 247), (28, 28, 30))
    /// `secondarySystemFill`: a grey for medium-sized shapes (a switch's off track) (fidelity.md §8.4).
    static let secondarySystemFill = system((120, 120, 128), (120, 120, 128), opacity: 0.16, darkOpacity: 0.32)
    /// `systemGroupedBackground`: behind the cards of a grouped list.
    /// `separator`: hairlines such as a navigation bar's bottom edge.
    static let separator = system((60, 60, 67), (84, 84, 88), opacity: 0.29, darkOpacity: 0.6)
    static let systemGroupedBackground = system((242, 242, 247), (0, 0, 0))
    /// `secondarySystemGroupedBackground`: the cards of a grouped list.
    static let secondarySystemGroupedBackground = system((255, 255, 255), (28, 28, 30))
}

extension ShapeStyle where Self == Color {
    public static var blue: Color { Color.blue }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}
