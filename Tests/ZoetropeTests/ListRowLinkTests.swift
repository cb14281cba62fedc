import Foundation
import Testing
@testable import Zoetrope

/// A `NavigationLink` row of a list, as iOS draws it: its label in the primary colour with a disclosure chevron at
/// the row's trailing edge; a `Button` row keeps the tint and has no chevron.
@MainActor @Suite struct ListRowLinkTests {
    /// 200 × 300 pt at 1x, no safe area: the card is inset 16 pt (x 16 … 184) and rows are padded 16 pt inside it,
    /// so a row's content spans x 32 … 168.
    let canvas = SceneCanvas(width: 200, height: 300, scale: 1)

    private func links() -> SceneTimeline {
        timeline(canvas: canvas) {
            NavigationStack {
                List {
                    NavigationLink("Wi-Fi") { Text("Networks") }
                    Button("Reset") {}
                }
            }
        }
    }

    @Test func linkRowHasATrailingChevronAndAPrimaryLabel() throws {
        let views = links().inspect(at: 0)
        let chevrons = views.filter { $0.type == "Image" && $0.style["symbol"] == .text("chevron.right") }
        // One chevron, on the link's row only.
        #expect(chevrons.count == 1)
        let chevron = try #require(chevrons.first)
        // The list fills the stack's screen below the bar; find the rows from the first card.
        let card = try #require(views.first { $0.type == "RoundedRectangle" })
        // Trailing inset by hand: the chevron's trailing edge is the row's padding (16 pt) in from the card's edge,
        // 184 − 16 = 168; it is centred on the first row, the card's top 44 pt: card.minY + 22.
        #expect(card.frame.minX == 16 && card.frame.maxX == 184)
        #expect(chevron.frame.maxX == 168)
        #expect(abs(chevron.frame.midY - (card.frame.minY + 22)) <= 0.5)
        // Semibold, 14 pt, in the tertiary label colour (60, 60, 67) at 30 %: alpha 0.3 · 255 = 76.5 → 0x4C or 0x4D.
        #expect(chevron.style["font"] == .text("14.0 600"))
        guard let colour = chevron.style["foreground"]?.plainText else { Issue.record("no foreground"); return }
        #expect(colour == "#3C3C434C" || colour == "#3C3C434D")
        // The link's label is black (primary), the button's the accent blue #007AFF.
        #expect(views.first { $0.style["text"] == .text("Wi-Fi") }?.style["foreground"] == .colour("#000000FF"))
        #expect(views.first { $0.style["text"] == .text("Reset") }?.style["foreground"] == .colour("#007AFFFF"))
        // The label stays leading, at the row's content edge.
        #expect(views.first { $0.style["text"] == .text("Wi-Fi") }?.frame.minX == 32)
    }

    @Test func tappingTheLinkRowPushes() {
        let t = timeline(canvas: canvas, duration: 2, script: { Tap("Wi-Fi", at: 0.2) }) {
            NavigationStack {
                List { NavigationLink("Wi-Fi") { Text("Networks") } }
            }
        }
        #expect(t.errors.isEmpty)
        #expect(!t.inspect(at: 0.1).contains { $0.style["text"] == .text("Networks") })
        #expect(t.inspect(at: 1.9).contains { $0.style["text"] == .text("Networks") })
    }

    @Test func hiddenIndicatorLeavesThePrimaryLabelAlone() {
        let views = timeline(canvas: canvas) {
            NavigationStack {
                List { NavigationLink("Wi-Fi") { Text("Networks") } }
                    .navigationLinkIndicatorVisibility(.hidden)
            }
        }.inspect(at: 0)
        #expect(!views.contains { $0.style["symbol"] == .text("chevron.right") })
        #expect(views.first { $0.style["text"] == .text("Wi-Fi") }?.style["foreground"] == .colour("#000000FF"))
    }

    @Test func linkOutsideAListLooksLikeAButton() {
        let views = timeline(canvas: canvas) {
            NavigationStack { NavigationLink("Wi-Fi") { Text("Networks") } }
        }.inspect(at: 0)
        #expect(!views.contains { $0.style["symbol"] == .text("chevron.right") })
        #expect(views.first { $0.style["text"] == .text("Wi-Fi") }?.style["foreground"] == .colour("#007AFFFF"))
    }
}
