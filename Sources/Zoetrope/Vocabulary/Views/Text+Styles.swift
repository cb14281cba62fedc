import Foundation
import ZoetropeDisplay

extension Text {
    /// A line under or through text: SwiftUI's `Text.LineStyle` (iOS 16).
    public struct LineStyle: Hashable, Sendable {
        /// Solid, dotted or dashed: SwiftUI's `Text.LineStyle.Pattern`.
        public struct Pattern: Hashable, Sendable {
            let kind: TextDecoration.Pattern

            public static let solid = Pattern(kind: .solid)
            public static let dot = Pattern(kind: .dot)
            public static let dash = Pattern(kind: .dash)
            public static let dashDot = Pattern(kind: .dashDot)
            public static let dashDotDot = Pattern(kind: .dashDotDot)
        }

        let pattern: Pattern
        let color: Color?

        /// A line in `pattern` and `color` (nil: the text's colour).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// One solid line in the text's colour.
        public static let single = LineStyle()

        func decoration(in scheme: ColorScheme) -> TextDecoration {
            TextDecoration(pattern: pattern.kind, color: color.map { $0.resolve(in: scheme).displayColor })
        }
    }

    /// Where text cut to fit loses its characters, for `truncationMode(_:)`: SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }

    /// Upper or lower case, for `textCase(_:)`: SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}

/// A text's own foreground style. Equal when it paints the same in the default environment (a shape style is not
/// itself comparable).
struct TextForeground: Equatable {
    let style: AnyShapeStyle

    init(_ style: AnyShapeStyle) { self.style = style }

    static func == (lhs: TextForeground, rhs: TextForeground) -> Bool {
        let environment = EnvironmentValues()
        return lhs.style.resolvePaint(in: environment) == rhs.style.resolvePaint(in: environment)
    }
}

extension View {
    /// Underlines the text inside this view (when `isActive`): SwiftUI's `View.underline(_:pattern:color:)` (iOS 16).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        ContextView(content: self) { if isActive { $0.environment.textUnderline = Text.LineStyle(pattern: pattern, color: color) } }
    }

    /// Strikes through the text inside this view (when `isActive`): SwiftUI's `View.strikethrough(_:pattern:color:)`.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        ContextView(content: self) { if isActive { $0.environment.textStrikethrough = Text.LineStyle(pattern: pattern, color: color) } }
    }

    /// Adds `kerning` points between the characters of the text inside this view (iOS 16).
    public func kerning(_ kerning: CGFloat) -> some View {
        ContextView(content: self) { $0.environment.textKerning = kerning }
    }

    /// Adds `tracking` points after each character of the text inside this view (iOS 16).
    public func tracking(_ tracking: CGFloat) -> some View {
        ContextView(content: self) { $0.environment.textTracking = tracking }
    }

    /// Raises the baselines of the text inside this view by `baselineOffset` points (iOS 16).
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        ContextView(content: self) { $0.environment.textBaselineOffset = baselineOffset }
    }

    /// Puts `lineSpacing` points between the lines of the text inside this view: SwiftUI's `lineSpacing(_:)`.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        ContextView(content: self) { $0.environment.lineSpacing = lineSpacing }
    }

    /// Lets the text inside this view shrink, to no less than `factor` of its size, to fit its space without being
    /// cut: SwiftUI's `minimumScaleFactor(_:)`.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        ContextView(content: self) { $0.environment.minimumScaleFactor = factor }
    }

    /// Where the text inside this view loses its characters when cut to its line limit (an ellipsis there): SwiftUI's
    /// `truncationMode(_:)`.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        ContextView(content: self) { $0.environment.truncationMode = mode }
    }

    /// Shows the text inside this view in upper or lower case; nil shows it as written: SwiftUI's `textCase(_:)`.
    public func textCase(_ textCase: Text.Case?) -> some View {
        ContextView(content: self) { $0.environment.textCase = textCase }
    }
}

extension Text.Case {
    func apply(to string: String) -> String {
        switch self {
        case .uppercase: return string.uppercased()
        case .lowercase: return string.lowercased()
        }
    }
}

