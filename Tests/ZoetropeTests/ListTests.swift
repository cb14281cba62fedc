import Foundation
import Testing
@testable import Zoetrope

/// List in the inset-grouped style: section geometry by hand from `ListMetrics`' figures (16 pt margins and row
/// padding, 44 pt rows, 6 pt row padding, 10 pt cards, 16 pt above the first section, 35 pt between sections, 7 pt
/// under a header), the uppercased header, separators inset to the text, and content clipped at its full height.
@MainActor @Suite struct ListTests {
    /// 200 × 300 pt at 1x, no safe area.
    let canvas = SceneCanvas(width: 200, height: 300, scale: 1)

    private func list() -> SceneTimeline {
        timeline(canvas: canvas) {
            List {
                Section("Header") {
                    Text("Alpha")
                    Text("Beta")
                }
                Section {
                    Rectangle().frame(height: 60)
                }
            }
        }
    }

    private func view(_ t: SceneTimeline, text: String) -> TracedView? {
        t.inspect(at: 0).first { $0.style["text"] == .text(text) }
    }

    @Test func insetGroupedSectionGeometry() throws {
        let t = list()
        let views = t.inspect(at: 0)
        // The list fills the canvas, on the grouped background (242, 242, 247) = #F2F2F7.
        #expect(views.first { $0.type == "List" }?.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(views.contains { $0.type == "Rectangle" && $0.style["fill"] == .colour("#F2F2F7FF") && $0.frame.size == CGSize(width: 200, height: 300) })
        // Header: uppercased, footnote (13 pt, 18 pt line), in line with the rows' text at x 16 + 16 = 32, 16 pt down.
        let header = try #require(view(t, text: "HEADER"))
        #expect(header.frame.minX == 32 && header.frame.minY == 16 && header.frame.height == 18)
        #expect(header.style["foreground"] == .colour("#3C3C4399"))
        // Card: 16 + 18 + 7 = 41 down, inset 16 from both edges (200 − 32 = 168 wide), two 44 pt rows → 88 tall,
        // white (secondarySystemGroupedBackground), corner radius 10.
        let cards = views.filter { $0.type == "RoundedRectangle" }
        #expect(cards.first?.frame == CGRect(x: 16, y: 41, width: 168, height: 88))
        #expect(cards.first?.style["fill"] == .colour("#FFFFFFFF"))
        // Rows: body text (22 pt) + 2 × 6 = 34 < 44 → 44 pt, the content 16 pt inside the card: x 32, width 136.
        let rows = views.filter { $0.path.hasSuffix("ListRowView/overlay/padding/frame") }.map(\.frame)
        #expect(Array(rows.prefix(2)) == [CGRect(x: 32, y: 41, width: 136, height: 44), CGRect(x: 32, y: 85, width: 136, height: 44)])
        // The text leading in its row, centred: y 41 + (44 − 22) / 2 = 52.
        #expect(view(t, text: "Alpha")?.frame == CGRect(x: 32, y: 52, width: view(t, text: "Alpha")?.frame.width ?? 0, height: 22))
        // One separator, under the first row only: over its bottom pixel (41 + 44 − 1 = 84), from the text (x 32)
        // to the card's trailing edge (16 + 168 = 184): 152 wide.
        #expect(views.filter { $0.type == "Divider" }.map(\.frame) == [CGRect(x: 32, y: 84, width: 152, height: 1)])
        // Second section, no header: 35 pt below the first card (41 + 88 + 35 = 164); its row is 60 + 12 = 72 tall,
        // the rectangle 6 pt down at y 170.
        #expect(cards.dropFirst().first?.frame == CGRect(x: 16, y: 164, width: 168, height: 72))
        #expect(views.first { $0.type == "Rectangle" && $0.path.hasPrefix("List/content") }?.frame == CGRect(x: 32, y: 170, width: 136, height: 60))
    }

    @Test func contentIsLaidOutAtItsFullHeightAndClipped() throws {
        let t = timeline(canvas: canvas) {
            List {
                ForEach(0..<10) { index in Text("Row \(index)") }
            }
        }
        // One header-less section of ten 44 pt rows from y 16: row 9 at 16 + 9 × 44 = 412, below the canvas,
        // laid out all the same (unscrolled: offset 0, 0) and clipped to the list's frame.
        let last = try #require(t.trace(at: 0).views.first { $0.style["text"] == .text("Row 9") })
        // The text is centred in its row: 412 + (44 − 22) / 2 = 423.
        #expect(abs(last.frame.minY - 423) < 1e-9)
        #expect(last.clip == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(t.inspect(at: 0).first { $0.type == "List" }?.style["contentOffset"] == .numbers([0, 0]))
    }

