import Foundation
import Testing
import Zoetrope
import ZoetropeCairo
import ZoetropeRender
@testable import ZoetropeSnapshot

/// Record, verify and the record modes, on the spring probe (tests/Run/ProbeScenes.swift) and its bounce variant.
@MainActor @Suite struct SnapshotRunnerTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder() }

    func runner(_ mode: SnapshotRecordMode) -> SnapshotRunner {
        SnapshotRunner(root: folder.url, mode: mode, options: SnapshotOptions(jobs: 2))
    }

    @Test func anUnchangedSceneVerifiesByteExactly() throws {
        defer { folder.remove() }
        let timeline = springProbeScene(bounce: 0.2).renderTimeline()
        let recorded = try runner(.all).run(timeline)
        #expect(recorded.status == .recorded)
        let result = try runner(.never).run(springProbeScene(bounce: 0.2).renderTimeline())
        #expect(result.status == .passed, "\(result.summary)")
        #expect(!result.failsRun)
        #expect(result.trace?.byteIdentical == true)
        #expect(!result.pixels.isEmpty)
        #expect(result.pixels.allSatisfy { $0.comparison?.byteIdentical == true })
        #expect(result.framesTraced == 60)
        #expect(result.environmentDifferences.isEmpty)
    }

    /// The bounce goes from 0.2 to 0.25: damping ratio ζ = 1 − bounce goes from 0.8 to 0.75 with ω₀ = 2π / 0.5 s.
    /// The card starts moving at the tap, 0.2 s = frame 12. From rest toward a 40 pt offset D, a spring's
    /// displacement is D·(ω₀²t²/2 − ζω₀³t³/3 + (4ζ² − 1)ω₀⁴t⁴/24 − …), so the two springs differ by
    /// D·(Δζ·ω₀³t³/3 − Δ(4ζ²)·ω₀⁴t⁴/24 + …) with Δζ = 0.05 and Δ(4ζ²) = 0.31: 0.0061 − 0.0010 ≈ 0.005 pt one frame
    /// after the tap (t = 1/60 s, frame 13: within the 0.01 pt tolerance) and 0.049 − 0.016 ≈ 0.033 pt two frames
    /// after it (frame 14: beyond). The first view drawn that moves is the offset that carries the card, and its
    /// on-screen box is what moves (an offset moves no layout frame).
    @Test func aChangedBounceFailsAtTheFirstFrameThatMovesBeyondTolerance() throws {
        defer { folder.remove() }
        _ = try runner(.all).run(springProbeScene(bounce: 0.2).renderTimeline())
        let result = try runner(.never).run(springProbeScene(bounce: 0.25).renderTimeline())
        #expect(result.status == .failed)
        #expect(result.failsRun)
        let verdict = try #require(result.trace)
        let first = try #require(verdict.frames.first)
        #expect(first.frame == 14)
        let difference = try #require(first.differences.first)
        #expect(difference.path == "SpringProbe/offset")
        guard case let .value(property, expected, actual) = difference.kind else {
            Issue.record("expected a moved value, got \(difference.kind)")
            return
        }
        #expect(property == "bounds.minY")
        let moved = try #require(Double(actual)) - (try #require(Double(expected)))
        // The less damped spring (bounce 0.25) is ahead: its −ζω₀³t³/3 braking term is smaller.
        #expect(moved > 0.01 && moved < 0.06, "\(expected) → \(actual)")
        #expect(result.summary.hasPrefix("frame 14 (0.233 s) SpringProbe/offset bounds.minY \(expected) → \(actual) (and "))
        #expect(verdict.headline?.hasPrefix("spring-probe frame 14 (0.233 s) SpringProbe/offset bounds.minY") == true)
        // The closed-form springs agree on where the difference first exceeds 0.01 pt.
        #expect(Self.firstFrameBeyond(0.01, after: 12) == 14)
    }

    /// The frame after `tap` where two closed-form springs (ζ 0.8 and 0.75, ω₀ = 4π, 40 pt) first differ by more
    /// than `limit` points.
    static func firstFrameBeyond(_ limit: Double, after tap: Int) -> Int? {
        func position(_ zeta: Double, _ t: Double) -> Double {
            let w0 = 4 * Double.pi, wd = w0 * (1 - zeta * zeta).squareRoot()
            return 40 * (1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t)))
        }
        return (tap...(tap + 30)).first { abs(position(0.8, Double($0 - tap) / 60) - position(0.75, Double($0 - tap) / 60)) > limit }
    }

    @Test func aMissingBaselineFailsUnderNeverAndWritesNothing() throws {
        defer { folder.remove() }
        let result = try runner(.never).run(springProbeScene(bounce: 0.2).renderTimeline())
        #expect(result.status == .missing)
        #expect(result.failsRun)
        #expect(result.summary.contains("no baseline at"))
        #expect(result.summary.contains("zoetrope snapshot record spring-probe --out"))
        #expect(folder.names(in: ".").isEmpty)
    }

    @Test func missingWritesTheBaselineAndFailsOnceThenPasses() throws {
        defer { folder.remove() }
        let first = try runner(.missing).run(springProbeScene(bounce: 0.2).renderTimeline())
        #expect(first.status == .recorded)
        #expect(first.failsRun)
        #expect(first.summary.contains("review and commit them, then run again"))
        let names = folder.names(in: "spring-probe")
        #expect(names.contains("spring-probe.trace") && names.contains("environment.json"))
        #expect(names.contains("frame_0000@0.000s.png"))
        let second = try runner(.missing).run(springProbeScene(bounce: 0.2).renderTimeline())
        #expect(second.status == .passed)
        #expect(!second.failsRun)
    }

    @Test func failedRewritesOnlyTheScenesThatFail() throws {
        defer { folder.remove() }
        _ = try runner(.all).run(springProbeScene(bounce: 0.2).renderTimeline())
        _ = try runner(.all).run(stillProbeScene.renderTimeline())
        let still = BaselineFolder(root: folder.url, scene: "still-probe")
        let probe = BaselineFolder(root: folder.url, scene: "spring-probe")
        let stillDate = try modificationDate(still.traceURL)
        let oldProbe = try String(contentsOf: probe.traceURL, encoding: .utf8)
        Thread.sleep(forTimeInterval: 0.05)

        let changed = try runner(.failed).run(springProbeScene(bounce: 0.25).renderTimeline())
        let unchanged = try runner(.failed).run(stillProbeScene.renderTimeline())
        #expect(changed.status == .failed && changed.failsRun)
        #expect(changed.summary.contains("re-recorded"))
        #expect(unchanged.status == .passed && !unchanged.failsRun)
        #expect(try modificationDate(still.traceURL) == stillDate)
        #expect(try String(contentsOf: probe.traceURL, encoding: .utf8) != oldProbe)
        // The rewritten baseline is the variant's.
        #expect(try runner(.never).run(springProbeScene(bounce: 0.25).renderTimeline()).status == .passed)
    }

    @Test func anEnvironmentThatDiffersIsNamedInTheFailure() throws {
        defer { folder.remove() }
        _ = try runner(.all).run(springProbeScene(bounce: 0.2).renderTimeline())
        let baseline = BaselineFolder(root: folder.url, scene: "spring-probe")
        var environment = try #require(try baseline.readEnvironment())
        environment.pango = "0.9.1"
        try environment.encoded().write(to: baseline.environmentURL)

        let same = try runner(.never).run(springProbeScene(bounce: 0.2).renderTimeline())
        #expect(same.status == .passed, "an environment that differs fails nothing by itself")
        #expect(same.environmentDifferences == ["baseline recorded with Pango 0.9.1, this machine has \(LibraryVersionsProbe.pango)"])
        let changed = try runner(.never).run(springProbeScene(bounce: 0.25).renderTimeline())
        #expect(changed.summary.hasPrefix("environment differs (baseline recorded with Pango 0.9.1, this machine has \(LibraryVersionsProbe.pango)): frame 14 (0.233 s)"))
    }

    @Test func aDamagedTraceFailsWithItsLine() throws {
        defer { folder.remove() }
        _ = try runner(.all).run(springProbeScene(bounce: 0.2).renderTimeline())
        let baseline = BaselineFolder(root: folder.url, scene: "spring-probe")
        var lines = try String(contentsOf: baseline.traceURL, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.hasPrefix("@ frame 3 ") })
        lines[index] = "@ frame three"
        try lines.joined(separator: "\n").write(to: baseline.traceURL, atomically: true, encoding: .utf8)
        let result = try runner(.never).run(springProbeScene(bounce: 0.2).renderTimeline())
        #expect(result.status == .failed)
        #expect(result.summary.hasSuffix("spring-probe.trace:\(index + 1): not a Zoetrope trace: a frame header reads \"@ frame N Ts\" (record the baseline again)"))
    }

    @Test func aChangedPixelFrameFailsWithItsThreeUpInputs() throws {
        defer { folder.remove() }
        _ = try runner(.all).run(springProbeScene(bounce: 0.2).renderTimeline())
        let baseline = BaselineFolder(root: folder.url, scene: "spring-probe")
        let (index, url) = try #require(baseline.pixelFrames().first)
        var image = try PNGDecoder().decode([UInt8](try Data(contentsOf: url)))
        // A dense 6×6 px white square in the blue card's middle (the card is 80×40 at (40, 60) at rest).
        for y in 77..<83 { for x in 77..<83 { for c in 0..<4 { image.pixels[y * image.bytesPerRow + x * 4 + c] = 255 } } }
        try Data(try PNGEncoderProbe.encode(image)).write(to: url)
        let result = try runner(.never).run(springProbeScene(bounce: 0.2).renderTimeline())
        #expect(result.status == .failed)
        #expect(result.trace?.matches == true)
        let failing = try #require(result.failingPixels.first)
        #expect(failing.index == index)
        #expect(failing.baseline != nil && failing.actual != nil && failing.comparison?.difference != nil)
        // 36 px break both budgets of a 160×160 frame: 25 px in the whole frame (0.1 %) and 16 in any 8×8 square.
        #expect(result.summary.hasPrefix("pixels frame \(index) (\(TraceFrame.seconds(Double(index) / 60)) s): 36 px differ, more than the 25 allowed in the whole frame; 36 px differ in the 8×8 px square"))
    }

    private func modificationDate(_ url: URL) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }
}
