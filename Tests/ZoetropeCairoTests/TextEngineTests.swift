import Foundation
import Testing
import ZoetropeDisplay
@testable import ZoetropeCairo

/// Measurement by the pinned Pango engine, against numbers taken from the font file outside the engine.
///
/// Independent reference (python fontTools 4.x on the bundled `Inter-Regular.otf`, 4.0~beta7): unitsPerEm 2816,
/// hhea ascender 2728, descender −680, line gap 0; advance widths H 2084, e 1640, l 668, o 1680 (no kerning
/// between these pairs in the text "Hello"). So at 17 pt: "Hello" = 6740 / 2816 × 17 = 40.6889 pt wide,
/// ascent 2728 / 2816 × 17 = 16.4688 pt, descent 680 / 2816 × 17 = 4.1051 pt, own line height 20.5739 pt.
@Suite struct TextEngineTests {
    let engine = PangoTextEngine.shared
    let body = FontDescriptor(size: 17)
    static let paragraph = "Zoetrope turns SwiftUI-style motion into video frames, one frame at a time, on Linux."

    @Test func loadsEveryBundledFont() {
        #expect(engine.missingFontFiles.isEmpty)
        #expect(engine.fontFiles.count == TextFontMap.fontFileNames.count + (engine.hasEmojiFont ? 1 : 0))
    }

    @Test func helloAtBodySizeMatchesTheFontsAdvanceWidths() {
        let m = engine.measure(TextRun("Hello", font: body), maxWidth: nil)
        // Pango rounds each advance to 1/1024 pt, hence a tolerance of a few thousandths.
        #expect(abs(m.size.width - 40.6889) < 0.005, "\(m.size.width)")
        #expect(abs(m.size.height - 20.5739) < 0.005, "\(m.size.height)")
        #expect(abs(m.firstBaseline - 16.4688) < 0.005)
        #expect(m.lastBaseline == m.firstBaseline)
        #expect(m.lineCount == 1)
    }

    @Test func lineHeightIsTheExactPitchWithLeadingSplitAboveAndBelow() {
        // body 17 / 22 (fidelity.md §8.2): leading 22 − 20.5739 = 1.4261, half above: baseline 0.7131 + 16.4688.
        let m = engine.measure(TextRun("Hello\nworld\nagain", font: body, lineHeight: 22), maxWidth: nil)
        #expect(m.lineCount == 3)
        #expect(m.size.height == 66)
        #expect(abs(m.firstBaseline - 17.1818) < 0.005, "\(m.firstBaseline)")
        #expect(abs(m.lastBaseline - (m.firstBaseline + 44)) < 1e-9)
        // caption2 11 / 13 is tighter than Inter's own 13.31: the leading is negative and still split evenly.
        let tight = engine.measure(TextRun("Hi\nthere", font: FontDescriptor(size: 11), lineHeight: 13), maxWidth: nil)
        #expect(tight.size.height == 26)
        let own = 3408.0 / 2816 * 11
        #expect(abs(tight.firstBaseline - ((13 - own) / 2 + 2728.0 / 2816 * 11)) < 0.005)
    }

    @Test func lineSpacingGoesBetweenLinesOnly() {
        // SwiftUI's .lineSpacing(6): pitch 20.5739 + 6, nothing above the first line or below the last.
        let m = engine.measure(TextRun("Hello\nworld\nagain", font: body, lineSpacing: 6), maxWidth: nil)
        #expect(abs(m.size.height - (3 * 20.5739 + 2 * 6)) < 0.01, "\(m.size.height)")
        #expect(abs(m.firstBaseline - 16.4688) < 0.005)
        #expect(abs(m.lastBaseline - (16.4688 + 2 * 26.5739)) < 0.01)
        let boxed = engine.measure(TextRun("Hello\nworld", font: body, lineHeight: 22, lineSpacing: 4), maxWidth: nil)
        #expect(boxed.size.height == 48)
        #expect(abs(boxed.lastBaseline - boxed.firstBaseline - 26) < 1e-9)
    }

