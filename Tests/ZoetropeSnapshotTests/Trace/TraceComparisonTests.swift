import Testing
@testable import ZoetropeSnapshot

/// Tolerances and messages of the trace comparison, with values chosen by hand around each limit.
@Suite struct TraceComparisonTests {
    let comparison = TraceComparison()

    func frame(_ lines: [(String, String)], index: Int = 31) -> TraceFrame {
        TraceFrame(index: index, time: Double(index) / 60, lines: lines.map { TraceLine(path: $0.0, fields: $0.1) })
    }

    func moved(_ before: String, _ after: String) -> [String] {
        comparison.compareFields(before, after).map { "\($0.0) \($0.1) → \($0.2)" }
    }

    @Test func theFirstDifferenceIsNamedAsTheIssueWritesIt() {
        let path = "FloatingActionMenu/animation/padding/padding/VStack/1/if/ForEach/document/ActionRow"
        let baseline = TraceRecording(scene: "fab-menu", fps: 60, frames: [
            frame([(path, "HStack frame=215,402.1,154,44")], index: 0),
            frame([(path, "HStack frame=215,402.1,154,44"), ("FloatingActionMenu/animation/padding/padding/VStack/1/if/ForEach/photo/ActionRow", "HStack frame=215,346,154,44")], index: 1),
        ])
        var actual = baseline
        actual.frames[1].lines[0].fields = "HStack frame=215,398.7,154,44"
        let verdict = comparison.compare(baseline: baseline, actual: actual)
        #expect(verdict.headline == "fab-menu frame 1 (0.017 s) …/document/ActionRow frame.minY 402.1 → 398.7")
        #expect(verdict.frames.map(\.frame) == [1])
        #expect(verdict.movedLines().contains("- \(path)\tHStack frame=215,402.1,154,44\n+ \(path)\tHStack frame=215,398.7,154,44\n"))
    }

    @Test func pointsMayMoveAHundredth() {
        #expect(moved("Circle frame=10,20,30,40", "Circle frame=10.01,19.99,30.01,40").isEmpty)
        #expect(moved("Circle frame=10,20,30,40", "Circle frame=10.011,20,30,40") == ["frame.minX 10 → 10.011"])
        #expect(moved("Circle frame=0,0,1,1 bounds=5,5,2,2", "Circle frame=0,0,1,1 bounds=5,5.02,2,2") == ["bounds.minY 5 → 5.02"])
        // A missing bounds means the frame; a missing transform means a move only.
        #expect(moved("Circle frame=0,0,1,1", "Circle frame=0,0,1,1 bounds=0,0,1.005,1").isEmpty)
        #expect(moved("Circle frame=0,0,1,1", "Circle frame=0,0,1,1 bounds=0,0,1.5,1.5 transform=1.5,0,0,1.5,0,0")
            == ["bounds.width 1 → 1.5", "bounds.height 1 → 1.5", "transform.a 1 → 1.5", "transform.d 1 → 1.5"])
    }

    @Test func opacityMayMoveAThousandth() {
        #expect(moved("Circle frame=0,0,1,1 opacity=0.5", "Circle frame=0,0,1,1 opacity=0.501").isEmpty)
        #expect(moved("Circle frame=0,0,1,1 opacity=0.5", "Circle frame=0,0,1,1 opacity=0.502") == ["opacity 0.5 → 0.502"])
        #expect(moved("Circle frame=0,0,1,1", "Circle frame=0,0,1,1 opacity=0.998") == ["opacity 1 → 0.998"])
    }

    @Test func coloursMayMoveOneStepPerComponent() {
        #expect(moved("Circle frame=0,0,1,1 fill=#007AFFFF", "Circle frame=0,0,1,1 fill=#017BFEFF").isEmpty)
        #expect(moved("Circle frame=0,0,1,1 fill=#007AFFFF", "Circle frame=0,0,1,1 fill=#007CFFFF") == ["fill #007AFFFF → #007CFFFF"])
        #expect(moved("Circle frame=0,0,1,1 fill=\"linearGradient(#007AFFFF@0.0 #32ADE6FF@1.0)\"",
                      "Circle frame=0,0,1,1 fill=\"linearGradient(#007AFFFF@0.0 #32ADE6FF@0.9)\"").count == 1)
    }

    @Test func textSymbolsAndTypesMustMatchExactly() {
        #expect(moved("Text frame=0,0,1,1 text=41", "Text frame=0,0,1,1 text=42") == ["text 41 → 42"])
        #expect(moved("Image frame=0,0,1,1 symbol=plus", "Image frame=0,0,1,1 symbol=xmark") == ["symbol plus → xmark"])
        #expect(moved("Circle frame=0,0,1,1", "Capsule frame=0,0,1,1") == ["type Circle → Capsule"])
        #expect(moved("Circle frame=0,0,1,1", "Circle frame=0,0,1,1 removing") == ["removing (none) → yes"])
    }

    @Test func runningAnimationsAreNotCompared() {
        #expect(moved("Circle frame=0,0,1,1 animating.frame=.spring(response:0.5,dampingFraction:0.8,blendDuration:0.0)",
                      "Circle frame=0,0,1,1 animating.frame=.spring(response:0.5,dampingFraction:0.75,blendDuration:0.0)").isEmpty)
    }

    @Test func viewsThatAppearOrVanishAreNamed() {
        let baseline = TraceRecording(scene: "s", fps: 60, frames: [frame([("A", "ZStack frame=0,0,1,1"), ("A/0/B", "Circle frame=0,0,1,1")], index: 0)])
        var actual = baseline
        actual.frames[0].lines[1].path = "A/0/C"
        let differences = comparison.compare(baseline: baseline, actual: actual).frames[0].differences.map(\.description)
        #expect(differences == ["frame 0 (0.000 s) …/0/B is missing (the baseline draws it)", "frame 0 (0.000 s) …/0/C appeared (the baseline does not draw it)"])
    }

    @Test func aShorterSceneIsNamedWithBothLengths() {
        let long = TraceRecording(scene: "s", fps: 60, frames: (0..<3).map { frame([("A", "Circle frame=0,0,1,1")], index: $0) })
        var short = long
        short.frames.removeLast()
        let verdict = comparison.compare(baseline: long, actual: short)
        #expect(!verdict.matches)
        #expect(verdict.headline == "s lasts 2 frames (0.033 s) at 60 fps; the baseline has 3 (0.050 s)")
    }
}

extension TraceComparisonTests {
    @Test func exactComparisonLetsNothingThrough() {
        let exact = TraceComparison(tolerance: .exact)
        #expect(exact.compareFields("Circle frame=10,20,30,40", "Circle frame=10.001,20,30,40").map(\.0) == ["frame.minX"])
        #expect(exact.compareFields("Circle frame=0,0,1,1 fill=#007AFFFF", "Circle frame=0,0,1,1 fill=#017AFFFF").map(\.0) == ["fill"])
        #expect(exact.compareFields("Circle frame=0,0,1,1 animating.frame=.smooth", "Circle frame=0,0,1,1 animating.frame=.snappy").map(\.0)
            == ["animating.frame"])
    }
}
