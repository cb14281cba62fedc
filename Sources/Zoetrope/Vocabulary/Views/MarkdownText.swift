import Foundation

/// The inline Markdown SwiftUI draws in a `Text` of a string literal (`AttributedString`'s inline-only syntax, white
/// space kept): `**strong**` and `__strong__` in bold, `*emphasis*` and `_emphasis_` in italic, `***both***`,
/// `~~struck~~` struck through, `` `code` `` in the monospaced design, `[a link](url)` in the accent colour, and
/// backslash escapes of punctuation. Interpolated values are not read as Markdown but take the style around them
/// (`"**\(name)**"` is bold). Block syntax (headings, lists, quotes) is shown as written, as in SwiftUI.
enum MarkdownText {
    /// What a part of the text is drawn in.
    struct Style: Equatable {
        var bold = false
        var italic = false
        var struck = false
        var code = false
        var link = false
        /// A link's destination as written (`[label](destination)`).
        var destination: String? = nil

        func apply(to text: Text) -> Text {
            var text = text
            if bold, text.weight == nil { text.weight = .bold }
            if italic { text.isItalic = true }
            if struck, text.strikethrough == nil { text.strikethrough = .single }
            if code, text.design == nil { text.design = .monospaced }
            if link, text.foreground == nil { text.foreground = TextForeground(AnyShapeStyle(Color.accentColor)) }
            return text
        }
    }

    /// Stands for an interpolated piece while the literal around it is parsed.
    static let placeholder: Character = "\u{FFFC}"

    /// The text of a key's pieces: one plain text when nothing is styled, else a concatenation of styled parts.
    static func text(of pieces: [LocalizedStringKey.Piece]) -> Text {
        var source = ""
        var values: [LocalizedStringKey.Piece] = []
        for piece in pieces {
            switch piece {
            case let .literal(string): source += string
            case .value, .text:
                source.append(placeholder)
                values.append(piece)
            }
        }
        var nextValue = values.makeIterator()
        var parts: [Text] = []
        for (string, style) in parse(Array(source), style: Style()) {
            var plain = ""
            func flush() {
                if !plain.isEmpty { parts.append(style.apply(to: Text(verbatim: plain))) }
                plain = ""
            }
            for character in string {
                guard character == placeholder, let value = nextValue.next() else { plain.append(character); continue }
                switch value {
                case let .value(shown), let .literal(shown):
                    // A value takes the style around it, in the same part: shaped with its neighbours (kerning).
                    plain += shown
                case let .text(text):
                    flush()
                    parts.append(style == Style() ? text : Text(parts: [text]).inheritingMarkdown(style))
                }
            }
            flush()
        }
        if parts.isEmpty { return Text(verbatim: "") }
        if parts.count == 1, parts[0].parts.isEmpty, parts[0] == Text(verbatim: parts[0].string) { return parts[0] }
        return Text(parts: parts)
    }

    /// The runs of `characters` with their styles, Markdown delimiters and escapes removed.
    static func parse(_ characters: [Character], style: Style) -> [(String, Style)] {
        var runs: [(String, Style)] = []
        var plain = ""
        func flush() {
            if !plain.isEmpty { runs.append((plain, style)) }
            plain = ""
        }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, characters[index + 1].isASCII,
               characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
                plain.append(characters[index + 1])
                index += 2
                continue
            }
            if character == "`" {
                let length = run(of: "`", in: characters, at: index)
                if let close = closingRun(of: "`", length: length, in: characters, after: index + length, flanking: false) {
                    flush()
                    var code = style
                    code.code = true
                    runs.append((String(characters[(index + length)..<close]), code))
                    index = close + length
                    continue
                }
                plain += String(characters[index..<(index + length)])
                index += length
                continue
            }
            if character == "*" || character == "_" || character == "~" {
                let length = run(of: character, in: characters, at: index)
                let before = index > 0 ? characters[index - 1] : " "
                let after = index + length < characters.count ? characters[index + length] : " "
                let opens = !after.isWhitespace && (character != "_" || !before.isLetter && !before.isNumber)
                let wanted = character == "~" ? (length == 2 ? 2 : 0) : min(length, 3)
                if opens, wanted > 0,
                   let close = closingRun(of: character, length: wanted, in: characters, after: index + wanted, flanking: true) {
                    flush()
                    var inner = style
                    switch (character, wanted) {
                    case ("~", _): inner.struck = true
                    case (_, 1): inner.italic = true
                    case (_, 2): inner.bold = true
                    default: inner.bold = true; inner.italic = true
                    }
                    // A longer run than the pair uses (`***a**`) keeps its extra delimiters as text.
                    plain = String(characters[index..<(index + length - wanted)])
                    flush()
                    runs += parse(Array(characters[(index + length)..<close]), style: inner)
                    index = close + wanted
                    continue
                }
                plain += String(characters[index..<(index + length)])
                index += length
                continue
            }
            if character == "[", let (label, destination, end) = link(in: characters, at: index) {
                flush()
                var linked = style
                linked.link = true
                linked.destination = destination
                runs += parse(label, style: linked)
                index = end
                continue
            }
            plain.append(character)
            index += 1
        }
        flush()
        return runs
    }

    /// How many times `character` repeats from `index`.
    static func run(of character: Character, in characters: [Character], at index: Int) -> Int {
        var end = index
        while end < characters.count, characters[end] == character { end += 1 }
        return end - index
    }

    /// The start of the first later run of exactly `length` `character`s that can close (not after white space,
    /// for emphasis; for `_`, not inside a word), with something between; nil when there is none.
    static func closingRun(of character: Character, length: Int, in characters: [Character], after start: Int,
                           flanking: Bool) -> Int? {
        var index = start
        while index < characters.count {
            if characters[index] == "\\" { index += 2; continue }
            guard characters[index] == character else { index += 1; continue }
            let count = run(of: character, in: characters, at: index)
            let before = characters[index - 1]
            let after = index + count < characters.count ? characters[index + count] : " "
            let closes = !flanking || (!before.isWhitespace && (character != "_" || !after.isLetter && !after.isNumber))
            if count == length, index > start, closes { return index }
            if count > length, index > start, closes, character != "~" { return index + count - length }
            index += count
        }
        return nil
    }

    /// A link `[label](destination)` at `index`: its label, its destination and the index after it; nil when there is
    /// none.
    static func link(in characters: [Character], at index: Int) -> ([Character], String, Int)? {
        var depth = 0, close = index
        while close < characters.count {
            if characters[close] == "\\" { close += 2; continue }
            if characters[close] == "[" { depth += 1 }
            if characters[close] == "]" { depth -= 1; if depth == 0 { break } }
            close += 1
        }
        guard close + 1 < characters.count, characters[close] == "]", characters[close + 1] == "(",
              let end = characters[(close + 2)...].firstIndex(of: ")"),
              !characters[(close + 2)..<end].contains(where: \.isWhitespace) || characters[(close + 2)..<end].isEmpty
        else { return nil }
        return (Array(characters[(index + 1)..<close]), String(characters[(close + 2)..<end]), end + 1)
    }
}

extension Text {
    /// This concatenation with a Markdown style applied to its whole (its parts keep their own).
    func inheritingMarkdown(_ style: MarkdownText.Style) -> Text { style.apply(to: self) }
}