    @Test func wrappingAddsLinesAsTheWidthShrinks() {
        let run = TextRun(Self.paragraph, font: body)
        let widths: [Double] = [2000, 400, 250, 150, 80]
        let counts = widths.map { engine.measure(run, maxWidth: $0).lineCount }
        #expect(counts.first == 1)
        #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 <= $1 }, "\(counts)")
        #expect(counts.last! > counts[1], "\(counts)")
        for width in widths {
            let m = engine.measure(run, maxWidth: width)
            #expect(m.size.width <= width)
            #expect(abs(m.size.height - Double(m.lineCount) * 20.5739) < 0.01)
        }
        // nil = no wrapping at all.
        #expect(engine.measure(run, maxWidth: nil).lineCount == 1)
    }

    @Test func lineLimitOneTruncates() {
        let run = TextRun(Self.paragraph, font: body, lineLimit: 1)
        let m = engine.measure(run, maxWidth: 150)
        #expect(m.lineCount == 1)
        #expect(abs(m.size.height - 20.5739) < 0.005)
        #expect(m.size.width <= 150)
        #expect(engine.measure(TextRun(Self.paragraph, font: body, lineLimit: 2), maxWidth: 150).lineCount == 2)
        #expect(engine.measure(TextRun(Self.paragraph, font: body, lineLimit: 50), maxWidth: 150).lineCount ==
                engine.measure(TextRun(Self.paragraph, font: body), maxWidth: 150).lineCount)
        // The limit counts lines across paragraphs, and the last shown line carries the ellipsis.
        let context = PangoTextEngine().fontsForTesting.makeContext() // its own font map: no lock needed
        let cut = TextLayout(TextRun("a\nb\nc", font: body, lineLimit: 2), width: 100, context: context)
        let whole = TextLayout(TextRun("a\nb\nc", font: body), width: 100, context: context)
        #expect(cut.lines.count == 2 && whole.lines.count == 3)
        #expect(cut.lines[1].width > whole.lines[1].width + 5, "\(cut.lines[1].width) vs \(whole.lines[1].width)") // "b…"
        #expect(abs(cut.lines[0].width - whole.lines[0].width) < 1e-9)
        // Without a width there is nothing to ellipsize: the first lines are kept.
        #expect(engine.measure(TextRun("a\nb\nc", font: body, lineLimit: 2), maxWidth: nil).lineCount == 2)
    }

    @Test func theMeasuredWidthLaysOutTheSameLinesAgain() {
        // TextItem.width = the measured width must not wrap again (layout hands that width back to the drawer).
        for string in ["Hello", "Wi‑Fi office 17:42", Self.paragraph, "a\nlonger second line"] {
            for maxWidth in [nil, 300, 120] as [Double?] {
                let run = TextRun(string, font: body, alignment: .center)
                let m = engine.measure(run, maxWidth: maxWidth)
                for noise in [0, 1e-9, -1e-9] {
                    #expect(engine.measure(run, maxWidth: m.size.width + noise) == m, "\(string) \(String(describing: maxWidth)) \(noise)")
                }
            }
        }
    }

    @Test(arguments: [TextAlignment.leading, .center, .trailing])
    func drawingATrackedItemAtItsMeasuredWidthKeepsTheMeasuredLines(alignment: TextAlignment) {
        let context = PangoTextEngine().fontsForTesting.makeContext() // its own font map: no lock needed
        for tracking in [0, 1, 2.5, -0.5] {
            for maxWidth in [nil, 70] as [Double?] {
                let run = TextRun("caption2 tracked words", font: FontDescriptor(size: 11), alignment: alignment, tracking: tracking)
                let measured = TextLayout(run, width: maxWidth, context: context)
                let drawn = TextLayout(run, width: measured.metrics.size.width, context: context, forDrawing: true)
                #expect(drawn.lines.map(\.width) == measured.lines.map(\.width), "tracking \(tracking) width \(String(describing: maxWidth))")
                // Lines sit at the same place relative to the box: aligned within the measured width.
                let box = measured.metrics.size.width
                for line in drawn.lines {
                    switch alignment {
                    case .leading: #expect(abs(line.x) < 0.002)
                    case .center: #expect(abs(line.x - (box - line.width) / 2) < 0.002)
                    case .trailing: #expect(abs(line.x - (box - line.width)) < 0.002)
                    }
                }
            }
        }
    }

    @Test func weightsSlantsAndFamiliesSelectDifferentFaces() {
        func width(_ font: FontDescriptor) -> Double { engine.measure(TextRun("Headline", font: font), maxWidth: nil).size.width }
        let regular = width(FontDescriptor(size: 17))
        let semibold = width(FontDescriptor(size: 17, weight: 600))
        let bold = width(FontDescriptor(size: 17, weight: 700))
        #expect(regular < semibold && semibold < bold)
        #expect(width(FontDescriptor(size: 17, isItalic: true)) != regular)
        #expect(width(FontDescriptor(family: "Inter Display", size: 34)) != width(FontDescriptor(size: 34)))
        // Unknown families are drawn with Inter, never a system font.
        #expect(width(FontDescriptor(family: "Helvetica", size: 17)) == regular)
        #expect(width(FontDescriptor(family: "SF Pro", size: 17, weight: 600)) == semibold)
        #expect(PangoTextEngine.resolvedFamily(for: FontDescriptor(family: "inter-display", size: 30)) == "Inter Display")
        #expect(PangoTextEngine.resolvedFamily(for: FontDescriptor(family: "Inter Display", size: 30, isItalic: true)) == "Inter")
        #expect(PangoTextEngine.resolvedFamily(for: FontDescriptor(family: "DejaVu Sans", size: 30)) == "Inter")
    }

    @Test func trackingAddsSpaceBetweenCharacters() {
        // Pango's letter spacing goes between graphemes, not after the last one: 4 gaps × 2 pt in "Hello".
        let plain = engine.measure(TextRun("Hello", font: body), maxWidth: nil).size.width
        let tracked = engine.measure(TextRun("Hello", font: body, tracking: 2), maxWidth: nil).size.width
        #expect(abs(tracked - plain - 8) < 0.01, "\(tracked - plain)")
    }

    @Test func emptyStringHasNoSize() {
        #expect(engine.measure(TextRun("", font: body), maxWidth: 100) == .zero)
        #expect(engine.measure(TextRun("", font: body), maxWidth: nil) == .zero)
    }

    /// Sizes Pango cannot take are clamped to 0.01…10 000 pt (`PangoTextLayout.clampedSize`): 0, negative, NaN and
    /// infinite sizes measure as 0.01 pt, 10⁹ as 10 000 pt, whose line is (2728 + 680) / 2816 × 10 000 =
    /// 12 102.27 pt tall by the font's own numbers above. A NaN width does not limit the line.
    @Test func hostileSizesAreClamped() {
        let tiny = engine.measure(TextRun("x", font: FontDescriptor(size: 0.01)), maxWidth: nil)
        #expect(tiny.size.height >= 0 && tiny.size.height < 0.05, "\(tiny.size)")
        #expect(tiny.size.width >= 0 && tiny.size.width < 0.05, "\(tiny.size)")
        for size: Double in [0, -3, .nan, .infinity, -.infinity] {
            let m = engine.measure(TextRun("x", font: FontDescriptor(size: size)), maxWidth: .nan)
            #expect(m == tiny, "size \(size): \(m)")
        }
        let huge = engine.measure(TextRun("x", font: FontDescriptor(size: 1e9)), maxWidth: .nan)
        #expect(huge == engine.measure(TextRun("x", font: FontDescriptor(size: 10_000)), maxWidth: nil))
        #expect(abs(huge.size.height - 12_102.27) < 0.05, "\(huge.size)")
        #expect(huge.lineCount == 1)
    }

    /// A NaN line height falls back on the font's own (20.5739 pt at 17 pt, above), an infinite tracking on none, a
    /// negative width on 0 (where the single "x" still takes its one line), and a line limit below 1 on 1 — which at
    /// width 0 truncates the line to "…", as `lineLimit: 1` does.
    @Test func hostileLayoutValuesFallBack() {
        let plain = engine.measure(TextRun("x", font: body), maxWidth: nil)
        let unlimited = engine.measure(TextRun("x", font: body, lineHeight: .nan, tracking: .infinity), maxWidth: -5)
        #expect(abs(unlimited.size.height - 20.5739) < 0.005, "\(unlimited.size)")
        #expect(unlimited.lineCount == 1)
        #expect(unlimited.size.width == plain.size.width)
        #expect(plain.size.width > 0 && plain.size.width.isFinite)
        let limited = engine.measure(TextRun("x", font: body, lineHeight: .nan, lineLimit: -2, tracking: .infinity), maxWidth: -5)
        #expect(limited == engine.measure(TextRun("x", font: body, lineLimit: 1), maxWidth: 0))
        #expect(abs(limited.size.height - 20.5739) < 0.005 && limited.lineCount == 1, "\(limited)")
    }
}
