import Foundation
import Testing
import ZoetropeDisplay
@testable import ZoetropeCairo

/// The system font designs and emoji (issue 24), measured by the pinned Pango engine against numbers read from the
/// font files outside the engine (their `head`, `hhea`, `cmap` and `hmtx` tables, read with a short script):
///
/// | file | unitsPerEm | ascender | descender | advances |
/// | --- | --- | --- | --- | --- |
/// | JetBrainsMono-Regular.ttf | 1000 | 1020 | −300 | every character 600 |
/// | Quicksand-Regular.ttf | 1000 | 1000 | −250 | "1" 333, "0" 595 |
/// | NotoSerif-Regular.ttf | 1000 | 1069 | −293 | digits 559 |
/// | NotoColorEmoji.ttf (Debian 2.042) | 2048 | 1900 | −500 | every emoji 2550 |
@Suite struct TextDesignTests {
    let engine = PangoTextEngine.shared

    @Test func loadsEveryBundledFontAndTheEmojiFont() {
        #expect(engine.missingFontFiles.isEmpty)
        #expect(engine.fontFiles.count == TextFontMap.fontFileNames.count + (engine.hasEmojiFont ? 1 : 0))
    }

    @Test func designsResolveToTheirBundledFamilies() {
        #expect(PangoTextEngine.resolvedFamily(for: FontDescriptor(family: "JetBrains Mono", size: 17)) == "JetBrains Mono")
        #expect(PangoTextEngine.resolvedFamily(for: FontDescriptor(family: "quicksand", size: 17)) == "Quicksand")
        #expect(PangoTextEngine.resolvedFamily(for: FontDescriptor(family: "Noto-Serif", size: 17)) == "Noto Serif")
        #expect(PangoTextEngine.resolvedFamily(for: FontDescriptor(family: "Inter Display", size: 17, isItalic: true)) == "Inter")
        #expect(PangoTextEngine.resolvedFamily(for: FontDescriptor(family: "SF Mono", size: 17)) == "Inter")
    }

    @Test func monospacedMeasuresSixHundredthsOfAnEmPerCharacter() {
        // 8 characters × 600 / 1000 × 40 pt = 192 pt; one line (1020 + 300) / 1000 × 40 = 52.8 pt.
        let m = engine.measure(TextRun("00:12.45", font: FontDescriptor(family: "JetBrains Mono", size: 40)), maxWidth: nil)
        #expect(abs(m.size.width - 192) < 0.005, "\(m.size.width)")
        #expect(abs(m.size.height - 52.8) < 0.005, "\(m.size.height)")
    }

    @Test func roundedAndSerifUseTheirOwnAdvances() {
        // Quicksand "10" at 20 pt: (333 + 595) / 1000 × 20 = 18.56; Noto Serif "12" at 10 pt: 2 × 5.59 = 11.18,
        // (1069 + 293) / 1000 × 10 = 13.62 tall.
        let rounded = engine.measure(TextRun("10", font: FontDescriptor(family: "Quicksand", size: 20)), maxWidth: nil)
        #expect(abs(rounded.size.width - 18.56) < 0.005, "\(rounded.size.width)")
        let serif = engine.measure(TextRun("12", font: FontDescriptor(family: "Noto Serif", size: 10)), maxWidth: nil)
        #expect(abs(serif.size.width - 11.18) < 0.005, "\(serif.size.width)")
        #expect(abs(serif.size.height - 13.62) < 0.005, "\(serif.size.height)")
    }

    @Test func monospacedDigitsMakeEveryDigitTheSameWidth() {
        let proportional = ["111", "888"].map { engine.measure(TextRun($0, font: FontDescriptor(size: 17)), maxWidth: nil).size.width }
        let tabular = ["111", "888"].map {
            engine.measure(TextRun($0, font: FontDescriptor(size: 17, hasMonospacedDigits: true)), maxWidth: nil).size.width
        }
        #expect(proportional[0] < proportional[1])
        #expect(abs(tabular[0] - tabular[1]) < 1e-9)
    }

    @Test func emojiAreMeasuredAtTheTextsSize() throws {
        try #require(engine.hasEmojiFont, "fonts-noto-color-emoji is not installed")
        // 2550 / 2048 × 20 pt = 24.902 pt, not the bitmap strike's 109 px em.
        let m = engine.measure(TextRun("👍", font: FontDescriptor(size: 20)), maxWidth: nil)
        #expect(abs(m.size.width - 2550.0 / 2048 * 20) < 0.01, "\(m.size.width)")
    }
}
