import Foundation

/// A colour as the rasterizer draws it: sRGB-encoded components and straight (not premultiplied) alpha, 0...1.
public struct DisplayColor: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 0–255 sRGB components.
    public init(red255 r: Int, green g: Int, blue b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    public static let clear = DisplayColor(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = DisplayColor(red: 0, green: 0, blue: 0)
    public static let white = DisplayColor(red: 1, green: 1, blue: 1)

    /// `#RRGGBBAA`, each channel rounded to 8 bits.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            let s = String(b, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
    }
}
