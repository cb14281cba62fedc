import Foundation
import Testing
@testable import Zoetrope

/// A 400 × 800 pt canvas at 1x with no safe area: the bar is 44 pt from the top edge, a large title 52 pt more.
let navigationCanvas = SceneCanvas(width: 400, height: 800, scale: 1)

/// A root screen with a large title and a link to an inline-titled detail.
struct PushFixture: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Next") {
                Color.red.navigationTitle("Detail").navigationBarTitleDisplayMode(.inline)
            }
            .navigationTitle("Home")
        }
    }
}

@MainActor func pushTimeline(duration: Double = 3, @ScriptBuilder script: () -> [ScriptEvent]) -> SceneTimeline {
    timeline(canvas: navigationCanvas, duration: duration, script: script) { PushFixture() }
}

extension MotionTrace {
    /// The first view showing `text`.
    func text(_ text: String) -> TracedView? {
        views.first { if case .text(text)? = $0.style["text"] { return true } else { return false } }
    }
}

@MainActor
struct NavigationStackTests {
    let root = "PushFixture/NavigationStack/root"
    let pushed = "PushFixture/NavigationStack/link0"

    @Test("A push slides the new screen in by the width while the covered one moves 0.3 of it, on the system spring")
    func push() throws {
        let timeline = pushTimeline { Tap("Next", at: 0.1) }
        #expect(timeline.errors.isEmpty)
        for elapsed in [1.0 / 60, 0.1, 0.2, 0.35] {
            let trace = timeline.trace(at: 0.1 + elapsed)
            let p = SystemSpringReference.progress(elapsed)
            let top = try #require(trace.view(pushed)), covered = try #require(trace.view(root))
            #expect(abs(top.bounds.minX - 400 * (1 - p)) < 0.01, "pushed at \(elapsed) s: \(top.bounds.minX)")
            #expect(abs(covered.bounds.minX - -120 * p) < 0.01, "covered at \(elapsed) s: \(covered.bounds.minX)")
        }
        // At rest: the detail fills the stack, the root waits 120 pt to the left, dimmed by 0.1 black.
        let rest = timeline.trace(at: 1.5)
        #expect(rest.view(pushed)?.bounds == CGRect(x: 0, y: 0, width: 400, height: 800))
        #expect(rest.view(root)?.bounds.minX == -120)
        // Black at 0.1 opacity: alpha 0.1 × 255 = 25.5, written 0x1A.
        #expect(rest.view(root + "/dimming/Color")?.style["fill"] == .colour("#0000001A"))
    }

    @Test("The back button pops: the top screen slides out to the trailing edge and the covered one comes back")
    func pop() throws {
        let timeline = pushTimeline { Tap("Next", at: 0.1); Tap("Back", at: 1.0) }
        #expect(timeline.errors.isEmpty)
        for elapsed in [1.0 / 60, 0.1, 0.2] {
            let trace = timeline.trace(at: 1.0 + elapsed)
            let p = SystemSpringReference.progress(elapsed)
            let leaving = try #require(trace.view(pushed)), back = try #require(trace.view(root))
            #expect(leaving.isRemoving)
            #expect(abs(leaving.bounds.minX - 400 * p) < 0.01)
            #expect(abs(back.bounds.minX - -120 * (1 - p)) < 0.01)
        }
        // The leaving screen is drawn until its 400 pt move finishes by the spring's rule (fidelity.md §1.3).
        let finish = 1.0 + Double(SystemSpringReference.spring.finishStep(distance: 400)) / 300
        #expect(timeline.trace(at: finish - 1.0 / 60).view(pushed) != nil)
        #expect(timeline.trace(at: finish + 1.0 / 60).view(pushed) == nil)
        #expect(timeline.trace(at: finish + 1.0 / 60).view(root)?.bounds.minX == 0)
    }

    @Test("A pop 0.15 s into a push turns it into a pop: the screen goes back out and the root comes back")
    func interruptedPush() throws {
        let timeline = pushTimeline { Tap("Next", at: 0.1); Tap("Back", at: 0.25) }
        #expect(timeline.errors.isEmpty)
        // Mid-way the pushed screen is on its way out again, never having reached the leading edge.
        let during = (0...30).compactMap { timeline.trace(at: 0.1 + Double($0) / 60).view(pushed)?.bounds.minX }
        // p(0.15) = 1 − (1 + 0.15ω₀)e^(−0.15ω₀) ≈ 0.758 of the way in, so about 97 pt from the edge when the pop
        // comes; its momentum carries it a little further before it turns.
        #expect(during.min()! > 80)
        let rest = timeline.trace(at: 2.5)
        #expect(rest.view(pushed) == nil)
        #expect(rest.view(root)?.bounds.minX == 0)
    }

    @Test("A covered screen takes no touches")
    func coveredScreenIsNotTappable() {
        let timeline = pushTimeline { Tap("Next", at: 0.1); Tap("Next", at: 1.0) }
        #expect(timeline.errors.contains { $0.path.contains("script[1]") })
    }

    @Test("Titles: large under the bar at x 16 with its last line 8 pt above the bar's bottom (96 pt); inline centred in the 44 pt bar")
    func titles() throws {
        let timeline = pushTimeline { Tap("Next", at: 0.1) }
        let large = try #require(timeline.trace(at: 0).text("Home"))
        #expect(large.bounds.minX == 16)
        #expect(large.bounds.maxY == 88)
        let inline = try #require(timeline.trace(at: 1.5).text("Detail"))
        #expect(abs(inline.bounds.midX - 200) <= 0.5)
        #expect(abs(inline.bounds.midY - 22) <= 0.5)
        // The back button shows the previous screen's title.
        let back = try #require(timeline.trace(at: 1.5).views.first {
            $0.path.contains("/barTitle-") && $0.style["text"] == .text("Home")
        })
        #expect(back.bounds.minX > 8)
    }
}

