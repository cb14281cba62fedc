import Foundation
import Testing
@testable import Zoetrope

/// `count` rows 50 pt high, 0 apart, in a `LazyVStack` in a vertical scroll view filling the 200 × 100 pt test
/// canvas (1x, no safe area): row i spans i·50 … i·50 + 50; the content is count·50 high. A "Go" button scrolls row
/// `target` to the top (no animation).
struct ManyLazyRows: View {
    let count: Int
    var target = 0

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<count) { i in Rectangle().frame(height: 50) }
                }
            }
            .accessibilityIdentifier("list")
            .overlay(alignment: .topTrailing) {
                Button("Go") { proxy.scrollTo(target, anchor: .top) }.frame(width: 20, height: 20)
            }
        }
    }
}

/// Lazy stacks make only the rows near what their scroll view shows (issue 27). The scroll window at rest is the
/// scroll view's frame grown by two frame lengths on each side: canvas −200 … 300 at offset 0. A row is made when it overlaps
/// the window (a row ending at its start or starting at its end is not).
@MainActor @Suite(.serialized) struct LazyRowsTests {
    func rows(_ t: SceneTimeline, at time: Double) -> [TracedView] {
        t.trace(at: time).views.filter { $0.path.hasSuffix("/frame") && $0.path.contains("LazyVStack/ForEach/") }
    }

    @Test func aHundredThousandRowsMakeOnlyTheWindowsRows() throws {
        let before = EvaluationCounters.lazyRowsResolved
        let t = timeline(duration: 1) { ManyLazyRows(count: 100_000) }
        // Rows overlapping −200 … 300: rows 0 … 5 (row 6 starts at 300). Made once each, whatever the layout passes.
        #expect(EvaluationCounters.lazyRowsResolved - before == 6)
        let shown = rows(t, at: 0.5)
        #expect(shown.map(\.path) == (0..<6).map { "ManyLazyRows/ScrollViewReader/overlay/ScrollView/LazyVStack/ForEach/\($0)/frame" })
        #expect(shown.map(\.frame.minY) == [0, 50, 100, 150, 200, 250])
        // The content is every row's length: 100,000 · 50 pt.
        let stack = try #require(t.trace(at: 0.5).views.first { $0.path.hasSuffix("/LazyVStack") })
        #expect(stack.frame.height == 5_000_000)
    }

    @Test func scrollToRowFiftyThousandLandsAtItsDerivedOffset() throws {
        let before = EvaluationCounters.lazyRowsResolved
        let t = timeline(duration: 1, script: { Tap("Go", at: 0.5) }) { ManyLazyRows(count: 100_000, target: 50_000) }
        // Row 50,000 starts at 50,000 · 50 = 2,500,000; with the top anchor that is the offset.
        let path = try #require(t.scrollViewPaths(at: 0.8).first)
        #expect(t.contentOffset(ofScrollViewAt: path, at: 0.8)?.y == 2_500_000)
        // Made around it: the window 2,499,800 … 2,500,300 overlaps rows 49,996 … 50,005; row 50,000 is at the top.
        let shown = rows(t, at: 0.8)
        #expect(shown.map(\.path).compactMap { $0.split(separator: "/").dropLast().last.flatMap { Int($0) } } == Array(49_996...50_005))
        let target = try #require(shown.first { $0.path.contains("/ForEach/50000/") })
        #expect(target.bounds.minY == 0)
        #expect(target.frame.minY == 2_500_000)
        // Each evaluation makes what it shows (and row 0, the estimate): a few dozen rows at most, not 100,000.
        #expect(EvaluationCounters.lazyRowsResolved - before < 60)
    }

    @Test func aScriptedScrollMakesTheRowsItPasses() throws {
        let t = timeline(duration: 6, script: { Scroll("list", by: 1000, at: 0.5) }) { ManyLazyRows(count: 100_000) }
        // The glide goes from 0 to 1000: the window covers −200 … 1300, rows 0 … 25.
        #expect(rows(t, at: 0.6).count == 26)
        // At rest once 1000 · 0.998^(1000 τ) < 0.5 (τ > ln 2000 / 2.002 = 3.80 s): offset 1000, row 20 (1000 … 1050)
        // at the top of the viewport.
        let path = try #require(t.scrollViewPaths(at: 5.9).first)
        #expect(t.contentOffset(ofScrollViewAt: path, at: 5.9)?.y == 1000)
        #expect(rows(t, at: 5.9).first { $0.path.contains("/ForEach/20/") }?.bounds.minY == 0)
    }

    @Test func aShortListIsLaidOutAsTheEagerStack() throws {
        let before = EvaluationCounters.lazyRowsResolved
        let t = timeline(duration: 1) { ManyLazyRows(count: 4) }
        #expect(EvaluationCounters.lazyRowsResolved - before == 4)
        #expect(rows(t, at: 0.5).map(\.frame.minY) == [0, 50, 100, 150])
    }
}

