import Testing
import ZoetropeFuzzing
@testable import ZoetropeMotion

/// Issue 16, item 2: generated animation text — the grammar with hostile numbers, mutations of it, garbage — either
/// fails with a parse error placed inside the text or gives an animation whose samples are all finite, quickly.
/// `ZOETROPE_FUZZ_COUNT` and `ZOETROPE_FUZZ_SEED` change the run; `scripts/fuzz` is the long run (docs/fuzzing.md).
@Suite struct AnimationParserFuzzTests {
    /// 5,000 by default, not 20,000: an accepted animation is sampled 70 times with its springs integrated, about
    /// 1 ms an input in a debug build (scripts/fuzz runs 10⁶ in release).
    @Test func generatedAnimationsParseOrFailCleanly() {
        expectClean(FuzzCampaign.fromEnvironment(count: 5_000).run(AnimationChecks.animation))
    }

    @Test func generatedSpringsParseOrFailCleanly() {
        expectClean(FuzzCampaign.fromEnvironment(count: 5_000).run(AnimationChecks.spring))
    }

    @Test func generatedRetargetsParseOrFailCleanly() {
        expectClean(FuzzCampaign.fromEnvironment(count: 5_000).run(AnimationChecks.retarget))
    }

    func expectClean(_ report: FuzzReport, sourceLocation: SourceLocation = #_sourceLocation) {
        print(report)
        #expect(report.inputs > 0, sourceLocation: sourceLocation)
        #expect(report.failureCount == 0, "\(report)", sourceLocation: sourceLocation)
    }
}
