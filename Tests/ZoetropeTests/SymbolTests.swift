import Foundation
import Testing
@testable import Zoetrope

struct SymbolButton: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Button { count += 1 } label: { Image(systemName: "heart.fill").font(.title) }
            Rectangle().frame(width: CGFloat(10 * (count + 1)), height: 10)
        }
    }
}

@MainActor @Suite struct SymbolTests {
    @Test func tapFindsAButtonBySymbolName() {
        let t = timeline(script: { Tap("heart.fill", at: 0.5) }) { SymbolButton() }
        #expect(t.errors.isEmpty)
        #expect(t.frames(endingWith: "Rectangle", at: 0.4).map(\.width) == [10])
        #expect(t.frames(endingWith: "Rectangle", at: 0.5).map(\.width) == [20])
    }

    @Test func symbolIsSizedByItsFont() {
        // .title is 28 pt (fidelity.md §8.2): the square heart symbol box is 28 × 28.
        let t = timeline { SymbolButton() }
        #expect(t.frames(endingWith: "Image").map(\.size) == [CGSize(width: 28, height: 28)])
    }

    @Test func aResizableSymbolTakesItsFrame() {
        // `resizable()` lets an image take the size it is offered: in a 50 × 50 frame the heart is 50 × 50, in a
        // 50 × 80 one it stretches to 50 × 80; without it the heart keeps its font's size (body, 17 pt: 17 × 17),
        // centred in the frame. `scaledToFit()` keeps the square heart's proportions: 50 × 50 in the 50 × 80 frame.
        let t = timeline {
            VStack(spacing: 0) {
                Image(systemName: "heart.fill").resizable().frame(width: 50, height: 50)
                Image(systemName: "heart.fill").resizable().frame(width: 50, height: 80)
                Image(systemName: "heart.fill").frame(width: 50, height: 50)
                Image(systemName: "heart.fill").resizable().scaledToFit().frame(width: 50, height: 80)
            }
        }
        #expect(t.frames(endingWith: "Image").map(\.size) == [CGSize(width: 50, height: 50), CGSize(width: 50, height: 80),
                                                              CGSize(width: 17, height: 17), CGSize(width: 50, height: 50)])
    }

    @Test func unknownSymbolDrawsAPlaceholderAndWarns() {
        let t = timeline { Image(systemName: "no.such.symbol") }
        #expect(t.issues.map(\.severity) == [.warning])
        #expect(t.issues.first?.message.contains("no.such.symbol") == true)
        #expect(!t.displayList(at: 0).items.isEmpty)
    }
}
