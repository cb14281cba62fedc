import Foundation

// `AttributedString` as SwiftUI code uses it: Foundation's type (swift-foundation on Linux), with SwiftUI's attribute
// scope (`font`, `foregroundColor`, …) and the parts Foundation on Linux leaves out: Markdown parsing and
// `InlinePresentationIntent`. `Text(_: AttributedString)` draws each run in its own style.

/// How a run of Markdown text is presented inline: Foundation's `InlinePresentationIntent` (not in Foundation on
/// Linux), with Apple's raw values.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes {
    /// SwiftUI's attributes of an `AttributedString`, read by `Text(_: AttributedString)`.
    public struct SwiftUIAttributes: AttributeScope {
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
        /// Foundation's inline presentation intent (kept here: Foundation on Linux does not define it).
        public enum InlinePresentationIntentAttribute: AttributedStringKey {
            public typealias Value = InlinePresentationIntent
            public static let name = "NSInlinePresentationIntent"
        }

        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        public let foundation: FoundationAttributes
    }

    /// SwiftUI's attribute scope: `AttributeScopes.swiftUI`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeScopes.FoundationAttributes {
    /// Where Apple's Foundation declares the key (`AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute`).
    public typealias InlinePresentationIntentAttribute = AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute
}

extension AttributeDynamicLookup {
    /// `string.font = .title`, `run.foregroundColor`, `AttributeContainer().underlineStyle(.single)`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributedString {
    /// How `init(markdown:options:baseURL:)` reads its source: Foundation's `AttributedString.MarkdownParsingOptions`.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        /// Which Markdown syntax is read.
        public enum InterpretedSyntax: Hashable, Sendable {
            /// Block and inline syntax: paragraphs, headings, lists and quotes lose their markers, and the blocks
            /// are joined with nothing between them (so a `Text` shows them run together, as on iOS).
            case full
            /// Inline syntax only, runs of white space (line breaks included) shown as one space.
            case inlineOnly
            /// Inline syntax only, white space kept: what `Text` reads in a string literal.
            case inlineOnlyPreservingWhitespace
        }

        /// What happens with source that cannot be parsed.
        public enum FailurePolicy: Hashable, Sendable {
            case throwError
            case returnPartiallyParsedIfPossible
        }

        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        public var appliesSourcePositionAttributes: Bool

        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
                    appliesSourcePositionAttributes: Bool = false) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }

    /// The attributed text of Markdown `markdown`: bold and italic runs get their `inlinePresentationIntent`, links
    /// their `link` (resolved against `baseURL`). Zoetrope's inline parser (docs/approximations.md, "Styled text").
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self.init()
        let source: String
        switch options.interpretedSyntax {
        case .inlineOnlyPreservingWhitespace: source = markdown
        case .inlineOnly: source = Self.collapsingWhiteSpace(markdown)
        case .full: source = Self.blocksJoined(markdown)
        }
        for (string, style) in MarkdownText.parse(Array(source), style: MarkdownText.Style()) {
            var part = AttributedString(string)
            var intent: InlinePresentationIntent = []
            if style.bold { intent.insert(.stronglyEmphasized) }
            if style.italic { intent.insert(.emphasized) }
            if style.struck { intent.insert(.strikethrough) }
            if style.code { intent.insert(.code) }
            if !intent.isEmpty { part[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] = intent }
            if let destination = style.destination {
                part.link = URL(string: destination, relativeTo: baseURL) ?? URL(string: "about:blank")
            }
            append(part)
        }
    }

    /// The attributed text of UTF-8 Markdown `markdown`; throws when it is not UTF-8.
    public init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        guard let string = String(data: markdown, encoding: .utf8) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        try self.init(markdown: string, options: options, baseURL: baseURL)
    }

    /// `text` with each run of white space as one space, and none at its ends.
    static func collapsingWhiteSpace(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The inline text of Markdown's blocks, joined with nothing between them: a paragraph's lines joined by a space,
    /// the markers of headings (`#`), quotes (`>`) and list items (`-`, `*`, `+`, `1.`) removed, a fenced code
    /// block's lines kept as code.
    static func blocksJoined(_ text: String) -> String {
        var blocks: [String] = []
        var paragraph: [String] = []
        var fence: [String]? = nil
        func endParagraph() {
            if !paragraph.isEmpty { blocks.append(paragraph.joined(separator: " ")) }
            paragraph = []
        }
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") {
                if let lines = fence {
                    if !lines.isEmpty { blocks.append(codeSpan(lines)) }
                    fence = nil
                } else {
                    endParagraph()
                    fence = []
                }
                continue
            }
            if fence != nil { fence?.append(String(rawLine)); continue }
            if line.isEmpty { endParagraph(); continue }
            if let marker = blockMarker(of: line) {
                endParagraph()
                paragraph = [String(line.dropFirst(marker))]
                // A heading is a block of one line.
                if line.hasPrefix("#") { endParagraph() }
                continue
            }
            paragraph.append(line)
        }
        if let lines = fence, !lines.isEmpty { blocks.append(codeSpan(lines)) }
        endParagraph()
        return blocks.joined()
    }

    /// A fenced block's lines, in backticks so that the inline parser sets them in the code style (as they are,
    /// when they hold a backtick themselves).
    private static func codeSpan(_ lines: [String]) -> String {
        let code = lines.joined(separator: "\n")
        return code.contains("`") ? code : "`" + code + "`"
    }

    /// The length of a heading, quote or list marker (with the space after it) that starts `line`; nil for none.
    private static func blockMarker(of line: String) -> Int? {
        let characters = Array(line)
        var count = 0
        if characters.first == "#" {
            while count < characters.count, characters[count] == "#" { count += 1 }
            guard count <= 6, count == characters.count || characters[count] == " " else { return nil }
        } else if characters.first == ">" {
            count = 1
        } else if let first = characters.first, "-*+".contains(first), characters.count > 1, characters[1] == " " {
            count = 1
        } else {
            while count < characters.count, characters[count].isASCII, characters[count].isNumber { count += 1 }
            guard count > 0, count < 10, count < characters.count, characters[count] == "." || characters[count] == ")",
                  count + 1 == characters.count || characters[count + 1] == " " else { return nil }
            count += 1
        }
        while count < characters.count, characters[count] == " " { count += 1 }
        return count
    }
}

