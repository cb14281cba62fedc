import Foundation
import Testing
@testable import ZoetropeDisplay

/// The fixed-metrics measurer, against numbers computed by hand from its documented rules.
@Suite struct TextApproximateMeasurerTests {
    let measurer = ApproximateTextMeasurer()
    let body = FontDescriptor(size: 20) // 0.55 em = 11 pt per character, own line 24 pt

    @Test func oneLineIsCharactersTimesElevenPoints() {
        let m = measurer.measure(TextRun("Hello", font: body), maxWidth: nil)
        #expect(m == TextMetrics(size: CGSize(width: 55, height: 24), firstBaseline: 18, lastBaseline: 18, lineCount: 1))
    }

    @Test func lineHeightCentresTheOneEmBox() {
        // pitch 30, content 20: 5 above, baseline 5 + 16 = 21; three lines.
        let m = measurer.measure(TextRun("a\nbb\nccc", font: body, lineHeight: 30), maxWidth: nil)
        #expect(m == TextMetrics(size: CGSize(width: 33, height: 90), firstBaseline: 21, lastBaseline: 81, lineCount: 3))
    }

    @Test func lineSpacingGoesBetweenLines() {
        // box 24, spacing 6: height 3 × 24 + 2 × 6 = 84; baselines 18, 48, 78.
        let m = measurer.measure(TextRun("a\nb\nc", font: body, lineSpacing: 6), maxWidth: nil)
        #expect(m == TextMetrics(size: CGSize(width: 11, height: 84), firstBaseline: 18, lastBaseline: 78, lineCount: 3))
    }

    @Test func wrapsGreedilyAtSpaces() {
        // 60 pt holds 5 characters: "one two three" -> "one" / "two" / "three".
        let m = measurer.measure(TextRun("one two three", font: body), maxWidth: 60)
        #expect(m.lineCount == 3)
        #expect(m.size.width == 55)
        // 90 pt holds 8: "one two" (7) / "three".
        #expect(measurer.measure(TextRun("one two three", font: body), maxWidth: 90).lineCount == 2)
        // a 12-character word in 5-character lines breaks between characters: 5 + 5 + 2.
        #expect(measurer.measure(TextRun("abcdefghijkl", font: body), maxWidth: 60).lineCount == 3)
    }

    @Test func lineLimitKeepsTheFirstLines() {
        let m = measurer.measure(TextRun("one two three", font: body, lineLimit: 1), maxWidth: 60)
        #expect(m.lineCount == 1 && m.size.height == 24)
    }

    @Test func trackingGoesBetweenCharacters() {
        #expect(measurer.measure(TextRun("Hello", font: body, tracking: 2), maxWidth: nil).size.width == 63)
    }

    @Test func emptyIsZero() {
        #expect(measurer.measure(TextRun("", font: body), maxWidth: nil) == .zero)
    }
}
