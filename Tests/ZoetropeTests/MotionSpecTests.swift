import Foundation
import Testing
@testable import Scenes
@testable import Zoetrope

/// `zoetrope spec`: the motion spec generated from the timeline, against hand-derived values.
@MainActor @Suite struct MotionSpecTests {
    /// A square that a tap moves 40 pt to the right with a 1 s linear animation.
    struct Slider: View {
        @State private var moved = false
        var body: some View {
            Color.blue.frame(width: 20, height: 20)
                .offset(x: moved ? 40 : 0)
                .onTapGesture { withAnimation(.linear(duration: 1)) { moved = true } }
                .accessibilityIdentifier("square")
        }
    }

    @Test func aLinearOffsetIsOneRowWithItsTiming() throws {
        let spec = timeline(script: { Tap("square", at: 0.5) }) { Slider() }.motionSpec()
        #expect(spec.events == [MotionSpec.Event(label: "Tap(\"square\")", time: 0.5, duration: 0)])
        // One animated change: the offset from (0, 0) to (40, 0), linear over 1 s from the tap: logically complete
        // and finished at 1.5 s (a timing curve ends at its duration, fidelity.md §2.2).
        #expect(spec.rows.count == 1)
        let row = try #require(spec.rows.first)
        #expect(row.property == "offset" && row.type == "offset")
        #expect(row.from == "(0, 0)" && row.to == "(40, 0)")
        #expect(row.animation == ".linear(duration: 1)")
        #expect(row.start == 0.5 && row.logicalCompletion == 1.5 && row.finish == 1.5)
        // Fields with a comma are quoted (RFC 4180); the animation has none.
        // Named as a designer would: by its accessibility identifier, then what the row's view is.
        #expect(row.name == "#square · offset")
        #expect(spec.csv == """
            name,view,type,property,from,to,animation,start,logical_completion,finish
            #square · offset,\(row.view),offset,offset,"(0, 0)","(40, 0)",.linear(duration: 1),0.500,1.500,1.500

            """)
        #expect(spec.markdown.contains("| offset | (0, 0) | (40, 0) | `.linear(duration: 1)` | 0.500 | 1.500 | 1.500 |"))
    }

    /// Issue 26: the spec reads as a designer would want it: SwiftUI's preset names where the spring is one
    /// (fidelity.md §1.6: `.smooth` = `.spring` = duration 0.5, bounce 0, i.e. damping fraction 1; `.snappy` bounce
    /// 0.15, damping 0.85; `.bouncy` bounce 0.3, damping 0.7), other springs in their duration/bounce form (bounce =
    /// 1 − damping fraction: 1 − 0.825 = 0.175) with response and damping beside, numbers at three significant
    /// digits, and the system's own spring named (response 2π / √(1000 / 3) = 0.34414… s reads 0.344).
    @Test func animationsReadAsPresetsOrThreeDigitsAndTheSystemSpringNamed() throws {
        #expect(MotionSpec.readable(".spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0.0)")
                == ".spring(duration: 0.5, bounce: 0.175) (response 0.5 s, damping fraction 0.825)")
        #expect(MotionSpec.readable(".spring(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)") == ".smooth (= .spring)")
        #expect(MotionSpec.readable(".spring(response: 0.5, dampingFraction: 0.85, blendDuration: 0.0)") == ".snappy")
        #expect(MotionSpec.readable(".spring(response: 0.5, dampingFraction: 0.7, blendDuration: 0.0)") == ".bouncy")
        #expect(MotionSpec.readable(".default") == ".default (a spring of 0.55 s without bounce)")
        #expect(MotionSpec.readable(".easeInOut(duration: 0.123456)") == ".easeInOut(duration: 0.123)")
        #expect(MotionSpec.readable(".linear(duration: 300.123456)") == ".linear(duration: 300)")
        #expect(MotionSpec.readable(".easeOut(duration: 0.25).delay(0.1)") == ".easeOut(duration: 0.25).delay(0.1)")
        let spec = try #require(Catalog.scene(id: "navigation-push")).timeline().motionSpec()
        let push = try #require(spec.rows.first { $0.property == "insertion offset" })
        #expect(push.animation == "the system spring: .spring(duration: 0.344, bounce: 0) (response 0.344 s, damping fraction 1)")
    }

    @Test func fabMenuSpecListsEveryAnimatedChangeOfTheCatalogScene() throws {
        let spec = fabMenuScene.timeline().motionSpec()
        // Taps at 0.4 s and 1.4 s, each toggling the menu with spring(response: 0.5, dampingFraction: 0.85), which is
        // spring(duration: 0.5, bounce: 0.15): logically complete a response after its start (§1.3).
        #expect(spec.events.map(\.label) == ["Tap(\"fab\")", "Tap(\"fab\")"] && spec.events.map(\.time) == [0.4, 1.4])
        // That is `.snappy` (bounce 0.15, fidelity.md §1.6), named so in the spec.
        #expect(spec.rows.allSatisfy { $0.animation == ".snappy" })
        // The plus turns 0° → 45° and back. Its finish follows §1.3's rule for a change of 45° = π/4 rad, which is
        // π/4 × 128 ≈ 100.5 in the rotation's animatable unit; the spec ends no row after the scene (2.4 s).
        let turns = spec.rows.filter { $0.property == "rotation" }
        // Named by the identifier of the button it turns in (`.accessibilityIdentifier("fab")`, FABMenu.swift), and
        // the action rows by their titles.
        #expect(turns.allSatisfy { $0.name == "#fab · rotationEffect" })
        #expect(spec.rows.contains { $0.name == "“Photo” · HStack" && $0.property == "insertion opacity" })
        #expect(turns.map(\.from) == ["0°", "45°"] && turns.map(\.to) == ["45°", "0°"])
        #expect(turns.map(\.start) == [0.4, 1.4])
        #expect(turns.map { $0.logicalCompletion.map { ($0 * 1000).rounded() / 1000 } } == [0.9, 1.9])
        let finishStep = SpringReference(duration: 0.5, bounce: 0.15).finishStep(distance: .pi / 4 * 128)
        for turn in turns {
            #expect(abs((turn.finish ?? 0) - min(turn.start + Double(finishStep) / 300, 2.4)) < 1e-9, "\(turn)")
        }
        // Three actions appear at 0.4 s, each scaling from 0.3 and fading in, and leave at 1.4 s fading out and
        // scaling back to 0.3 (`.scale(scale: 0.3, anchor: .bottomTrailing).combined(with: .opacity)`).
        let inserted = spec.rows.filter { $0.start == 0.4 && $0.property.hasPrefix("insertion") }
        #expect(inserted.filter { $0.property == "insertion scale (anchor bottomTrailing)" }.map(\.from) == Array(repeating: "(0.3, 0.3)", count: 3))
        #expect(inserted.filter { $0.property == "insertion opacity" }.map(\.to) == ["1", "1", "1"])
        let removed = spec.rows.filter { $0.start == 1.4 && $0.property.hasPrefix("removal") }
        #expect(removed.filter { $0.property == "removal opacity" }.map(\.to) == ["0", "0", "0"])
        #expect(removed.filter { $0.property == "removal scale (anchor bottomTrailing)" }.map(\.to) == Array(repeating: "(0.3, 0.3)", count: 3))
        // Rows come in time order.
        #expect(spec.rows.map(\.start) == spec.rows.map(\.start).sorted())
    }

    @Test func jsonCarriesTheRows() throws {
        let spec = timeline(script: { Tap("square", at: 0.5) }) { Slider() }.motionSpec()
        let object = try JSONSerialization.jsonObject(with: Data(try spec.json().utf8)) as? [String: Any]
        let rows = object?["rows"] as? [[String: Any]]
        #expect(rows?.count == 1 && rows?.first?["to"] as? String == "(40, 0)")
    }
}
