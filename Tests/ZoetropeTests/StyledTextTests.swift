import Foundation
import Testing
@testable import Zoetrope
import ZoetropeDisplay

/// `Text` in several styles: `Text + Text`, Markdown in a string literal (SwiftUI renders a literal as a
/// `LocalizedStringKey`, whose inline Markdown is drawn styled), SwiftUI's interpolations, and the text modifiers.
/// Expected strings and styles are written from SwiftUI's documentation and CommonMark's rules for the inline
/// syntax, next to each case; colours from fidelity.md §8.4 (light mode).
@MainActor @Suite struct StyledTextTests {
    /// Each span's text and weight.
    private func weights(_ run: TextRun) -> [(String, Double)] {
        let bytes = Array(run.string.utf8)
        return run.spans.map { (String(decoding: bytes[$0.range], as: UTF8.self), $0.font.weight) }
    }

    @Test func aLiteralDrawsItsMarkdownAndAStringVariableDoesNot() throws {
        // SwiftUI: `Text("By **Ada**")` is `Text(LocalizedStringKey)`, bold "Ada"; `Text(string)` is verbatim.
        let literal = try firstTextItem { Text("By **Ada**") }
        #expect(literal.run.string == "By Ada")
        #expect(weights(literal.run).map(\.0) == ["By ", "Ada"])
        #expect(weights(literal.run).map(\.1) == [400, 700])
        let written = "By **Ada**"
        let verbatim = try firstTextItem { Text(written) }
        #expect(verbatim.run.string == "By **Ada**")
        #expect(verbatim.run.spans.isEmpty)
        // A literal without Markdown is one plain run, as before styled text existed.
        let plain = try firstTextItem { Text("Hello, world") }
        #expect(plain.run.string == "Hello, world" && plain.run.spans.isEmpty)
    }

    /// CommonMark's inline emphasis, as `AttributedString(markdown:)` reads it: `*`/`_` italic, doubled bold, tripled
    /// both; `_` does not open or close inside a word; a delimiter followed by white space opens nothing; `\` escapes
    /// punctuation; `~~` strikes through; a code span is literal and monospaced; a link keeps its label.
    @Test(arguments: [
        ("*a* _b_ **c** __d__ ***e***", ["a": "i", " ": "", "b": "i", "c": "b", "d": "b", "e": "bi"], "a b c d e"),
        ("snake_case_name", [:], "snake_case_name"),
        ("5 * 3 * 2", [:], "5 * 3 * 2"),
        ("\\*not\\* emphasis", [:], "*not* emphasis"),
        ("**unclosed", [:], "**unclosed"),
        ("~~gone~~ `x*y*` [docs](https://example.com)", ["gone": "s", "x*y*": "m", "docs": "l"], "gone x*y* docs"),
        ("**bold *and italic* inside**", ["bold ": "b", "and italic": "bi", " inside": "b"], "bold and italic inside"),
    ] as [(String, [String: String], String)])
    func markdownInlineSyntax(source: String, styles: [String: String], shown: String) {
        let runs = MarkdownText.parse(Array(source), style: MarkdownText.Style())
        #expect(runs.map(\.0).joined() == shown)
        for (text, style) in runs {
            var flags = ""
            if style.bold { flags += "b" }
            if style.italic { flags += "i" }
            if style.struck { flags += "s" }
            if style.code { flags += "m" }
            if style.link { flags += "l" }
            #expect((styles[text] ?? "") == flags, "\(text): \(flags)")
        }
    }

    @Test func markdownStylesBecomeFontsColoursAndLines() throws {
        let item = try firstTextItem { Text("~~old~~ `new` [link](https://example.com)") }
        let bytes = Array(item.run.string.utf8)
        func span(_ text: String) -> TextSpan? {
            item.run.spans.first { String(decoding: bytes[$0.range], as: UTF8.self) == text }
        }
        #expect(span("old")?.strikethrough == TextDecoration())
        // Inline code in SwiftUI is set in the monospaced design: the bundled JetBrains Mono here.
        #expect(span("new")?.font.family == "JetBrains Mono")
        // A link is drawn in the accent colour, system blue (0, 122, 255).
        #expect(span("link")?.color?.hexString == "#007AFFFF")
    }

    @Test func interpolationsFormatAsSwiftUIDoes() throws {
        // `LocalizedStringKey` formats a Double with "%lf" (six decimals), an Int with "%lld"; a specifier is a
        // printf format; a format style formats in the locale (en_US here, one for every machine).
        let value = 2.5, count = 42, fraction = 0.25
        #expect(try firstTextItem { Text("\(value)") }.run.string == "2.500000")
        #expect(try firstTextItem { Text("\(count) items") }.run.string == "42 items")
        #expect(try firstTextItem { Text("\(value, specifier: "%.1f") pt") }.run.string == "2.5 pt")
        #expect(try firstTextItem { Text("\(fraction, format: .percent) done") }.run.string == "25% done")
        #expect(try firstTextItem { Text(1234.5, format: .number) }.run.string == "1,234.5")
        // An interpolated string is shown as written, Markdown and all, but takes the style around it.
        let name = "**Ada**"
        let bold = try firstTextItem { Text("Hi **\(name)**") }
        #expect(bold.run.string == "Hi **Ada**")
        #expect(weights(bold.run).map(\.1) == [400, 700])
    }

