import Foundation

/// A font as text layout asks for it: family, size in points, CSS-style weight and slant.
///
/// The renderer bundles "Inter" (Regular, Medium, SemiBold, Bold and their italics) and "Inter Display" (Regular,
/// SemiBold, Bold) as stand-ins for SF Pro Text / SF Pro Display, and "JetBrains Mono", "Quicksand" and "Noto Serif"
/// for SF Mono, SF Pro Rounded and New York; other family names render as Inter
/// (`PangoTextEngine.resolvedFamily(for:)`). Weights between the bundled ones resolve to the nearest bundled weight.
public struct FontDescriptor: Hashable, Sendable {
    /// A bundled family ("Inter", "Inter Display", "JetBrains Mono", "Quicksand", "Noto Serif"); anything else is
    /// drawn with Inter.
    public var family: String
    /// Em size in points.
    public var size: Double
    /// CSS-style weight, 100…900: regular 400, medium 500, semibold 600, bold 700.
    public var weight: Double
    public var isItalic: Bool
    /// Digits of equal width (OpenType `tnum`): SwiftUI's `Font.monospacedDigit()`.
    public var hasMonospacedDigits: Bool

    public init(family: String = "Inter", size: Double, weight: Double = 400, isItalic: Bool = false,
                hasMonospacedDigits: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.isItalic = isItalic
        self.hasMonospacedDigits = hasMonospacedDigits
    }
}