/// `count` cells 40 pt high in two fixed 90 pt columns (8 pt apart, so the 188 pt block is centred in the 200 pt
/// grid: columns at x = 6 and 104), lines 10 apart: line L spans L·50 … L·50 + 40. A "Go" button scrolls cell
/// `target` to the top.
struct ManyLazyCells: View {
    let count: Int
    var target = 0

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVGrid(columns: [GridItem(.fixed(90)), GridItem(.fixed(90))], spacing: 10) {
                    ForEach(0..<count) { i in Rectangle().frame(height: 40) }
                }
            }
            .overlay(alignment: .topTrailing) {
                Button("Go") { proxy.scrollTo(target, anchor: .top) }.frame(width: 20, height: 20)
            }
        }
    }
}

@MainActor @Suite(.serialized) struct LazyGridCellsTests {
    func cells(_ t: SceneTimeline, at time: Double) -> [TracedView] {
        t.trace(at: time).views.filter { $0.path.hasSuffix("/frame") && $0.path.contains("LazyVGrid/ForEach/") }
    }

    @Test func aHundredThousandCellsMakeOnlyTheWindowsLines() throws {
        let before = EvaluationCounters.lazyRowsResolved
        let t = timeline(duration: 1) { ManyLazyCells(count: 100_000) }
        // Lines overlapping −200 … 300: lines 0 … 5 (line 6 starts at 300), 12 cells.
        #expect(EvaluationCounters.lazyRowsResolved - before == 12)
        let shown = cells(t, at: 0.5)
        let expected: [CGPoint] = (0..<12).map { index in CGPoint(x: index % 2 == 0 ? 6 : 104, y: CGFloat(index / 2) * 50) }
        let origins: [CGPoint] = shown.map { $0.frame.origin }
        #expect(origins == expected)
        // 50,000 lines: 50,000 · 50 − 10.
        #expect(t.trace(at: 0.5).views.first { $0.path.hasSuffix("/LazyVGrid") }?.frame.height == 2_499_990)
    }

    @Test func scrollToACellLandsOnItsLine() throws {
        let t = timeline(duration: 1, script: { Tap("Go", at: 0.5) }) { ManyLazyCells(count: 100_000, target: 50_001) }
        // Cell 50,001 is on line 25,000, which starts at 1,250,000.
        let path = try #require(t.scrollViewPaths(at: 0.8).first)
        #expect(t.contentOffset(ofScrollViewAt: path, at: 0.8)?.y == 1_250_000)
        let cell = try #require(cells(t, at: 0.8).first { $0.path.contains("/ForEach/50001/") })
        #expect(cell.bounds.minY == 0)
        #expect(cell.bounds.minX == 104)
        #expect(cells(t, at: 0.8).count == 20)   // lines 24,996 … 25,005, overlapping 1,249,800 … 1,250,300
    }
}

/// A `List` of `count` text rows from a `ForEach` (no `Section`).
struct ManyListRows: View {
    let count: Int

    var body: some View {
        List(0..<count, id: \.self) { i in Text("Row \(i)") }
    }
}

@MainActor @Suite(.serialized) struct LazyListRowsTests {
    @Test func aListOfAHundredThousandRowsMakesOnlyTheFirstOnes() throws {
        let before = EvaluationCounters.lazyRowsResolved
        let t = timeline(duration: 1) { ManyListRows(count: 100_000) }
        let texts = t.trace(at: 0.5).views.filter { $0.type == "Text" }
        // Rows are 44 pt (the least row height), the first 16 pt down: row i spans 16 + 44 i … 60 + 44 i, so rows
        // 0 … 6 overlap the window −200 … 300.
        #expect(texts.compactMap { $0.style["text"] } == (0..<7).map { .text("Row \($0)") })
        #expect(texts.map(\.frame.height).allSatisfy { $0 <= 44 })
        // Each made row counts twice: the list's own row and the row view around it.
        #expect(EvaluationCounters.lazyRowsResolved - before == 14)
        // The content: 16 + 100,000 · 44 + 20 below the last section.
        let scroll = try #require(t.trace(at: 0.5).views.first { $0.type == "List" })
        let content = try #require(t.trace(at: 0.5).views.first { $0.parent.map { t.trace(at: 0.5).views[$0].path } == scroll.path })
        #expect(abs(content.frame.height - (16 + 100_000 * 44 + 20)) < 0.01)
    }
}

/// A `List` of ten `Section("Part s")`s, each a `ForEach` of 10,000 text rows whose ids run on from section to
/// section (row r of section s is `s · 10,000 + r`, "Row s·10000+r"); a "Go" button scrolls row `target` to the top.
struct ManySectionRows: View {
    var target = 0

