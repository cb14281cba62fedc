import Foundation
import Testing
@testable import Zoetrope
import ZoetropeRender
@testable import Scenes

/// The spec diff of the seed pair and of hand-made specs.
@MainActor @Suite struct SpecDiffTests {
    @Test func seedPairDiffersByTheScaleOfTheCorrectMenu() throws {
        let incorrect = toolbarMenuIncorrectScene.timeline().motionSpec()
        let correct = toolbarMenuCorrectScene.timeline().motionSpec()
        let diff = SpecDiff(specs: [incorrect, correct])
        #expect(diff.scenes == ["toolbar-menu-incorrect", "toolbar-menu-correct"])
        // Both menus fade in with `.smooth` from the tap at 0.3 s; only the correct one also scales from 0.4
        // (`.scale(scale: 0.4, anchor: .bottomTrailing).combined(with: .opacity)`).
        #expect(diff.rows.map(\.property) == ["insertion opacity", "insertion scale (anchor bottomTrailing)"])
        let fade = try #require(diff.rows.first), grow = try #require(diff.rows.last)
        #expect(fade.view == "…/1/if/padding" && !fade.differs)
        #expect(fade.cells.allSatisfy { $0?.animation == ".smooth (= .spring)" })
        #expect(grow.cells[0] == nil && grow.cells[1]?.from == "(0.4, 0.4)" && grow.cells[1]?.to == "(1, 1)")
        #expect(grow.differingFields == [.presence])
    }

    @Test func repeatedChangesMatchInOrderAndASceneMatchesItself() {
        let spec = fabMenuScene.timeline().motionSpec()
        let diff = SpecDiff(specs: [spec, spec])
        #expect(diff.rows.count == spec.rows.count && diff.rows.allSatisfy { !$0.differs })
        // The plus turns at both taps: the first turn is occurrence 1 (0.4 s), the second occurrence 2 (1.4 s).
        let turns = diff.rows.filter { $0.property == "rotation" }
        #expect(turns.map(\.occurrence) == [1, 2] && turns.map { $0.cells[0]?.start } == [0.4, 1.4])
    }

    @Test func fieldsThatDifferAreNamed() {
        func row(_ animation: String, start: Double, to: String = "1") -> MotionSpec.Row {
            MotionSpec.Row(view: "A/B/C/D", name: "D", type: "opacity", property: "opacity", from: "0", to: to, animation: animation, spelling: animation,
                           start: start, logicalCompletion: start + 0.5, finish: start + 0.8)
        }
        func spec(_ rows: [MotionSpec.Row]) -> MotionSpec { MotionSpec(scene: "s", duration: 2, events: [], rows: rows) }
        let a = spec([row(".easeIn(duration: 0.5)", start: 0.3)])
        // Same timing to the millisecond (0.3 vs 0.3004), another curve and target.
        let b = spec([row(".easeOut(duration: 0.5)", start: 0.3004, to: "0.5")])
        let diff = SpecDiff(specs: [a, b])
        #expect(diff.rows.count == 1 && diff.rows[0].view == "…/B/C/D")
        #expect(diff.rows[0].differingFields == [.animation, .values])
        let later = SpecDiff(specs: [a, spec([row(".easeIn(duration: 0.5)", start: 0.4)])])
        #expect(later.rows[0].differingFields == [.timing])
    }
}