    @Test func partsKeepTheirOwnStyleAndTakeTheWholesOtherwise() throws {
        // SwiftUI: a modifier on a concatenation styles the parts that set nothing of their own.
        let item = try firstTextItem {
            (Text("a").foregroundColor(.red) + Text("b").bold() + Text("c")).foregroundColor(.blue).italic()
        }
        #expect(item.run.string == "abc")
        #expect(item.color.hexString == "#007AFFFF")                     // the whole's blue
        #expect(item.run.spans.map { $0.color?.hexString } == ["#FF3B30FF", nil, nil])
        #expect(item.run.spans.map(\.font.weight) == [400, 700, 400])
        #expect(item.run.spans.allSatisfy { $0.font.isItalic })
    }

    @Test func decorationsOffsetsAndSpacing() throws {
        let underlined = try firstTextItem { Text("Link").underline(pattern: .dash, color: .red) }
        #expect(underlined.run.spans.count == 1)
        #expect(underlined.run.spans[0].underline?.pattern == .dash)
        #expect(underlined.run.spans[0].underline?.color?.hexString == "#FF3B30FF")   // system red (255, 59, 48)
        let formula = try firstTextItem { Text("x") + Text("2").baselineOffset(6) }
        #expect(formula.run.spans.map(\.baselineOffset) == [0, 6])
        // Tracking and kerning (drawn alike, approximations.md "Text") add up.
        let spaced = try firstTextItem { Text("TITLE").tracking(3).kerning(1) }
        #expect(spaced.run.tracking == 4 && spaced.run.spans.isEmpty)
    }

    @Test func viewModifiersReachTheTextInside() throws {
        let item = try firstTextItem {
            VStack { Text("Section header") }
                .textCase(.uppercase).lineSpacing(7).tracking(1.5).underline()
        }
        #expect(item.run.string == "SECTION HEADER")
        #expect(item.run.lineSpacing == 7)
        #expect(item.run.tracking == 1.5)
        #expect(item.run.spans.first?.underline == TextDecoration())
        // The text's own style wins over the view's.
        let own = try firstTextItem { Text("Own").tracking(4).textCase(nil).tracking(1) }
        #expect(own.run.tracking == 4)
    }
}

extension StyledTextTests {
    @Test func theTraceNamesEachPartsStyleAndReadsBackTheSame() throws {
        let t = timeline { Text("Plain ") + Text("bold").bold() + Text(" red").foregroundColor(.red).underline() }
        let trace = t.trace(at: 0)
        let text = try #require(trace.views.first { $0.type == "Text" })
        guard case let .text(styles)? = text.attributes[TextKind.styles] else { Issue.record("no styles"); return }
        #expect(styles == "0..6 Inter 17 w400; 6..10 Inter 17 w700; 10..14 Inter 17 w400 #FF3B30FF underline")
        let read = try MotionTrace(parsing: trace.text, vocabulary: .standard)
        #expect(read.text == trace.text)
    }
}

extension StyledTextTests {
    @Test func aLiteralAllInOneStyleIsDrawnInIt() throws {
        // "*…*" around the whole literal: the whole text is italic (one part, no spans needed); a whole link is blue.
        let italic = try firstTextItem { Text("*All of it*") }
        #expect(italic.run.string == "All of it" && italic.run.font.isItalic)
        let link = try firstTextItem { Text("[Docs](https://example.com)") }
        #expect(link.color.hexString == "#007AFFFF")
    }
}

extension StyledTextTests {
    /// The test measurer (`ApproximateTextMeasurer`) makes every character 0.55 em wide: ten characters at 40 pt are
    /// 220 pt, so in 100 pt they fit on one line at 100 / 220 = 0.4545 of their size.
    @Test func minimumScaleFactorShrinksTextUntilItFits() throws {
        let shrunk = try firstTextItem {
            Text("WWWWWWWWWW").font(.system(size: 40)).lineLimit(1).minimumScaleFactor(0.3).frame(width: 100)
        }
        #expect(shrunk.run.font.size > 40 * 0.4535 && shrunk.run.font.size <= 40 * 100 / 220)
        // It may not shrink below half: 20 pt, cut to the line.
        let floor = try firstTextItem {
            Text("WWWWWWWWWW").font(.system(size: 40)).lineLimit(1).minimumScaleFactor(0.5).frame(width: 100)
        }
        #expect(floor.run.font.size == 20)
        // Text that fits keeps its size.
        let fits = try firstTextItem { Text("WW").font(.system(size: 40)).lineLimit(1).minimumScaleFactor(0.3).frame(width: 100) }
        #expect(fits.run.font.size == 40)
    }