    @Test func headerAndFooterViews() throws {
        let t = timeline(canvas: canvas) {
            List {
                Section {
                    Text("Alpha")
                } header: {
                    Text("Custom")
                } footer: {
                    Text("Note")
                }
            }
        }
        // A header view keeps its text (only `Section("…")` titles are uppercased) in the footnote style; the card
        // starts at 16 + 18 + 7 = 41 and ends at 41 + 44 = 85; the footer is 7 pt below it (y 92), in line with
        // the rows' text at x 32, in the same footnote secondary style.
        let header = try #require(view(t, text: "Custom"))
        #expect(header.frame.origin == CGPoint(x: 32, y: 16) && header.style["font"] == .text("Inter 13.0 400"))
        let footer = try #require(view(t, text: "Note"))
        #expect(footer.frame.origin == CGPoint(x: 32, y: 92) && footer.style["foreground"] == .colour("#3C3C4399"))
    }

    @Test func sectionOutsideAListIsJustItsViews() throws {
        let t = timeline(canvas: canvas) {
            VStack(spacing: 0) {
                Section("Title") { Text("Alpha") }
            }
        }
        // Header then content, one above the other, in the body style, not uppercased: 22 + 22 = 44 tall, centred
        // at y (300 − 44) / 2 = 128.
        let title = try #require(view(t, text: "Title"))
        #expect(title.frame.minY == 128 && title.style["font"] == .text("Inter 17.0 400"))
        #expect(view(t, text: "Alpha")?.frame.minY == 150)
        #expect(!t.inspect(at: 0).contains { $0.type == "List" || $0.type == "Section" })
    }

    @Test func listOfData() {
        // One row per element, as a section without a header: rows at 16 and 16 + 44 = 60.
        let t = timeline(canvas: canvas) { List(["Alpha", "Beta"], id: \.self) { Text($0) } }
        #expect(t.inspect(at: 0).filter { $0.path.hasSuffix("ListRowView/overlay/padding/frame") }.map(\.frame.minY) == [16, 60])
        #expect(t.inspect(at: 0).contains { $0.style["text"] == .text("Beta") })
    }

    @Test func widerWindowsHaveTwentyPointMargins() {
        // 430 pt wide (an iPhone Max), 414 pt or more: cards inset 20 (430 − 40 = 390 wide), rows padded 20 inside
        // (x 40, 350 wide), the separator from x 40 to the card's edge at 410 (370 wide).
        let t = timeline(canvas: SceneCanvas(width: 430, height: 300, scale: 1)) {
            List {
                Text("Alpha")
                Text("Beta")
            }
        }
        let views = t.inspect(at: 0)
        #expect(views.first { $0.type == "RoundedRectangle" }?.frame == CGRect(x: 20, y: 16, width: 390, height: 88))
        #expect(views.first { $0.path.hasSuffix("ListRowView/overlay/padding/frame") }?.frame == CGRect(x: 40, y: 16, width: 350, height: 44))
        #expect(views.filter { $0.type == "Divider" }.map(\.frame) == [CGRect(x: 40, y: 59, width: 370, height: 1)])
    }

    @Test func plainStyleHasNoCardsOrInsets() throws {
        let t = timeline(canvas: canvas) {
            List {
                Text("Alpha")
                Text("Beta")
            }
            .listStyle(.plain)
        }
        let views = t.inspect(at: 0)
        // Rows edge to edge with 16 pt padding: x 16, width 200 − 32 = 168; the separator from x 16 to the edge.
        #expect(views.filter { $0.path.hasSuffix("ListRowView/overlay/padding/frame") }.map(\.frame)
                == [CGRect(x: 16, y: 16, width: 168, height: 44), CGRect(x: 16, y: 60, width: 168, height: 44)])
        #expect(views.filter { $0.type == "Divider" }.map(\.frame) == [CGRect(x: 16, y: 59, width: 184, height: 1)])
        // The plain background (systemBackground, white) and a clear card.
        #expect(views.contains { $0.type == "Rectangle" && $0.style["fill"] == .colour("#FFFFFFFF") && $0.frame.width == 200 })
        #expect(views.first { $0.type == "RoundedRectangle" }?.style["fill"] == .colour("#00000000"))
    }
    @Test func rowSpacingSetsRowsApartOnCardsOfTheirOwn() throws {
        let t = timeline(canvas: canvas) {
            List {
                Text("Alpha")
                Text("Beta")
            }
            .listRowSpacing(10)
        }
        let views = t.inspect(at: 0)
        // Rows 44 pt with 10 pt between: y 16 and 16 + 44 + 10 = 70; each on its own white card 16 pt from the edges
        // (168 wide), corner radius 10; the section's card is clear and there is no separator.
        let cards = views.filter { $0.type == "RoundedRectangle" && $0.style["fill"] == .colour("#FFFFFFFF") }.map(\.frame)
        #expect(cards == [CGRect(x: 16, y: 16, width: 168, height: 44), CGRect(x: 16, y: 70, width: 168, height: 44)])
        #expect(views.filter { $0.type == "Divider" }.isEmpty)
        // "Beta" centred in its row: 70 + (44 − 22) / 2 = 81.
        #expect(abs((view(t, text: "Beta")?.frame.minY ?? 0) - 81) < 1e-6)
        // Without the modifier the rows share one card (insetGroupedSectionGeometry); nil spacing is the same.
        let none = timeline(canvas: canvas) { List { Text("Alpha"); Text("Beta") }.listRowSpacing(nil) }.inspect(at: 0)
        #expect(none.filter { $0.type == "Divider" }.count == 1)
    }
}