extension Text {
    /// Text of an attributed string, each run in its own style: SwiftUI's `Text(_: AttributedString)`. It reads
    /// SwiftUI's attributes (`font`, `foregroundColor`, `backgroundColor`, `underlineStyle`, `strikethroughStyle`,
    /// `kern`, `tracking`, `baselineOffset`), Markdown's inline presentation intents (bold, italic, code, struck) and
    /// links (drawn in the accent colour). A modifier on the text styles the runs that set nothing of their own.
    ///
    /// Disfavoured: Foundation's `AttributedString` on Linux can be written as a string literal, and a literal must
    /// stay a `LocalizedStringKey` (its Markdown drawn), as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        typealias SwiftUI = AttributeScopes.SwiftUIAttributes
        var parts: [Text] = []
        for run in attributedContent.runs {
            var part = Text(verbatim: String(attributedContent[run.range].characters))
            part.font = run[SwiftUI.FontAttribute.self]
            part.foreground = run[SwiftUI.ForegroundColorAttribute.self].map { TextForeground(AnyShapeStyle($0)) }
            part.background = run[SwiftUI.BackgroundColorAttribute.self]
            part.underline = run[SwiftUI.UnderlineStyleAttribute.self]
            part.strikethrough = run[SwiftUI.StrikethroughStyleAttribute.self]
            part.kerning = run[SwiftUI.KerningAttribute.self]
            part.tracking = run[SwiftUI.TrackingAttribute.self]
            part.baselineOffset = run[SwiftUI.BaselineOffsetAttribute.self]
            let intent = run[SwiftUI.InlinePresentationIntentAttribute.self] ?? []
            let style = MarkdownText.Style(bold: intent.contains(.stronglyEmphasized), italic: intent.contains(.emphasized),
                                           struck: intent.contains(.strikethrough), code: intent.contains(.code),
                                           link: run.link != nil)
            parts.append(style.apply(to: part))
        }
        if parts.isEmpty { self.init(verbatim: ""); return }
        if parts.count == 1, parts[0] == Text(verbatim: parts[0].string) { self = parts[0]; return }
        self.init(parts: parts)
    }
}
