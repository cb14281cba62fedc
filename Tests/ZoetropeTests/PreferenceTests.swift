import Foundation
import Testing
@testable import Zoetrope

/// A list of labels, concatenated in tree order; its default marks "nothing written".
struct LabelsKey: PreferenceKey {
    static let defaultValue = ["default"]
    static func reduce(value: inout [String], nextValue: () -> [String]) { value.append(contentsOf: nextValue()) }
}

/// A width in points; the later value wins.
struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

/// What a preference reader or observer saw, kept by the test.
final class PreferenceLog<Value> {
    var values: [Value] = []
}

/// Preference values: the order they are reduced in, the default, writers that replace or transform their
/// content's value, nested readers, and `onPreferenceChange`.
@MainActor @Suite struct PreferenceTests {
    @Test func valuesAreReducedInTreeOrderStartingFromTheFirstWrittenOne() {
        let log = PreferenceLog<[String]>()
        _ = timeline {
            VStack {
                Color.red.preference(key: LabelsKey.self, value: ["a"])
                Color.blue
                HStack {
                    Color.green.preference(key: LabelsKey.self, value: ["b"])
                    Color.red.preference(key: LabelsKey.self, value: ["c"])
                }
            }
            .overlayPreferenceValue(LabelsKey.self) { value in
                let _ = log.values.append(value)
                Color.clear
            }
        }
        // SwiftUI's combiner takes the first written value as it is and reduces each later one into it, in tree
        // order (siblings in order, depth first); the blue view writes nothing and adds nothing, so "default"
        // never appears: a, b, c.
        #expect(log.values == [["a", "b", "c"]])
    }

    @Test func aSubtreeWithoutWritersReadsTheDefault() {
        let log = PreferenceLog<[String]>()
        _ = timeline {
            Color.red.overlayPreferenceValue(LabelsKey.self) { value in
                let _ = log.values.append(value)
                Color.clear
            }
        }
        #expect(log.values == [["default"]])
    }

    @Test func anOuterWriterReplacesItsContentsValuesAndATransformSeesThem() {
        let replaced = PreferenceLog<[String]>(), transformed = PreferenceLog<[String]>(), fromDefault = PreferenceLog<[String]>()
        _ = timeline {
            VStack {
                VStack {
                    Color.red.preference(key: LabelsKey.self, value: ["inner"])
                }
                .preference(key: LabelsKey.self, value: ["outer"])
                .overlayPreferenceValue(LabelsKey.self) { value in let _ = replaced.values.append(value); Color.clear }

                HStack {
                    Color.red.preference(key: LabelsKey.self, value: ["a"])
                    Color.red.preference(key: LabelsKey.self, value: ["b"])
                }
                .transformPreference(LabelsKey.self) { $0.append("t") }
                .overlayPreferenceValue(LabelsKey.self) { value in let _ = transformed.values.append(value); Color.clear }

                Color.red
                    .transformPreference(LabelsKey.self) { $0.append("t") }
                    .overlayPreferenceValue(LabelsKey.self) { value in let _ = fromDefault.values.append(value); Color.clear }
            }
        }
        // `.preference` drops what its content writes for the key (SwiftUI removes the key from the content's
        // inputs); `.transformPreference` changes the content's reduced value, or the default when there is none.
        #expect(replaced.values == [["outer"]])
        #expect(transformed.values == [["a", "b", "t"]])
        #expect(fromDefault.values == [["default", "t"]])
    }

    @Test func nestedReadersSeeTheirOwnSubtreesAndOverlayValuesFlowOutward() {
        let inner = PreferenceLog<[String]>(), outer = PreferenceLog<[String]>()
        _ = timeline {
            VStack {
                Color.red.preference(key: LabelsKey.self, value: ["a"])
                VStack {
                    Color.red.preference(key: LabelsKey.self, value: ["b"])
                }
                .overlayPreferenceValue(LabelsKey.self) { value in
                    let _ = inner.values.append(value)
                    Color.clear.preference(key: LabelsKey.self, value: ["overlay"])
                }
            }
            .backgroundPreferenceValue(LabelsKey.self) { value in
                let _ = outer.values.append(value)
                Color.clear
            }
        }
        // The inner reader sees only its primary content (b). The outer one sees a, then the inner reader's
        // subtree: its primary (b) before its overlay's value (overlay).
        #expect(inner.values == [["b"]])
        #expect(outer.values == [["a", "b", "overlay"]])
    }