/// Five screens deep from the start: a path of four values over the root.
struct DeepStackFixture: View {
    @State private var path: [Int] = [1, 2, 3, 4]

    var body: some View {
        NavigationStack(path: $path) {
            Text("Root").navigationTitle("Root")
                .navigationDestination(for: Int.self) { n in
                    Text("Screen \(n)").navigationTitle("Screen \(n)").navigationBarTitleDisplayMode(.inline)
                }
        }
    }
}

@MainActor @Suite struct DeepStackBarTests {
    /// Only the top screen's bar items and the ones below it (what a pop brings back) are built: a deep stack does
    /// not pay for bars nobody sees. The top's title shows; the one below is transparent.
    @Test func onlyTheTopTwoScreensHaveBarItems() throws {
        let t = timeline(canvas: navigationCanvas, duration: 1) { DeepStackFixture() }
        let bars = t.trace(at: 0.5).views.filter { $0.type == "NavigationBar" }
        #expect(bars.filter { $0.path.contains("/barItems-") }.count == 2)
        #expect(bars.filter { $0.path.contains("/barTitle-") }.count == 2)
        #expect(t.trace(at: 0.5).views.first { $0.style["text"] == .text("Screen 4") && $0.path.contains("/barTitle-") }?.opacity == 1)
        #expect(t.trace(at: 0.5).views.first { $0.style["text"] == .text("Screen 3") && $0.path.contains("/barTitle-") }?.opacity == 0)
    }
}

/// A stack driven by a path binding of Ints, with a destination for Int.
struct PathFixture: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            Button("Open") { path.append(7) }
                .navigationDestination(for: Int.self) { value in Text("Item \(value)") }
        }
    }
}

@MainActor
struct NavigationPathTests {
    @Test("Appending to a path binding pushes the destination navigationDestination(for:) makes for the value")
    func pathBinding() throws {
        let timeline = timeline(canvas: navigationCanvas, duration: 2, script: { Tap("Open", at: 0.1) }) { PathFixture() }
        #expect(timeline.errors.isEmpty)
        #expect(timeline.trace(at: 0).text("Item 7") == nil)
        let item = try #require(timeline.trace(at: 1.5).text("Item 7"))
        // Centred in the content area below the 44 pt bar: (800 − 44) / 2 + 44 = 422.
        #expect(abs(item.bounds.midX - 200) <= 0.5)
        #expect(abs(item.bounds.midY - 422) <= 0.5)
    }
}

/// A path of `depth` values over the root; each destination counts how often it is made.
struct VeryDeepStackFixture: View {
    nonisolated(unsafe) static var destinationsMade = 0
    @State var path: [Int]

    var body: some View {
        NavigationStack(path: $path) {
            Button("Pop") { path.removeLast() }.navigationTitle("Root")
                .navigationDestination(for: Int.self) { n in
                    let _ = VeryDeepStackFixture.destinationsMade += 1
                    Button("Pop \(n)") { path.removeLast() }.navigationTitle("Screen \(n)").navigationBarTitleDisplayMode(.inline)
                }
        }
    }
}

/// Covered screens cost nothing (issue 27): only the top two screens are laid out and drawn, and only the top three
/// (the third for its title, the back button's of the one above it) and the root (for its destinations) evaluated.
@MainActor @Suite(.serialized) struct DeepStackCostTests {
    @Test func tenThousandScreensEvaluateOnlyTheTopOnes() throws {
        VeryDeepStackFixture.destinationsMade = 0
        let t = timeline(canvas: navigationCanvas, duration: 1) { VeryDeepStackFixture(path: Array(1...10_000)) }
        #expect(t.errors.isEmpty)
        // One evaluation: screens 9,998, 9,999 and 10,000.
        #expect(VeryDeepStackFixture.destinationsMade == 3)
        let screens = t.trace(at: 0.5).views.filter { $0.type == "NavigationScreen" }
        #expect(screens.count == 2)
        #expect(t.trace(at: 0.5).text("Screen 10000") != nil)
        // Screen 9,998 is evaluated (its title is the back button's of screen 9,999) but makes no views.
        #expect(!t.trace(at: 0.5).views.contains { $0.path.contains("/value9997-9998/") })
        // The back button of screen 10,000 names screen 9,999.
        #expect(t.trace(at: 0.5).views.contains { $0.style["text"] == .text("Screen 9999") && $0.path.contains("/barItems-") })
    }

    @Test func aPopBringsTheScreenBeneathBackWithoutATransition() throws {
        let t = timeline(canvas: navigationCanvas, duration: 2, script: { Tap("Pop 5", at: 0.5) }) {
            VeryDeepStackFixture(path: Array(1...5))
        }
        #expect(t.errors.isEmpty)
        // Before the pop screens 4 and 5 are laid out; after it screens 3 and 4. Screen 3 comes back as it was
        // covered: no slide in, already at the parallax position under screen 4 (−0.3 · 400 = −120).
        let before = t.trace(at: 0.4).views.filter { $0.type == "NavigationScreen" }.map(\.path)
        #expect(before.count == 2 && before.allSatisfy { $0.contains("value3-4") || $0.contains("value4-5") })
        let screen3 = try #require(t.trace(at: 0.55).views.first { $0.type == "NavigationScreen" && $0.path.contains("value2-3") })
        #expect(screen3.bounds.minX == -120)
        let after = t.trace(at: 1.9).views.filter { $0.type == "NavigationScreen" }.map(\.path)
        #expect(after.count == 2 && after.allSatisfy { $0.contains("value2-3") || $0.contains("value3-4") })
    }
}
