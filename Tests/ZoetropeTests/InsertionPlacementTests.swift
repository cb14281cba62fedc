import Foundation
import Testing
@testable import Zoetrope

/// A card inserted into an overlay's empty `ZStack`: the stack grows from zero size at the centre as the card
/// arrives, but the card appears where it is laid out and fades in there (issue 24: it flew in from the centre).
private struct Toast: View {
    @State private var shown = false

    var body: some View {
        Color.clear
            .overlay(
                ZStack {
                    if shown { Rectangle().fill(Color.blue).frame(width: 100, height: 40) }
                }
            )
            .onTapGesture { withAnimation(.linear(duration: 1)) { shown = true } }
            .accessibilityIdentifier("background")
    }
}

@MainActor @Suite struct InsertionPlacementTests {
    @Test func anInsertedViewStaysWhereItIsLaidOutWhileItsContainerGrows() throws {
        let t = timeline(duration: 2, script: { Tap("background", at: 0.2) }) { Toast() }
        // Centred in the 200 × 100 canvas: ((200 − 100)/2, (100 − 40)/2) = (50, 30), 100 × 40, at every time.
        for time in [0.25, 0.5, 0.7, 1.0, 1.5] {
            let card = try #require(t.inspect(at: time).first { $0.path.hasSuffix("/Rectangle") })
            #expect(approximately([card.bounds.minX, card.bounds.minY, card.bounds.width, card.bounds.height], [50, 30, 100, 40],
                                  tolerance: 1e-6), "at \(time) s: \(card.bounds)")
        }
        // It fades in with the default opacity transition: linear over 0.2…1.2 s, so half at 0.7 s.
        let half = try #require(t.inspect(at: 0.7).first { $0.path.hasSuffix("/Rectangle") })
        #expect(abs(half.opacity - 0.5) < 1e-6)
    }
}

/// A `GeometryReader` in a `ScrollView` reading its global frame (issue 24: it ignored the scroll position).
private struct ScrolledReaders: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<6, id: \.self) { i in
                    GeometryReader { proxy in
                        Text("y \(Int(proxy.frame(in: .global).minY.rounded()))")
                    }
                    .frame(height: 50)
                }
            }
        }
        .accessibilityIdentifier("list")
    }
}

@MainActor @Suite struct ScrolledGeometryReaderTests {
    @Test func theGlobalFrameFollowsTheScrollOffset() throws {
        let t = timeline(duration: 6, script: { Scroll("list", by: 100, at: 0.2) }) { ScrolledReaders() }
        // Before the scroll: the rows are at y = 0, 50, 100, …; the second reads 50.
        let before = t.inspect(at: 0.1).filter { $0.type == "Text" }.compactMap { view -> String? in
            guard case let .text(text)? = view.style["text"] else { return nil }
            return text
        }
        #expect(before.prefix(3) == ["y 0", "y 50", "y 100"])
        // While it glides (UIScrollView's deceleration) and once settled after 100 pt (the content is 300 pt in a
        // 100 pt viewport, so 100 is reachable; 5.3 s after the flick the glide is within 0.01 pt of its end): every
        // reader reads its own on-screen top.
        for time in [0.4, 1.0, 5.5] {
            let views = t.inspect(at: time)
            for view in views where view.type == "Text" {
                guard case let .text(text)? = view.style["text"] else { continue }
                let reader = try #require(views.first { view.path.hasPrefix($0.path + "/") && $0.type == "GeometryReader" })
                #expect(text == "y \(Int(reader.bounds.minY.rounded()))", "at \(time) s")
            }
        }
        let after = t.inspect(at: 5.5).filter { $0.type == "Text" }.compactMap { view -> String? in
            guard case let .text(text)? = view.style["text"] else { return nil }
            return text
        }
        #expect(after.prefix(3) == ["y -100", "y -50", "y 0"])
    }
}