    @Test func truncationModeMovesTheEllipsis() throws {
        let middle = try firstTextItem { Text("A long name").lineLimit(1).truncationMode(.middle) }
        #expect(middle.run.truncation == .middle)
        let head = try firstTextItem { Text("A long name").truncationMode(.head) }
        #expect(head.run.truncation == .head)
        #expect(try firstTextItem { Text("A long name") }.run.truncation == .tail)
    }
}

extension StyledTextTests {
    @Test func anImageSitsInTheLineAtTheFontsSize() throws {
        // `\(Image)` in a literal and `Text(Image)` put one U+FFFC in the string for a span with the image: a box the
        // body size tall (17 pt) whose centre is at half Inter's cap height, 0.364 em: its bottom 17 / 2 − 0.364 × 17
        // = 2.312 pt below the baseline.
        let item = try firstTextItem { Text("\(Image(systemName: "star.fill")) 4.8") }
        #expect(item.run.string == "\u{FFFC} 4.8")
        let image = try #require(item.run.spans.first?.inline)
        #expect(image.size.height == 17)
        #expect(abs(image.descent - 2.312) < 1e-9)
        #expect(item.run.spans.count == 2 && item.run.spans[1].inline == nil)
        // The image takes the text's colour unless its part has its own.
        let tinted = try firstTextItem { Text(Image(systemName: "heart.fill")).foregroundColor(.red) + Text(" Like") }
        #expect(tinted.run.spans.first?.color?.hexString == "#FF3B30FF")
    }

    @Test func anUnknownSymbolInTextWarns() {
        let t = timeline { Text("\(Image(systemName: "no.such.symbol")) x") }
        _ = t.displayList(at: 0)
        #expect(t.issues.contains { $0.message.contains("no built-in symbol named \"no.such.symbol\"") })
    }
}

extension StyledTextTests {
    @Test func datesShowInTheSceneClocksZoneAndOneLocale() throws {
        // The scene clock's epoch is 2023-09-12 09:41:00 UTC. `.date` is the long date ("June 3, 2019" in SwiftUI's
        // documentation), `.time` the short time, which CLDR (and iOS 17) writes with a narrow no-break space before
        // "AM"; a `Date.FormatStyle` is formatted in the same zone whatever the machine's.
        let epoch = Date(timeIntervalSince1970: 1_694_511_660)
        #expect(try firstTextItem { Text(epoch, style: .date) }.run.string == "September 12, 2023")
        #expect(try firstTextItem { Text(epoch, style: .time) }.run.string == "9:41\u{202F}AM")
        #expect(try firstTextItem { Text(epoch, format: .dateTime.hour().minute()) }.run.string == "9:41\u{202F}AM")
        #expect(try firstTextItem { Text("At \(epoch, format: .dateTime.year())") }.run.string == "At 2023")
    }
}

extension StyledTextTests {
    /// The words of the first text drawn at `time`.
    private func words<V: View>(at time: Double, @ViewBuilder _ content: @escaping @MainActor () -> V) -> String? {
        let t = timeline(duration: 3, content)
        return t.trace(at: time).views.lazy.compactMap { view -> String? in
            guard view.type == "Text", case let .text(text)? = view.attributes[TextKind.text] else { return nil }
            return text
        }.first
    }

    @Test func timersRunWithTheSceneClock() {
        // Scene time 0 is the clock's epoch. A 90 s interval counting down shows the time left rounded up: 1:30 at 0 and
        // at 0.5 s, 1:29 from 1 s on; counting up, the whole seconds gone.
        let epoch = Date(timeIntervalSince1970: 1_694_511_660)
        let interval = epoch...epoch.addingTimeInterval(90)
        #expect(words(at: 0) { Text(timerInterval: interval) } == "1:30")
        #expect(words(at: 0.5) { Text(timerInterval: interval) } == "1:30")
        #expect(words(at: 1.2) { Text(timerInterval: interval) } == "1:29")
        #expect(words(at: 1.2) { Text(timerInterval: interval, countsDown: false) } == "0:01")
        // Paused 10 s in: 80 s left, whatever the time.
        #expect(words(at: 2.5) { Text(timerInterval: interval, pauseTime: epoch.addingTimeInterval(10)) } == "1:20")
        // `.timer` since a date 3,725 s before: 1 h 2 min 5 s; without hours the minutes run on.
        #expect(words(at: 0) { Text(epoch.addingTimeInterval(-3725), style: .timer) } == "1:02:05")
        #expect(words(at: 0) {
            Text(timerInterval: epoch.addingTimeInterval(-3725)...epoch.addingTimeInterval(10), countsDown: false, showsHours: false)
        } == "62:05")
        // A styled timer keeps its style.
        let t = timeline(duration: 1) { Text(timerInterval: interval).bold() }
        #expect(textItems(t.displayList(at: 0).items).first?.run.font.weight == 700)
    }
}