    @Test func backgroundContentIsDrawnBehindAndPlacedWithItsAlignment() {
        let t = timeline {
            Color.red.frame(width: 40, height: 20)
                .backgroundPreferenceValue(LabelsKey.self, alignment: .bottomTrailing) { _ in
                    Color.blue.frame(width: 10, height: 6)
                }
        }
        // The 40 × 20 view is centred on the 200 × 100 canvas at (80, 40); the 10 × 6 background sits in its
        // bottom-trailing corner: (80 + 30, 40 + 14).
        #expect(t.frames(endingWith: "decoration/frame/Color") == [CGRect(x: 110, y: 54, width: 10, height: 6)])
        // Drawn first (behind): the blue fill comes before the red one in the display list.
        let dump = t.displayList(at: 0).textDump
        let blue = dump.range(of: "fill #007AFFFF"), red = dump.range(of: "fill #FF3B30FF")
        #expect(blue != nil && red != nil && blue!.lowerBound < red!.lowerBound)
    }

    @Test func inspectionNamesTheModifiersAndTheirKey() {
        let t = timeline {
            Color.red.preference(key: LabelsKey.self, value: ["a"])
                .onPreferenceChange(LabelsKey.self) { _ in }
                .overlayPreferenceValue(LabelsKey.self) { _ in Color.clear }
        }
        let views = t.inspect(at: 0).filter { $0.style["key"] != nil }
        #expect(views.map(\.type) == ["overlayPreferenceValue", "onPreferenceChange", "preference"])
        #expect(views.allSatisfy { $0.style["key"] == .text("LabelsKey") })
    }

    // MARK: onPreferenceChange

    /// A bar whose width a GeometryReader in its background reports; a second bar mirrors the reported width.
    struct Mirror: View {
        let log: PreferenceLog<CGFloat>
        @State private var wide = false
        @State private var reported: CGFloat = 0

        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: wide ? 80 : 40, height: 10)
                    .background {
                        GeometryReader { proxy in
                            Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
                        }
                    }
                Color.blue.frame(width: reported, height: 10)
            }
            .onPreferenceChange(WidthKey.self) { width in
                log.values.append(width)
                reported = width
            }
            .onTapGesture { wide = true }
            .accessibilityIdentifier("bars")
        }
    }

    @Test func onPreferenceChangeReceivesTheFirstValueAndEachChange() {
        let log = PreferenceLog<CGFloat>()
        let t = timeline(script: { Tap("bars", at: 0.5) }) { Mirror(log: log) }
        // First evaluation: the reader in the red bar's background is 40 wide → 40. The action's state change is
        // evaluated again at 0 s (the value stays 40: no second call). The tap makes the bar 80 wide → 80.
        #expect(log.values == [40, 80])
        // The blue bar mirrors the width from the start (the re-evaluation at 0 s): 40 wide. The 40 × 20 stack is
        // centred on the 200 × 100 canvas at (80, 40); the blue bar is its second row: (80, 50).
        #expect(t.frames(endingWith: "VStack/1/frame/Color", at: 0) == [CGRect(x: 80, y: 50, width: 40, height: 10)])
        #expect(t.issues.isEmpty)
    }

    @Test func onPreferenceChangeWithoutAWriterNeverRuns() {
        let log = PreferenceLog<CGFloat>()
        _ = timeline {
            Color.red.onPreferenceChange(WidthKey.self) { log.values.append($0) }
        }
        #expect(log.values.isEmpty)
    }

    /// Writes its counter as a preference and sets the counter to the value plus one whenever it changes.
    struct Runaway: View {
        @State private var count = 0

        var body: some View {
            Color.red.preference(key: WidthKey.self, value: CGFloat(count))
                .onPreferenceChange(WidthKey.self) { count = Int($0) + 1 }
        }
    }

    @Test func anObserverThatKeepsChangingItsOwnValueIsStopped() {
        let t = timeline { Runaway() }
        // Every evaluation changes the value it observes, so evaluations at 0 s never settle: the engine stops
        // them and reports an error instead of looping forever.
        #expect(t.issues.contains { $0.severity == .error && $0.message.contains("state keeps changing") })
    }
}
