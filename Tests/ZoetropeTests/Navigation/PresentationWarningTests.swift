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

    /// It used to recurse until the stack overflowed (exit 139 after 3 s and 500 MB): now the 17th nesting is an error
    /// naming the presentation, and the scene evaluates.
    @Test func aSheetThatPresentsItselfIsAnErrorNotACrash() throws {
        let t = timeline(canvas: navigationCanvas, duration: 0.5) { SelfPresenting() }
        #expect(t.errors.contains { $0.message.contains("nested 16 deep") })
        #expect(t.trace(at: 0.4).views.filter { $0.type == "sheet" }.count == 16)
    }
}
