import Foundation
import Testing
@testable import Zoetrope
import ZoetropeDisplay

/// `AttributedString` as SwiftUI code uses it: SwiftUI's attribute scope, `AttributedString(markdown:)` and
/// `Text(_: AttributedString)`. Expected values from SwiftUI's and Foundation's documentation: Markdown emphasis is an
/// `inlinePresentationIntent` (strongly emphasized for `**`, emphasized for `*`), a link keeps its label as the
/// characters and its destination as `link`; `.full` syntax drops block markers and joins blocks with nothing between
/// them (why iOS shows two Markdown paragraphs in one `Text` run together). Colours from fidelity.md §8.4 (light).
@MainActor @Suite struct AttributedStringTests {
    private typealias SwiftUI = AttributeScopes.SwiftUIAttributes

    private func span(_ text: String, in run: TextRun) -> TextSpan? {
        let bytes = Array(run.string.utf8)
        return run.spans.first { String(decoding: bytes[$0.range], as: UTF8.self) == text }
    }

    @Test func markdownEmphasisAndLinksBecomeAttributes() throws {
        let string = try AttributedString(markdown: "**Bold**, *it* and [Docs](https://example.com/docs)")
        #expect(String(string.characters) == "Bold, it and Docs")
        let runs = string.runs.map { (String(string[$0.range].characters), $0[SwiftUI.InlinePresentationIntentAttribute.self], $0.link) }
        #expect(runs.map(\.0) == ["Bold", ", ", "it", " and ", "Docs"])
        #expect(runs[0].1 == .stronglyEmphasized)
        #expect(runs[1].1 == nil)
        #expect(runs[2].1 == .emphasized)
        #expect(runs[4].2 == URL(string: "https://example.com/docs"))
        // The dynamic member SwiftUI code writes.
        #expect(string.runs.first?.inlinePresentationIntent == .stronglyEmphasized)
    }

    @Test func theSyntaxOptionDecidesWhatHappensToLinesAndBlocks() throws {
        let source = "# Title\n\nFirst line\nsecond line\n\n- one\n- two"
        #expect(String(try AttributedString(markdown: source).characters) == "TitleFirst line second lineonetwo")
        let inline = try AttributedString(markdown: "a\n  **b**", options: .init(interpretedSyntax: .inlineOnly))
        #expect(String(inline.characters) == "a b")
        let kept = try AttributedString(markdown: "a\n  **b**",
                                        options: AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace))
        #expect(String(kept.characters) == "a\n  b")
        // A relative link resolves against the base URL.
        let relative = try AttributedString(markdown: "[x](guide)", baseURL: URL(string: "https://example.com/docs/"))
        #expect(relative.runs.first?.link?.absoluteString == "https://example.com/docs/guide")
    }

    @Test func textDrawsEachRunInItsAttributes() throws {
        var string = AttributedString("Order ships today")
        let ships = try #require(string.range(of: "ships"))
        string[ships].font = .title.bold()
        string[ships].foregroundColor = .red
        string[ships].backgroundColor = .yellow
        string.append(AttributedString("!", attributes: AttributeContainer().underlineStyle(.single).kern(2)))
        let item = try firstTextItem { Text(string) }
        #expect(item.run.string == "Order ships today!")
        let bold = try #require(span("ships", in: item.run))
        // .title is 28 pt (fidelity.md §8.3), bold 700; systemRed #FF3B30 and systemYellow #FFCC00 in light mode.
        #expect(bold.font.size == 28 && bold.font.weight == 700)
        #expect(bold.color?.hexString == "#FF3B30FF")
        #expect(bold.background?.hexString == "#FFCC00FF")
        let plain = try #require(span("Order ", in: item.run))
        #expect(plain.font.size == 17 && plain.background == nil && plain.color == nil)
        let bang = try #require(span("!", in: item.run))
        #expect(bang.underline == TextDecoration() && bang.tracking == 2)
        // The trace's styles name the background.
        #expect(bold.dumpText.contains("background #FFCC00"))
    }

    @Test func markdownRunsDrawAsTheirIntentsAndAModifierFillsTheRest() throws {
        let item = try firstTextItem {
            Text(try! AttributedString(markdown: "**A** b [c](https://example.com)")).font(.headline)
        }
        #expect(item.run.string == "A b c")
        // `.headline` is 17 pt semibold (600); bold runs 700; the link in the accent colour, systemBlue #007AFF.
        #expect(span("A", in: item.run)?.font.weight == 700)
        #expect(span(" b ", in: item.run)?.font.weight == 600)
        #expect(span("c", in: item.run)?.color?.hexString == "#007AFFFF")
        // A plain attributed string is one plain run.
        let plain = try firstTextItem { Text(AttributedString("Hello")) }
        #expect(plain.run.string == "Hello" && plain.run.spans.isEmpty)
    }

    @Test func aStringLiteralStaysALocalizedStringKey() throws {
        // Foundation's `AttributedString` is `ExpressibleByStringLiteral` on Linux; `Text("**a**")` must still read
        // Markdown (SwiftUI picks `Text(_: LocalizedStringKey)` for a literal), so "a" is bold and no asterisk shows.
        let item = try firstTextItem { Text("x **a**") }
        #expect(item.run.string == "x a")
        #expect(span("a", in: item.run)?.font.weight == 700)
    }

    @Test func markdownDataMustBeUTF8() {
        #expect(throws: (any Error).self) { try AttributedString(markdown: Data([0xFF, 0xFE, 0xFD])) }
        #expect((try? AttributedString(markdown: Data("*x*".utf8))).map { String($0.characters) } == "x")
    }
}
