import Foundation
import Testing
import ZoetropeDisplay
@testable import ZoetropeCairo

/// Text runs in several styles (`TextRun.spans`): each part drawn in its own colour, raised by its own offset,
/// with its own underline and strikethrough. Drawn at 2x on white, 40 pt Inter, baseline at a known height.
@Suite struct TextSpanRenderingTests {
    static let font = FontDescriptor(size: 40)
    static let scale = 2.0

    /// The run drawn black at (10, 10) on a white 300 × 100 pt canvas.
    static func render(_ run: TextRun) -> RasterImage {
        let width = PangoTextEngine.shared.measure(run, maxWidth: nil).size.width
        let item = TextItem(run: run, origin: CGPoint(x: 10, y: 10), width: width, color: .black)
        return CairoRasterizer().draw(DisplayList(size: CGSize(width: 300, height: 100), scale: scale,
                                                  background: .white, items: [.text(item)]))
    }

    /// The baseline's pixel row for a run of `font` drawn at y = 10.
    static var baselineRow: Double {
        (10 + PangoTextEngine.shared.measure(TextRun("I", font: font), maxWidth: nil).firstBaseline) * scale
    }

    /// Pixels darker than the background in columns `columns` and rows `rows`.
    static func ink(_ image: RasterImage, columns: Range<Int>, rows: Range<Int>) -> Int {
        var count = 0
        for y in rows where y >= 0 && y < image.height {
            for x in columns where x >= 0 && x < image.width {
                let p = image.rgba(x: x, y: y)
                if p.r < 200 || p.g < 200 || p.b < 200 { count += 1 }
            }
        }
        return count
    }

    /// The columns of "I" and of the gap after it in "I    I": its ink ends where its advance does (the stem of
    /// Inter's I is under a quarter em wide), and four spaces leave a gap of more than an em.
    static func gapColumns(_ image: RasterImage) -> Range<Int> {
        var inkColumns: [Int] = []
        for x in 0..<image.width where ink(image, columns: x..<(x + 1), rows: 0..<image.height) > 0 { inkColumns.append(x) }
        var gapStart = inkColumns[0]
        while inkColumns.contains(gapStart + 1) { gapStart += 1 }
        let gapEnd = inkColumns.first { $0 > gapStart + 1 } ?? image.width
        return (gapStart + 4)..<(gapEnd - 4)
    }

    @Test func eachPartIsDrawnInItsOwnColour() throws {
        // "HHHH" red, then "HHHH" in the item's black.
        let red = DisplayColor(red255: 255, green: 0, blue: 0)
        let run = TextRun("HHHHHHHH", font: Self.font, spans: [TextSpan(range: 0..<4, font: Self.font, color: red),
                                                                 TextSpan(range: 4..<8, font: Self.font)])
        let image = Self.render(run)
        let half = PangoTextEngine.shared.measure(TextRun("HHHH", font: Self.font), maxWidth: nil).size.width
        var reds = 0, blacks = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(x: x, y: y)
                guard p.r < 100 || p.g < 100 else { continue }
                let isRed = p.r > 200 && p.g < 80
                let pt = Double(x) / Self.scale - 10
                if isRed { reds += 1; #expect(pt < half + 1, "red ink at \(pt) pt, past the red part's \(half) pt") }
                if p.r < 80 { blacks += 1; #expect(pt > half - 1, "black ink at \(pt) pt, inside the red part") }
            }
        }
        #expect(reds > 500 && blacks > 500)
    }

