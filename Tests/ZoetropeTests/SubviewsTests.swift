import Foundation
import Testing
@testable import Zoetrope
import ZoetropeDisplay

/// SwiftUI's custom-container API (iOS 18): `ForEach(subviews:content:)`, `Group(subviews:transform:)`, `Subview`,
/// `SubviewsCollection`. A view's subviews are the flat list a `VStack` would lay out as its children. Expected
/// frames are worked out by hand on the 200 × 100 pt test canvas (`TestScenes.swift`).
@MainActor @Suite struct SubviewsTests {
    /// A custom container like the carousel in Apple's documentation: its own layout around each subview.
    struct Row<Content: View>: View {
        @ViewBuilder var content: Content
        var body: some View {
            HStack { ForEach(subviews: content) { subview in subview.frame(width: 30) } }
        }
    }

    /// Every text the scene draws at `time`, in drawing order.
    private func texts(_ t: SceneTimeline, at time: Double = 0) -> [TextItem] {
        textItems(t.displayList(at: time).items)
    }

    @Test func forEachSubviewsPlacesEachViewOfATupleInAnHStack() {
        // Three 20 pt squares, each framed 30 wide by the container: 30 + 8 + 30 + 8 + 30 = 106 wide, centred on the
        // 200 pt canvas from x 47; each square centred in its 30 pt frame (+5), vertically at (100 − 20) / 2 = 40.
        let t = timeline {
            Row {
                Color.red.frame(width: 20, height: 20)
                Color.green.frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 20)
            }
        }
        #expect(t.frames(endingWith: "Color") == [CGRect(x: 52, y: 40, width: 20, height: 20),
                                                  CGRect(x: 90, y: 40, width: 20, height: 20),
                                                  CGRect(x: 128, y: 40, width: 20, height: 20)])
    }

    @Test func textSubviewsAreLaidOutLeftToRightWithTheDefaultSpacing() throws {
        let t = timeline {
            HStack { ForEach(subviews: Group { Text("One"); Text("Two"); Text("Three") }) { $0 } }
        }
        let items = texts(t)
        #expect(items.map(\.run.string) == ["One", "Two", "Three"])
        let frames = t.frames(endingWith: "Text")
        try #require(frames.count == 3)
        // The HStack's default spacing between texts is 8 pt; all on one baseline row.
        #expect(abs(frames[1].minX - (frames[0].maxX + 8)) < 0.01)
        #expect(abs(frames[2].minX - (frames[1].maxX + 8)) < 0.01)
        #expect(frames[0].minY == frames[1].minY && frames[1].minY == frames[2].minY)
    }

    @Test func groupSubviewsCountsTheFlatListOfViews() {
        // 1 text + 3 ForEach elements + the present `if` branch (the absent one adds none) + a Group's 2 texts = 7.
        let show = true
        let t = timeline {
            Group(subviews: Group {
                Text("a")
                ForEach(0..<3) { Text("row \($0)") }
                if show { Text("shown") }
                if !show { Text("hidden") }
                Group { Text("b"); Text("c") }
            }) { subviews in
                Text("\(subviews.count) items")
            }
        }
        #expect(texts(t).map(\.run.string) == ["7 items"])
    }

    @Test func aForEachHasOneSubviewPerElement() {
        let t = timeline {
            Group(subviews: ForEach(0..<5) { Text("\($0)") }) { subviews in Text("\(subviews.count)") }
        }
        #expect(texts(t).map(\.run.string) == ["5"])
    }

    @Test func subviewsCanBeIndexedSlicedAndIterated() {
        let t = timeline {
            Group(subviews: Group { Text("A"); Text("B"); Text("C"); Text("D") }) { subviews in
                VStack {
                    if let first = subviews.first { first }
                    HStack { ForEach(subviews.dropFirst().prefix(2)) { $0 } }
                    subviews[subviews.count - 1]
                    Text("\(subviews.indices.count) items, \(subviews.prefix(3).count) first")
                }
            }
        }
        #expect(texts(t).map(\.run.string) == ["A", "B", "C", "D", "4 items, 3 first"])
    }

    @Test func theCollectionIsAViewThatShowsEverySubview() {
        let t = timeline {
            Group(subviews: Group { Text("x"); Text("y") }) { subviews in HStack { subviews } }
        }
        #expect(texts(t).map(\.run.string) == ["x", "y"])
        // Two texts side by side in an HStack: same row, 8 pt apart.
        let frames = t.frames(endingWith: "Text")
        #expect(frames.count == 2 && abs(frames[1].minX - (frames[0].maxX + 8)) < 0.01)
    }

    /// A subview keeps its own state: its identity is the original view's, not where the container places it.
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Text("count \(count)").onTapGesture { count += 1 }.accessibilityIdentifier("counter")
        }
    }

    struct Host: View {
        @State private var isWide = false
        var body: some View {
            VStack {
                Group(subviews: Group { Counter(); Text(isWide ? "wide" : "narrow") }) { subviews in
                    HStack(spacing: isWide ? 40 : 8) { ForEach(subviews: subviews) { $0 } }
                }
                Color.gray.frame(width: 20, height: 10).onTapGesture { isWide.toggle() }
                    .accessibilityIdentifier("toggle")
            }
        }
    }

    @Test func aSubviewKeepsItsStateWhenTheContainerIsEvaluatedAgain() {
        let t = timeline(script: {
            Tap("counter", at: 0.3)
            Tap("toggle", at: 0.6)
        }) { Host() }
        #expect(texts(t, at: 0).map(\.run.string) == ["count 0", "narrow"])
        #expect(texts(t, at: 0.5).map(\.run.string) == ["count 1", "narrow"])
        // The host's own state changes and its body (and the transform) runs again: the counter still shows 1.
        #expect(texts(t, at: 1.5).map(\.run.string) == ["count 1", "wide"])
        let counter = t.inspect(at: 1.5).first { $0.path.hasSuffix("Text") && $0.path.contains("Counter") }
        #expect(counter?.path.contains("subviews") == true)
    }
    @Test func inALazyStackTheRowsAroundTheSubviewsAreMadeOnDemand() {
        // 50 rows 30 pt tall in a 100 pt scroll view: rows from y 0 every 30 pt; only the first few are laid out.
        let t = timeline {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(subviews: ForEach(0..<50) { Color.red.frame(height: 30).accessibilityIdentifier("row\($0)") }) {
                        $0.opacity(0.5)
                    }
                }
            }
        }
        let rows = t.inspect(at: 0).filter { $0.path.hasSuffix("Color") }.map(\.frame)
        #expect(Array(rows.prefix(4).map(\.minY)) == [0, 30, 60, 90])
        // As many as the same lazy stack lays out for the plain `ForEach` (visible rows and its look-ahead), not 50.
        let plain = timeline {
            ScrollView { LazyVStack(spacing: 0) { ForEach(0..<50) { _ in Color.red.frame(height: 30).opacity(0.5) } } }
        }.inspect(at: 0).filter { $0.path.hasSuffix("Color") }.count
        #expect(rows.count == plain && plain < 50, "\(rows.count) rows laid out, \(plain) without subviews")
    }

    struct Toggler: View {
        @State private var show = true
        var body: some View {
            VStack {
                Group(subviews: Group {
                    Text("stays")
                    if show { Text("goes") }
                }) { subviews in
                    ForEach(subviews: subviews) { $0 }
                    Text("\(subviews.count)")
                }
                Color.gray.frame(width: 20, height: 10).onTapGesture { withAnimation(.linear(duration: 1)) { show.toggle() } }
                    .accessibilityIdentifier("toggle")
            }
        }
    }

    @Test func aSubviewThatLeavesTransitionsOutWithItsOwnIdentity() {
        let t = timeline(script: { Tap("toggle", at: 0.5) }) { Toggler() }
        #expect(texts(t, at: 0.4).map(\.run.string) == ["stays", "goes", "2"])
        // Removed with the default opacity transition over the 1 s animation: halfway out at 1.0, gone by 1.6.
        let goes = t.inspect(at: 1.0).first { $0.type == "Text" && $0.isRemoving }
        #expect(goes != nil && abs((goes?.opacity ?? 0) - 0.5) < 0.05)
        #expect(texts(t, at: 1.6).map(\.run.string) == ["stays", "1"])
    }
}
