import Foundation
import Testing
import ZoetropeCairo
import ZoetropeDisplay
import ZoetropeMotion
@testable import ZoetropeRender

@Suite struct CurvePlotTests {
    @Test func ticksAreRoundStepsCoveringTheRange() {
        // 0…1.5: a fifth of the span is 0.3, the next round step up is 0.5.
        #expect(CurvePlot.ticks(from: 0, to: 1.5) == [0, 0.5, 1, 1.5])
        // -0.08…1.08: a fifth is 0.232, next round step 0.25, starting at the first multiple above -0.08.
        #expect(CurvePlot.ticks(from: -0.08, to: 1.08) == [0, 0.25, 0.5, 0.75, 1])
    }

    @Test func plotDrawsTheCurveAndAMarkerPerEvent() throws {
        let request = try CurveRequest(animation: ".easeInOut(duration: 1)", from: nil, to: nil, fps: "60", times: nil,
                                       until: "1.2", retargets: ["0.5:2"])
        let list = CurvePlot(table: request.table()).displayList()
        let dump = list.textDump
        // The curve in system blue, the retarget marker in orange, and text labels.
        #expect(dump.contains("stroke #007AFFFF width 2"))
        #expect(dump.contains("stroke #FF9500FF width 1.5 dash 5,3"))
        #expect(dump.contains("retarget 0.5 s"))
        let image = CairoRasterizer().draw(list)
        #expect(image.width == 1440 && image.height == 840)
    }
}