    @Test func underlineAndStrikethroughCrossTheGapBetweenWords() throws {
        let plain = Self.render(TextRun("I    I", font: Self.font))
        let gap = Self.gapColumns(plain)
        let baseline = Int(Self.baselineRow)
        // Without a line the gap is empty from the cap height to below the baseline.
        #expect(Self.ink(plain, columns: gap, rows: 0..<plain.height) == 0)
        let underlined = Self.render(TextRun("I    I", font: Self.font, spans: [
            TextSpan(range: 0..<6, font: Self.font, underline: TextDecoration())]))
        // The underline is below the baseline (fonts put it a few percent of an em under it: within 0–8 pt at
        // 40 pt), and crosses the whole gap.
        let below = Self.ink(underlined, columns: gap, rows: baseline..<(baseline + Int(8 * Self.scale)))
        #expect(below >= gap.count, "underline ink \(below) in \(gap.count) gap columns")
        #expect(Self.ink(underlined, columns: gap, rows: 0..<baseline) == 0)
        let struck = Self.render(TextRun("I    I", font: Self.font, spans: [
            TextSpan(range: 0..<6, font: Self.font, strikethrough: TextDecoration())]))
        // The strikethrough is above the baseline, below the cap height (0.73 em: fidelity of Inter's OS/2).
        let above = Self.ink(struck, columns: gap, rows: (baseline - Int(0.73 * 40 * Self.scale))..<baseline)
        #expect(above >= gap.count, "strikethrough ink \(above) in \(gap.count) gap columns")
        #expect(Self.ink(struck, columns: gap, rows: baseline..<struck.height) == 0)
    }

    @Test func aBaselineOffsetRaisesItsPartByThatManyPoints() throws {
        // "H" then "H" raised by 10 pt: the second H's ink bottom is 10 pt (20 px) above the first's.
        let run = TextRun("HH", font: Self.font, spans: [TextSpan(range: 0..<1, font: Self.font),
                                                          TextSpan(range: 1..<2, font: Self.font, baselineOffset: 10)])
        let image = Self.render(run)
        let first = PangoTextEngine.shared.measure(TextRun("H", font: Self.font), maxWidth: nil).size.width
        let split = Int((10 + first) * Self.scale)
        func bottom(_ columns: Range<Int>) -> Int {
            (0..<image.height).last { Self.ink(image, columns: columns, rows: $0..<($0 + 1)) > 0 } ?? -1
        }
        let lowered = bottom(0..<split), raised = bottom(split..<image.width)
        #expect(abs((lowered - raised) - Int(10 * Self.scale)) <= 1, "\(lowered) − \(raised)")
    }

    @Test func partsInAnotherWeightAreShapedInIt() throws {
        // Bold Inter is wider than regular: a span in weight 700 widens the run's measured width.
        let regular = PangoTextEngine.shared.measure(TextRun("Weight", font: Self.font), maxWidth: nil).size.width
        let bold = FontDescriptor(size: 40, weight: 700)
        let mixed = PangoTextEngine.shared.measure(TextRun("Weight", font: Self.font, spans: [
            TextSpan(range: 0..<6, font: bold)]), maxWidth: nil).size.width
        let allBold = PangoTextEngine.shared.measure(TextRun("Weight", font: bold), maxWidth: nil).size.width
        #expect(mixed > regular + 2)
        #expect(abs(mixed - allBold) < 0.01)
    }
}

