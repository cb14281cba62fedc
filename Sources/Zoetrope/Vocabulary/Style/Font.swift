import Foundation

/// A font: SwiftUI's `Font`. The text styles carry the iOS Dynamic Type sizes, weights and line heights at the
/// default "Large" setting (fidelity.md §8.2).
public struct Font: Hashable, Sendable {
    /// Size in points.
    public var size: CGFloat
    public var weight: Weight
    public var design: Design
    public var isItalic: Bool
    /// The line pitch in points of a text style; nil for `.system(size:)` fonts (the font's own).
    public var lineHeight: CGFloat?
    /// Whether digits are of equal width (`monospacedDigit()`).
    public var hasMonospacedDigits = false
    /// The name a `Font.custom` font was asked for by; nil for system fonts.
    var customName: String?

    init(size: CGFloat, weight: Weight = .regular, design: Design = .default, isItalic: Bool = false, lineHeight: CGFloat? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
        self.lineHeight = lineHeight
    }

    /// A font weight: SwiftUI's `Font.Weight`, with its CSS-style numeric value.
    public struct Weight: Hashable, Sendable {
        public let value: Double
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A font design: SwiftUI's `Font.Design`, each drawn with a bundled OFL face (`Font.family(of:size:)`).
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public static let largeTitle = Font(size: 34, lineHeight: 41)
    public static let title = Font(size: 28, lineHeight: 34)
    public static let title2 = Font(size: 22, lineHeight: 28)
    public static let title3 = Font(size: 20, lineHeight: 25)
    public static let headline = Font(size: 17, weight: .semibold, lineHeight: 22)
    public static let body = Font(size: 17, lineHeight: 22)
    public static let callout = Font(size: 16, lineHeight: 21)
    public static let subheadline = Font(size: 15, lineHeight: 20)
    public static let footnote = Font(size: 13, lineHeight: 18)
    public static let caption = Font(size: 12, lineHeight: 16)
    public static let caption2 = Font(size: 11, lineHeight: 13)

    /// A system font of a fixed size.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    /// The same font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// The same font in bold.
    public func bold() -> Font { weight(.bold) }

    /// The same font in italic.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }
}

extension View {
    /// Sets the font of text and symbols in this view.
    public func font(_ font: Font?) -> some View {
        ContextView(content: self) { $0.environment.font = font }
    }

    /// Sets the weight of the text inside this view (nil: the font's own): SwiftUI's iOS 16 `View.fontWeight(_:)`.
    /// A weight set on a `Text` itself wins.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        ContextView(content: self) { $0.environment.fontWeight = weight }
    }

    /// Makes the text inside this view bold; false changes nothing: SwiftUI's iOS 16 `View.bold(_:)`.
    public func bold(_ isActive: Bool = true) -> some View {
        ContextView(content: self) { if isActive { $0.environment.fontWeight = .bold } }
    }

    /// Makes the text inside this view italic; false changes nothing: SwiftUI's iOS 16 `View.italic(_:)`.
    public func italic(_ isActive: Bool = true) -> some View {
        ContextView(content: self) { if isActive { $0.environment.isItalic = true } }
    }
}
