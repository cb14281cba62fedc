import Foundation
import ZoetropeDisplay

/// A run of text: SwiftUI's `Text`. It uses the environment's font (`.body` by default), wraps at word boundaries
/// to the width it is offered, and is drawn with the bundled Inter face (docs/approximations.md). Texts joined with
/// `+`, and Markdown in a string literal, keep each part's own font, colour and decoration.
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never
    /// The words of a text made from one string; empty for a concatenation.
    let string: String
    /// A concatenation's parts (`+`, Markdown, interpolated texts), in order, each with its own style; empty for a
    /// text made from one string. The modifiers of the whole apply to the parts that do not set their own.
    var parts: [Text] = []
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var foreground: TextForeground?
    var design: Font.Design?
    var hasMonospacedDigits = false
    /// The text scale `Text.textScale(_:isEnabled:)` set; nil leaves the one around it.
    var scale: Scale?
    var underline: LineStyle?
    var strikethrough: LineStyle?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    /// A colour filled behind its characters (an `AttributedString`'s `backgroundColor`).
    var background: Color?
    /// For a text made from an image (`Text(Image(systemName:))`, `\(Image)` in a literal): the image, set in the
    /// line like a character, in the text's font size and colour.
    var image: Image.Source?
    /// For a timer (`Text(_:style: .timer)`, `Text(timerInterval:)`): its words follow the scene's clock.
    var live: LiveDate?

    /// The words it shows, all parts joined.
    var content: String { parts.isEmpty ? string : parts.map(\.content).joined() }

    /// Text showing `content` verbatim (no Markdown: SwiftUI's `init<S: StringProtocol>(_:)`).
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { self.string = String(content) }

    /// Text showing `content` without localisation.
    public init(verbatim content: String) { self.string = content }

    /// Text showing an image in its line, sized by its font and drawn in its colour: SwiftUI's `Text(_: Image)`. A
    /// symbol is set on the line with its centre at half the cap height; an image file is not drawn in text (a
    /// placeholder, with a warning).
    public init(_ image: Image) {
        self.string = "\u{FFFC}"
        self.image = image.source
    }

    init(parts: [Text]) {
        self.string = ""
        self.parts = parts
    }

    /// The two texts one after the other, each keeping its own style: SwiftUI's `Text.+`.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(parts: [lhs, rhs]) }

    /// The same text in `font`.
    public func font(_ font: Font?) -> Text { var copy = self; copy.font = font; return copy }
    /// The same text with another weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { var copy = self; copy.weight = weight; return copy }
    /// The same text in a text scale (unchanged when `isEnabled` is false): SwiftUI's `Text.textScale(_:isEnabled:)`.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
        var copy = self
        if isEnabled { copy.scale = scale }
        return copy
    }
    /// The same text in bold (unchanged when `isActive` is false): SwiftUI's `Text.bold(_:)`.
    public func bold(_ isActive: Bool = true) -> Text { isActive ? fontWeight(.bold) : self }
    /// The same text in italic (unchanged when `isActive` is false): SwiftUI's `Text.italic(_:)`.
    public func italic(_ isActive: Bool = true) -> Text { var copy = self; if isActive { copy.isItalic = true }; return copy }
    /// The same text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.foreground = color.map { TextForeground(AnyShapeStyle($0)) }
        return copy
    }
    /// The same text in `style`: SwiftUI's `Text.foregroundStyle(_:)` (iOS 17). A gradient or material draws the
    /// text in its representative colour (docs/approximations.md, "Text").
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var copy = self
        copy.foreground = TextForeground(AnyShapeStyle(style))
        return copy
    }
    /// The same text underlined (when `isActive`), in `pattern` and `color` (nil: the text's colour).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        var copy = self
        if isActive { copy.underline = LineStyle(pattern: pattern, color: color) }
        return copy
    }
    /// The same text struck through (when `isActive`), in `pattern` and `color` (nil: the text's colour).
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        var copy = self
        if isActive { copy.strikethrough = LineStyle(pattern: pattern, color: color) }
        return copy
    }
    /// The same text with `kerning` points more between its characters (drawn as tracking: approximations.md).
    public func kerning(_ kerning: CGFloat) -> Text { var copy = self; copy.kerning = kerning; return copy }
    /// The same text with `tracking` points added after each character.
    public func tracking(_ tracking: CGFloat) -> Text { var copy = self; copy.tracking = tracking; return copy }
    /// The same text with its baseline raised by `baselineOffset` points (lowered when negative).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        var copy = self
        copy.baselineOffset = baselineOffset
        return copy
    }

    /// This part with the whole's style where it sets none of its own.
    func inheriting(from whole: Text) -> Text {
        var part = self
        part.font = font ?? whole.font
        part.weight = weight ?? whole.weight
        part.isItalic = isItalic || whole.isItalic
        part.foreground = foreground ?? whole.foreground
        part.design = design ?? whole.design
        part.hasMonospacedDigits = hasMonospacedDigits || whole.hasMonospacedDigits
        part.scale = scale ?? whole.scale
        part.underline = underline ?? whole.underline
        part.strikethrough = strikethrough ?? whole.strikethrough
        part.kerning = kerning ?? whole.kerning
        part.tracking = tracking ?? whole.tracking
        part.baselineOffset = baselineOffset ?? whole.baselineOffset
        return part
    }

    /// The texts of single strings it is made of, in order, each with the style it is drawn in.
    var leaves: [Text] { parts.isEmpty ? [self] : parts.flatMap { $0.inheriting(from: self).leaves } }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        // A timer's words change as the clock runs: drawn in a timeline, settled at each frame's date.
        if isLive {
            let text = self
            return context.resolve(TimelineView(.animation) { timeline in text.settled(at: timeline.date) })
        }
        let environment = context.environment
        // With a content transition the content is part of the identity: a change removes the old text and inserts
        // the new one, each with the transition.
        let transition = environment.contentTransition
        var contentTransition: AnyTransition?
        var countsDown = false
        if case let .numeric(down) = transition.kind {
            if let down {
                countsDown = down
            } else if let value = transition.value {
                let key = context.path + "/Text.numericValue"
                let previous = context.graph.lastObservedValue(key) as? Double
                _ = context.graph.animationValueChanged(value, key: key)
                countsDown = previous.map { value < $0 } ?? false
            }
        }
        if transition.kind != .identity { contentTransition = transition.transition(countsDown: countsDown) }
        let styled = styledRun(in: environment)
        for case let (.system(name))? in leaves.map(\.image) where SymbolCatalog.glyph(named: name) == nil {
            context.graph.reportOnce(.warning, path: context.path, "no built-in symbol named \"\(name)\"; drawing a placeholder")
        }
        for case let (.file(name))? in leaves.map(\.image) {
            context.graph.reportOnce(.warning, path: context.path,
                                     "image \"\(name)\" in a Text: images from files are not drawn in text; drawing a placeholder")
        }
        for leaf in leaves {
            guard let name = (leaf.font ?? environment.font)?.customName else { continue }
            let font = leaf.resolvedFont(in: environment)
            context.graph.reportOnce(.warning, path: context.path, "font \"\(name)\" is not bundled; drawing it with "
                                     + "\(Font.substitute(forCustom: font)) (docs/approximations.md, \"Styled text\")")
        }
        let resolved = styled.color
        func run(_ string: String) -> TextRun {
            var run = styled.run
            run.string = string
            run.spans = []
            return run
        }
        if case .numeric = transition.kind, content.count > 1, !content.contains("\n") {
            return [numericRow(context, transition: contentTransition, run: run, color: resolved)]
        }
        let node = transition.kind != .identity ? context.child("Text#" + content) : context.child("Text")
        let result = node.node(.text(run: styled.run, color: resolved,
                                     minimumScaleFactor: Double(min(max(environment.minimumScaleFactor, 0), 1))))
        result.textContent = content
        result.transition = contentTransition
        return [result]
    }

    /// Numeric text of several characters: one text per character side by side, each identified by its place
    /// counted from the end (ones, tens, …) and its character, so that a change rolls only the characters that
    /// changed (SwiftUI's `.numericText`); the unchanged ones stay. The row itself rolls in or out when the text
    /// grows from or shrinks to one character.
    private func numericRow(_ context: ResolveContext, transition: AnyTransition?, run: (String) -> TextRun,
                            color: ResolvedColor) -> Node {
        var row = context.child("Text")
        row.stackAxis = .horizontal
        let characters = Array(content)
        let cells = characters.enumerated().map { index, character -> Node in
            let cell = row.child("\(characters.count - 1 - index)#\(character)")
            let node = cell.node(.text(run: run(String(character)), color: color))
            node.textContent = String(character)
            node.transition = transition
            return node
        }
        let result = row.node(.stack(axis: .horizontal, alignment: .center, spacing: 0), children: cells)
        result.transition = transition
        return result
    }
}

/// How the lines of multi-line text line up: SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing

    var displayAlignment: ZoetropeDisplay.TextAlignment {
        switch self {
        case .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        }
    }
}

extension Font {
    /// The bundled face for this font: for the default design Inter for text sizes, Inter Display from 20 pt up (as
    /// SF Pro switches from Text to Display); the other designs' faces at every size.
    var descriptor: FontDescriptor {
        FontDescriptor(family: Font.family(of: design, size: size), size: Double(size), weight: weight.value, isItalic: isItalic,
                       hasMonospacedDigits: hasMonospacedDigits)
    }
}

extension View {
    /// The most lines text in this view may use; nil is unlimited.
    public func lineLimit(_ number: Int?) -> some View {
        ContextView(content: self) { $0.environment.lineLimit = number }
    }

    /// How the lines of multi-line text in this view line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        ContextView(content: self) { $0.environment.multilineTextAlignment = alignment }
    }
}