extension Text {
    /// The run and colour this text draws with in `environment`: one font for text in one style, else a span per
    /// part with its font, and its colour when it differs from the whole's.
    func styledRun(in environment: EnvironmentValues) -> (run: TextRun, color: ResolvedColor) {
        // A concatenation of one part (a literal all in bold, say) is that part in the whole's style.
        if !parts.isEmpty, leaves.count == 1 { return leaves[0].styledRun(in: environment) }
        let font = resolvedFont(in: environment)
        let color = resolvedColor(in: environment)
        let leaves = self.leaves.map { $0.withEnvironmentDecorations(environment) }
        let strings = leaves.map { leaf in environment.textCase.map { $0.apply(to: leaf.string) } ?? leaf.string }
        var run = textRun(strings.joined(), font: font, in: environment)
        run.tracking = Double((kerning ?? environment.textKerning ?? 0) + (tracking ?? environment.textTracking ?? 0))
        let needsSpans = leaves.count > 1 || leaves.contains {
            $0.underline != nil || $0.strikethrough != nil || ($0.baselineOffset ?? 0) != 0 || $0.image != nil
                || $0.background != nil
        }
        guard needsSpans else { return (run, color) }
        var offset = 0
        var spans: [TextSpan] = []
        for (leaf, string) in zip(leaves, strings) {
            let length = string.utf8.count
            defer { offset += length }
            let own = leaf.resolvedColor(in: environment)
            let spacing = (leaf.kerning ?? environment.textKerning ?? 0) + (leaf.tracking ?? environment.textTracking ?? 0)
            var span = TextSpan(range: offset..<(offset + length), font: leaf.resolvedFont(in: environment).descriptor,
                                color: own == color ? nil : own.displayColor,
                                underline: leaf.underline?.decoration(in: environment.colorScheme),
                                strikethrough: leaf.strikethrough?.decoration(in: environment.colorScheme),
                                baselineOffset: Double(leaf.baselineOffset ?? 0),
                                tracking: Double(spacing) == run.tracking ? nil : Double(spacing))
            span.background = leaf.background.map { $0.resolve(in: environment.colorScheme).displayColor }
            if let image = leaf.image { span.inline = Self.inline(image, font: leaf.resolvedFont(in: environment), in: environment) }
            // Neighbours in the same style are one span: Pango then shapes them together, kerning across the seam.
            // An image is a span of its own.
            var sameStyle = spans.last
            sameStyle?.range = span.range
            if var last = spans.last, last.range.upperBound == span.range.lowerBound, last.inline == nil, span.inline == nil,
               sameStyle == span {
                last.range = last.range.lowerBound..<span.range.upperBound
                spans[spans.count - 1] = last
            } else {
                spans.append(span)
            }
        }
        // One span in the run's own style is the run alone.
        if spans.count == 1, spans[0].drawsPlain, spans[0].font == run.font, spans[0].tracking == nil { return (run, color) }
        run.spans = spans
        return (run, color)
    }

    /// An image set in a line of `font`: a symbol's box is the font size tall (times the image scale), as a symbol
    /// view's is, with its centre at half the cap height (0.727 em in Inter, so 0.364 em above the baseline).
    static func inline(_ source: Image.Source, font: Font, in environment: EnvironmentValues) -> TextInline {
        let glyph: SymbolGlyph
        if case let .system(name) = source {
            let variant = environment.symbolVariants.applied(to: name)
            glyph = SymbolCatalog.glyph(named: variant) ?? SymbolCatalog.glyph(named: name) ?? SymbolCatalog.placeholder
        } else {
            glyph = SymbolCatalog.placeholder
        }
        let height = font.size * environment.imageScale.factor
        let size = CGSize(width: height * glyph.aspect, height: height)
        return TextInline(items: glyph.items(in: size, weight: font.weight, color: .black), size: size,
                          descent: Double(height / 2 - 0.364 * font.size))
    }

    /// This leaf with the decorations and baseline offset a view around it set, where it sets none of its own.
    private func withEnvironmentDecorations(_ environment: EnvironmentValues) -> Text {
        var leaf = self
        leaf.underline = underline ?? environment.textUnderline
        leaf.strikethrough = strikethrough ?? environment.textStrikethrough
        leaf.baselineOffset = baselineOffset ?? environment.textBaselineOffset
        return leaf
    }
}