    var body: some View {
        ScrollViewReader { proxy in
            List {
                ForEach(0..<10, id: \.self) { s in
                    Section("Part \(s)") {
                        ForEach(s * 10_000..<(s + 1) * 10_000, id: \.self) { i in Text("Row \(i)") }
                    }
                }
            }
            .overlay(alignment: .topTrailing) {
                Button("Go") { proxy.scrollTo(target, anchor: .top) }.frame(width: 20, height: 20)
            }
        }
    }
}

/// Rows in a list's sections are made as they scroll into view, as SwiftUI's `List` makes them (issue 27). By hand,
/// on the 200 × 100 pt test canvas (1x, no safe area; inset grouped, `ListMetrics`): the first section starts 16 pt
/// down; a section is its header (footnote, one 18 pt line: fidelity.md's type table), 7 pt, then its 10,000 rows of
/// 44 pt (a body line of 22 pt padded by 6 + 6 is under the least row height): 18 + 7 + 440,000 = 440,025 pt; the
/// next section starts 35 pt below. So section s's header starts at 16 + 440,060 s and its row r at
/// 16 + 440,060 s + 25 + 44 r.
@MainActor @Suite(.serialized) struct LazyListSectionRowsTests {
    func rowTexts(_ t: SceneTimeline, at time: Double) -> [TracedView] {
        t.trace(at: time).views.filter { view in
            view.type == "Text" && { if case let .text(text)? = view.style["text"] { return text.hasPrefix("Row ") } else { return false } }()
        }
    }

    @Test func aHundredThousandRowsInTenSectionsMakeOnlyTheVisibleOnes() throws {
        let before = EvaluationCounters.lazyRowsResolved
        let t = timeline(duration: 1) { ManySectionRows() }
        // The window at rest is −200 … 300: rows 0 … 5 of the first section (row 5 starts at 16 + 25 + 220 = 261, row 6
        // at 305). Each made row counts twice (the section's row and the row view around it); each other section makes
        // its first row too, the estimate of its rows' length: 6 · 2 + 9 · 2 = 30, of 100,000.
        #expect(EvaluationCounters.lazyRowsResolved - before == 30)
        let texts = rowTexts(t, at: 0.5)
        #expect(texts.compactMap { $0.style["text"] } == (0..<6).map { .text("Row \($0)") })
        // Every section's header is there, at its derived place.
        let headers = t.trace(at: 0.5).views.filter { view in
            view.type == "Text" && { if case let .text(text)? = view.style["text"] { return text.hasPrefix("PART ") } else { return false } }()
        }
        #expect(headers.count == 10)
        let headerTops: [CGFloat] = (0..<10).map { (section: Int) -> CGFloat in 16 + 440_060 * CGFloat(section) }
        #expect(headers.map(\.frame.minY) == headerTops)
        #expect(headers.map(\.frame.height).allSatisfy { $0 == 18 })
        // The content: 16 + ten sections of 440,025 + nine gaps of 35 + 20 below the last.
        let scroll = try #require(t.trace(at: 0.5).views.first { $0.type == "List" })
        let content = try #require(t.trace(at: 0.5).views.first { $0.parent.map { t.trace(at: 0.5).views[$0].path } == scroll.path })
        #expect(abs(content.frame.height - (16 + 10 * 440_025 + 9 * 35 + 20)) < 0.01)
    }

    @Test func scrollToARowInTheEighthSectionLandsExactly() throws {
        let before = EvaluationCounters.lazyRowsResolved
        let t = timeline(duration: 1, script: { Tap("Go", at: 0.5) }) { ManySectionRows(target: 70_123) }
        // Row 123 of section 7: 16 + 7 · 440,060 + 25 + 123 · 44 = 3,085,873, the offset with the top anchor.
        let path = try #require(t.scrollViewPaths(at: 0.8).first)
        #expect(t.contentOffset(ofScrollViewAt: path, at: 0.8)?.y == 3_085_873)
        let target = try #require(rowTexts(t, at: 0.8).first { $0.style["text"] == .text("Row 70123") })
        // On screen the row is at the top: its 22 pt line centred in its 44 pt row, 11 pt down.
        #expect(target.bounds.minY == 11)
        // In canvas coordinates of the unscrolled content, summed over its containers (a rounding's error at most).
        #expect(abs(target.frame.minY - (3_085_873 + 11)) < 1e-6)
        // What the window −200 … 300 around it reaches: rows 118 … 129 of section 7 (row 118 ends at −200 + 24 = −176,
        // row 117 at −220; row 129 starts at 264, row 130 at 308), and nothing of the other sections' rows.
        #expect(rowTexts(t, at: 0.8).compactMap { $0.style["text"] } == (70_118...70_129).map { .text("Row \($0)") })
        #expect(EvaluationCounters.lazyRowsResolved - before < 100)
    }
}
