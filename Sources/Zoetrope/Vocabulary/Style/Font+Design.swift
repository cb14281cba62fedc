import Foundation
import ZoetropeDisplay

extension Font {
    /// A text style of Dynamic Type: SwiftUI's `Font.TextStyle`, for `Font.system(_:design:weight:)`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The style's font (sizes, weights and line heights of fidelity.md §8.2).
        var font: Font {
            switch self {
            case .largeTitle: return .largeTitle
            case .title: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .body: return .body
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption: return .caption
            case .caption2: return .caption2
            }
        }
    }

    /// A text style's system font in a design, optionally with another weight: SwiftUI's
    /// `Font.system(_:design:weight:)` (iOS 16).
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = style.font
        if let design { font.design = design }
        if let weight { font.weight = weight }
        return font
    }

    /// The same font in the monospaced design: SwiftUI's `Font.monospaced()` (iOS 15), drawn with the bundled
    /// JetBrains Mono.
    public func monospaced() -> Font {
        var copy = self
        copy.design = .monospaced
        return copy
    }

    /// The same font with digits of equal width (OpenType `tnum`), so that changing numbers do not shift:
    /// SwiftUI's `Font.monospacedDigit()`.
    public func monospacedDigit() -> Font {
        var copy = self
        copy.hasMonospacedDigits = true
        return copy
    }

    /// The bundled family of each design: Inter (Inter Display from 20 pt, as SF Pro switches from Text to
    /// Display) for `.default`, JetBrains Mono for `.monospaced`, Quicksand for `.rounded`, Noto Serif for `.serif`
    /// (docs/approximations.md, "System font designs").
    static func family(of design: Design, size: CGFloat) -> String {
        switch design {
        case .default: return size >= 20 ? "Inter Display" : "Inter"
        case .monospaced: return "JetBrains Mono"
        case .rounded: return "Quicksand"
        case .serif: return "Noto Serif"
        }
    }
}

extension Text {
    /// The same text in `design`: SwiftUI's `Text.fontDesign(_:)` (iOS 16.1); nil keeps the font's own.
    public func fontDesign(_ design: Font.Design?) -> Text {
        var copy = self
        copy.design = design
        return copy
    }

    /// The same text with digits of equal width: SwiftUI's `Text.monospacedDigit()`.
    public func monospacedDigit() -> Text {
        var copy = self
        copy.hasMonospacedDigits = true
        return copy
    }

    /// The same text in the monospaced design (when `isActive`): SwiftUI's `Text.monospaced(_:)` (iOS 16.4).
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
}

extension View {
    /// Sets the design of the fonts inside this view: SwiftUI's `View.fontDesign(_:)` (iOS 16.1). A design set on a
    /// `Font` or a `Text` itself wins; nil keeps each font's own.
    public func fontDesign(_ design: Font.Design?) -> some View {
        ContextView(content: self) { $0.environment.fontDesign = design }
    }

    /// Makes digits of the text inside this view of equal width: SwiftUI's `View.monospacedDigit()` (iOS 17).
    public func monospacedDigit() -> some View {
        ContextView(content: self) { $0.environment.hasMonospacedDigits = true }
    }

    /// Draws the text inside this view in the monospaced design (when `isActive`): SwiftUI's
    /// `View.monospaced(_:)` (iOS 16.4).
    public func monospaced(_ isActive: Bool = true) -> some View {
        ContextView(content: self) { if isActive { $0.environment.fontDesign = .monospaced } }
    }
}
