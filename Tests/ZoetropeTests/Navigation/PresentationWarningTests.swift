import Foundation
import Testing
@testable import Zoetrope

/// A sheet whose detents the test chooses.
private struct DetentFixture: View {
    let detents: Set<PresentationDetent>
    @State private var shows = false

    var body: some View {
        Button("Show") { shows = true }
            .sheet(isPresented: $shows) { Text("Sheet").presentationDetents(detents) }
    }
}

/// A zoom whose source id has a typo.
private struct MistypedZoom: View {
    @Namespace private var zoom
    @State private var shows = false

    var body: some View {
        Button("Tile") { shows = true }
            .matchedTransitionSource(id: "tile", in: zoom)
            .sheet(isPresented: $shows) { Text("Zoomed").navigationTransition(.zoom(sourceID: "tiel", in: zoom)) }
    }
}

/// A sheet that presents itself, its flag starting true in every copy.
private struct SelfPresenting: View {
    @State private var shows = true
    var body: some View { Text("Again").sheet(isPresented: $shows) { SelfPresenting() } }
}

/// Two views presenting each other as full-screen covers, their flags starting true: a cycle.
private struct CycleA: View {
    @State private var shows = true
    var body: some View { Text("A").fullScreenCover(isPresented: $shows) { CycleB() } }
}

private struct CycleB: View {
    @State private var shows = true
    var body: some View { Text("B").sheet(isPresented: $shows) { CycleA() } }
}

/// A sheet with a bad detent, shown, dismissed and shown again.
private struct ShownTwice: View {
    @State private var shows = false
    var body: some View {
        Button("Show") { shows = true }
            .sheet(isPresented: $shows) { Button("Done") { shows = false }.presentationDetents([.fraction(5)]) }
    }
}

/// Issue 27: values that used to be taken silently now say what happens instead.
@MainActor @Suite struct PresentationWarningTests {
    func warnings(_ t: SceneTimeline) -> [String] { t.issues.filter { $0.severity == .warning }.map(\.message) }

    /// On the 400 × 800 canvas (no safe area) the large detent is 800 − (30 + 10) = 760 pt tall.
    @Test func aDetentThatIsNotANumberWarnsAndUsesTheLargeOne() throws {
        let t = timeline(canvas: navigationCanvas, duration: 2, script: { Tap("Show", at: 0.1) }) {
            DetentFixture(detents: [.height(.nan)])
        }
        #expect(warnings(t).contains { $0.contains(".height(nan)") && $0.contains("large detent") })
        let sheet = try #require(t.trace(at: 1.5).views.first { $0.type == "sheet" })
        #expect(sheet.frame.height == 760)
    }

    @Test func fractionsOutsideZeroToOneWarnAndAreClamped() throws {
        for (fraction, height) in [(-1.0, CGFloat(0)), (5.0, CGFloat(760))] {
            let t = timeline(canvas: navigationCanvas, duration: 2, script: { Tap("Show", at: 0.1) }) {
                DetentFixture(detents: [.fraction(fraction)])
            }
            #expect(warnings(t).contains { $0.contains(".fraction(\(fraction))") && $0.contains("clamped") }, "\(fraction)")
            #expect(t.trace(at: 1.5).views.first { $0.type == "sheet" }?.frame.height == height)
        }
        let fine = timeline(canvas: navigationCanvas, duration: 2, script: { Tap("Show", at: 0.1) }) {
            DetentFixture(detents: [.fraction(0.5), .medium])
        }
        #expect(warnings(fine).isEmpty)
    }

    @Test func aZoomWhoseSourceIdMatchesNoSourceWarns() throws {
        let t = timeline(canvas: navigationCanvas, duration: 2, script: { Tap("Tile", at: 0.1) }) { MistypedZoom() }
        #expect(warnings(t).contains { $0.contains("sourceID: tiel") && $0.contains("matches no matchedTransitionSource") })
    }

    /// It used to recurse until the stack overflowed (exit 139 after 3 s and 500 MB): now the 33rd nesting is one
    /// error naming the view and the bound of 32 (docs/approximations.md), and the scene evaluates with 32 sheets.
    @Test func aSheetThatPresentsItselfIsAnErrorNotACrash() throws {
        let t = timeline(canvas: navigationCanvas, duration: 0.5) { SelfPresenting() }
        let nested = t.errors.filter { $0.message.contains("inside 32 nested presentations") }
        #expect(nested.count == 1, "\(t.errors.map(\.message))")
        #expect(nested.first?.message.hasPrefix("SelfPresenting is presented") == true, "\(t.errors.map(\.message))")
        #expect(t.trace(at: 0.4).views.filter { $0.type == "sheet" }.count == 32)
    }

    /// A cover presenting a sheet presenting the cover again: stopped at the same bound.
    @Test func aCycleOfPresentationsIsAnErrorNotACrash() throws {
        let t = timeline(canvas: navigationCanvas, duration: 0.5) { CycleA() }
        #expect(t.errors.count == 1, "\(t.errors.map(\.message))")
        // The 1st presentation is CycleB (A's cover), the 2nd CycleA (B's sheet), …: the 33rd, the one refused, is CycleB.
        #expect(t.errors.first?.message.hasPrefix("CycleB is presented inside 32 nested presentations") == true,
                "\(t.errors.map(\.message))")
        // The trace calls covers and sheets alike `sheet`: 32 presentations in all.
        #expect(t.trace(at: 0.4).views.filter { $0.type == "sheet" }.count == 32)
    }

    /// Given with one good detent, a NaN detent is ignored (as a NaN frame dimension is): the sheet has the medium
    /// detent only, half of the 760 pt large one, and no grabber (one detent).
    @Test func aDetentThatIsNotANumberBesideAnotherIsIgnored() throws {
        let t = timeline(canvas: navigationCanvas, duration: 2, script: { Tap("Show", at: 0.1) }) {
            DetentFixture(detents: [.height(.nan), .medium])
        }
        #expect(warnings(t).contains { $0.contains(".height(nan)") && $0.contains("ignored") })
        #expect(t.trace(at: 1.5).views.first { $0.type == "sheet" }?.frame.height == 380)
    }

    /// Once per scene, however many frames and presentations show the detent; the warning names the presented view.
    @Test func aBadDetentWarnsOncePerScene() throws {
        let t = timeline(canvas: navigationCanvas, duration: 3, script: {
            Tap("Show", at: 0.1)
            Tap("Done", at: 1)
            Tap("Show", at: 2)
        }) { ShownTwice() }
        let bad = warnings(t).filter { $0.contains(".fraction(5.0)") }
        #expect(bad.count == 1, "\(warnings(t))")
        #expect(bad.first?.contains("Button") == true, "\(bad)")
        // Shown twice: the second presentation is there at 2.8 s.
        #expect(t.trace(at: 2.8).views.contains { $0.type == "sheet" })
    }
}
