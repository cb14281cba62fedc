import Testing
import ZoetropeFuzzing
@testable import ZoetropeDisplay

/// Issue 16, item 2: generated SVG path data either fails with an `SVGPathError` at an offset inside the data or
/// gives a path whose every point is finite. `ZOETROPE_FUZZ_COUNT` and `ZOETROPE_FUZZ_SEED` change the run;
/// `scripts/fuzz` is the long run (docs/fuzzing.md).
@Suite struct SVGPathFuzzTests {
    @Test func generatedPathsParseOrFailCleanly() {
        let report = FuzzCampaign.fromEnvironment(count: 30_000).run(SVGPathChecks.path)
        print(report)
        #expect(report.inputs > 0)
        #expect(report.failureCount == 0, "\(report)")
    }
}
