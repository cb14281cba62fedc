import Foundation
import Testing
@testable import Zoetrope

/// Toggle: its layout by hand, the tap that flips it, and its knob during the switch animation against the closed
/// form of a critically damped spring (fidelity.md §1.2), computed here independently of the 300 Hz integrator.
@MainActor @Suite struct ToggleTests {
    /// 200 × 61 pt at 1x: the 31 pt switch row is centred at y (61 − 31) / 2 = 15, on whole points.
    let canvas = SceneCanvas(width: 200, height: 61, scale: 1)

    private func scene(tapAt time: Double = 0.2, target: String = "Wi-Fi", tint: Color? = nil) -> SceneTimeline {
        timeline(canvas: canvas, duration: 2, script: { Tap(target, at: time) }) {
            ToggleHost(tint: tint)
        }
    }

    /// The knob's on-screen centre x (the trace's bounds include the offset effect).
    private func knobCenterX(_ t: SceneTimeline, at time: Double) throws -> Double {
        let knob = try #require(t.trace(at: time).views.first { $0.type == "Circle" && $0.path.contains("ToggleSwitch") })
        return knob.bounds.midX
    }

    private func trackFill(_ t: SceneTimeline, at time: Double) -> InspectedValue? {
        t.inspect(at: time).first { $0.type == "Capsule" && $0.path.contains("ToggleSwitch") }?.style["fill"]
    }

    @Test func labelLeadingSwitchTrailing() {
        let t = scene()
        // The HStack fills the 200 pt width; the switch is 51 × 31 at the trailing edge: x 200 − 51 = 149, y 15.
        #expect(t.frames(endingWith: "ToggleSwitch/animation/frame") == [CGRect(x: 149, y: 15, width: 51, height: 31)])
        // The label at the leading edge, centred on the row: body text is 22 pt tall → y 15 + (31 − 22) / 2 = 19.5,
        // which lays out at 19 or 20 after rounding to the pixel grid.
        let label = t.frames(endingWith: "HStack/0/Text")
        #expect(label.count == 1 && label[0].minX == 0 && abs(label[0].minY - 19.5) <= 0.5)
        // The knob: 27 pt, centred in the track → x 149 + (51 − 27) / 2 = 161, y 15 + 2 = 17.
        #expect(t.frames(endingWith: "offset/frame/shadow/Circle") == [CGRect(x: 161, y: 17, width: 27, height: 27)])
    }

    @Test func tapOnTheLabelFlipsTheBinding() {
        let t = scene()
        #expect(t.inspect(at: 0.1).contains { $0.style["text"] == .text("is off") })
        #expect(t.inspect(at: 0.2).contains { $0.style["text"] == .text("is on") })
    }

    @Test func tapByIdentifierFlipsTheBinding() {
        let t = scene(target: "wifi-switch")
        #expect(t.inspect(at: 0.2).contains { $0.style["text"] == .text("is on") })
        #expect(t.errors.isEmpty)
    }

    @Test func knobSlidesWithACriticallyDampedSpringOfResponse035() throws {
        let t = scene(tapAt: 0.2)
        // Off: knob centre 149 + 2 + 27 / 2 = 164.5; on: 200 − 15.5 = 184.5; the travel is 20 pt.
        #expect(try knobCenterX(t, at: 0.1) == 164.5)
        // .smooth(duration: 0.35) is a spring of response 0.35 s, bounce 0 → ζ = 1, ω = 2π / 0.35 (fidelity.md §1.1).
        // Critically damped from rest: p(t) = 1 − (1 + ωt)·e^(−ωt) (§1.2). SwiftUI integrates it at 300 Hz, which
        // differs from the closed form by < 0.015 of the distance (§1.3): < 0.3 pt of 20.
        let omega = 2 * Double.pi / 0.35
        for elapsed in [0.05, 0.1, 0.15, 0.25, 0.35] {
            let p = 1 - (1 + omega * elapsed) * exp(-omega * elapsed)
            let expected = 164.5 + 20 * p
            let actual = try knobCenterX(t, at: 0.2 + elapsed)
            #expect(abs(actual - expected) < 0.35, "at +\(elapsed) s: \(actual) vs \(expected)")
        }
        // e.g. at +0.1 s: ωt = 1.7952, p = 1 − 2.7952 · e^−1.7952 = 0.5353 → 175.2 pt, half-way across.
        #expect(abs(try knobCenterX(t, at: 0.3) - 175.2) < 0.4)
        // Long after: at rest on the trailing side.
        #expect(try knobCenterX(t, at: 1.9) == 184.5)
    }

    @Test func trackCrossFadesToGreenFromTheSameChange() throws {
        let t = scene(tapAt: 0.2)
        // Off: secondarySystemFill, rgba(120, 120, 128, 0.16) → #78788029 (0.16 × 255 = 40.8 → 41 = 0x29).
        #expect(trackFill(t, at: 0.1) == .colour("#78788029"))
        // Half-way through the knob's slide the colour is neither end: it animates with the same spring.
        let middle = try #require(trackFill(t, at: 0.3))
        #expect(middle != .colour("#78788029") && middle != .colour("#34C759FF"))
        // On: systemGreen (52, 199, 89) = #34C759.
        #expect(trackFill(t, at: 1.9) == .colour("#34C759FF"))
    }

    @Test func tintChangesTheOnColour() {
        let t = scene(tapAt: 0.2, tint: .orange)
        // systemOrange (255, 149, 0) = #FF9500.
        #expect(trackFill(t, at: 1.9) == .colour("#FF9500FF"))
    }
}

/// A toggle and a text showing its binding.
struct ToggleHost: View {
    var tint: Color?
    @State private var isOn = false

    var body: some View {
        ZStack {
            Toggle("Wi-Fi", isOn: $isOn)
                .accessibilityIdentifier("wifi-switch")
                .tint(tint)
            Text(isOn ? "is on" : "is off").opacity(0)
        }
    }
}