extension TextSpanRenderingTests {
    @Test func theEllipsisGoesWhereTheTruncationSays() throws {
        // Cut to one line 120 pt wide, the text's last word shows at the tail only when the head is cut, and its
        // first only when the tail is; a middle cut keeps both ends. Ink is compared against the end words drawn alone.
        let text = "Begin middle words here End"
        func inkColumns(_ truncation: TextTruncation) -> (left: Int, right: Int) {
            var run = TextRun(text, font: FontDescriptor(size: 17), lineLimit: 1)
            run.truncation = truncation
            let item = TextItem(run: run, origin: CGPoint(x: 0, y: 0), width: 120, color: .black)
            let image = CairoRasterizer().draw(DisplayList(size: CGSize(width: 130, height: 30), scale: 1,
                                                           background: .white, items: [.text(item)]))
            let columns = (0..<image.width).filter { Self.ink(image, columns: $0..<($0 + 1), rows: 0..<image.height) > 0 }
            return (columns.first ?? -1, columns.last ?? -1)
        }
        let metrics = PangoTextEngine.shared.measure(TextRun(text, font: FontDescriptor(size: 17)), maxWidth: nil)
        #expect(metrics.size.width > 120)   // it must be cut
        for mode in [TextTruncation.head, .middle, .tail] {
            let (left, right) = inkColumns(mode)
            #expect(left >= 0 && right < 121, "\(mode): ink \(left)…\(right) outside 120 pt")
        }
        // An ellipsis is three dots on the baseline: where it comes first (head) the first ink is low, where a capital
        // comes first (tail, middle: "B") it reaches the cap height (0.73 em, 12.4 pt at 17 pt).
        func firstInkTop(_ truncation: TextTruncation) -> Int {
            var run = TextRun(text, font: FontDescriptor(size: 17), lineLimit: 1)
            run.truncation = truncation
            let item = TextItem(run: run, origin: .zero, width: 120, color: .black)
            let image = CairoRasterizer().draw(DisplayList(size: CGSize(width: 130, height: 30), scale: 1,
                                                           background: .white, items: [.text(item)]))
            let left = (0..<image.width).first { Self.ink(image, columns: $0..<($0 + 1), rows: 0..<image.height) > 0 } ?? 0
            return (0..<image.height).first { Self.ink(image, columns: left..<(left + 3), rows: $0..<($0 + 1)) > 0 } ?? -1
        }
        let baseline = Int(metrics.firstBaseline)
        #expect(firstInkTop(.head) >= baseline - 4, "head: ink from row \(firstInkTop(.head)), baseline \(baseline)")
        #expect(firstInkTop(.tail) <= baseline - 10, "tail: ink from row \(firstInkTop(.tail)), baseline \(baseline)")
        // Drawn differently: the three cuts give three different images.
        func bytes(_ truncation: TextTruncation) -> [UInt8] {
            var run = TextRun(text, font: FontDescriptor(size: 17), lineLimit: 1)
            run.truncation = truncation
            let item = TextItem(run: run, origin: .zero, width: 120, color: .black)
            return CairoRasterizer().draw(DisplayList(size: CGSize(width: 130, height: 30), scale: 1, background: .white,
                                                      items: [.text(item)])).pixels
        }
        #expect(Set([bytes(.head), bytes(.middle), bytes(.tail)]).count == 3)
    }
}

extension TextSpanRenderingTests {
    @Test func anInlineImageIsDrawnInItsBoxInTheSpansColour() throws {
        // "H", then a 20 × 20 pt square image whose bottom is 5 pt below the baseline, drawn blue (its own items are
        // black: only their coverage counts), then "H".
        let blue = DisplayColor(red255: 0, green: 0, blue: 255)
        let square = DisplayItem.shape(ShapeItem(path: .rect(CGRect(x: 0, y: 0, width: 20, height: 20)), paint: .color(.black)))
        let inline = TextInline(items: [square], size: CGSize(width: 20, height: 20), descent: 5)
        let run = TextRun("H\u{FFFC}H", font: Self.font, spans: [
            TextSpan(range: 0..<1, font: Self.font),
            TextSpan(range: 1..<4, font: Self.font, color: blue, inline: inline),
            TextSpan(range: 4..<5, font: Self.font)])
        let image = Self.render(run)
        var blueRows: [Int] = [], blueColumns: [Int] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgba(x: x, y: y)
                if p.b > 200 && p.r < 60 && p.g < 60 { blueRows.append(y); blueColumns.append(x) }
            }
        }
        // Its rows: from baseline + 5 − 20 to baseline + 5 pt (2x pixels).
        let baseline = Self.baselineRow
        #expect(abs(Double(blueRows.min() ?? 0) - (baseline - 15 * Self.scale)) <= 1)
        #expect(abs(Double((blueRows.max() ?? 0) + 1) - (baseline + 5 * Self.scale)) <= 1)
        // Its columns: 20 pt wide, right after the first H.
        let h = PangoTextEngine.shared.measure(TextRun("H", font: Self.font), maxWidth: nil).size.width
        #expect(abs(Double(blueColumns.min() ?? 0) - (10 + h) * Self.scale) <= 1)
        #expect(abs(Double((blueColumns.max() ?? 0) + 1 - (blueColumns.min() ?? 0)) - 20 * Self.scale) <= 1)
    }
}
