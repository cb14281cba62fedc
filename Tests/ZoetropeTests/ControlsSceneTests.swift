import Foundation
import Testing
@testable import Scenes
@testable import Zoetrope

/// The controls scene: Bluetooth tapped on at 0.4 s, Wi-Fi off at 1.0 s and on again at 1.6 s, the download's bar
/// filling from 0.1 to 1 over 1.8 s from the start, and a tap on "Library" at 2.5 s switching tabs.
@MainActor @Suite struct ControlsSceneTests {
    let timeline = controlsScene.timeline()

    /// The fill of the track of the switch in the row labelled `label`.
    private func track(_ label: String, at time: Double) -> InspectedValue? {
        let views = timeline.inspect(at: time)
        guard let text = views.first(where: { $0.style["text"] == .text(label) }) else { return nil }
        return views.first { $0.type == "Capsule" && $0.path.contains("ToggleSwitch") && abs($0.frame.midY - text.frame.midY) < 1 }?
            .style["fill"]
    }

    @Test func togglesFollowTheScript() {
        let green = InspectedValue.colour("#34C759FF"), off = InspectedValue.colour("#78788029")
        #expect(track("Wi-Fi", at: 0.3) == green && track("Bluetooth", at: 0.3) == off)
        // Each change has settled within 0.6 s of its tap (a 0.35 s critically damped spring: < 1 % left by 0.3 s).
        #expect(track("Bluetooth", at: 1.0) == green)
        #expect(track("Wi-Fi", at: 1.59) == off)
        #expect(track("Wi-Fi", at: 2.4) == green)
        #expect(timeline.errors.isEmpty)
    }

    @Test func tabSwitchesAtTheTap() {
        #expect(timeline.inspect(at: 2.49).contains { $0.style["text"] == .text("Wi-Fi") })
        #expect(timeline.inspect(at: 2.5).contains { $0.style["text"] == .text("Storage") })
        #expect(!timeline.inspect(at: 2.5).contains { $0.style["text"] == .text("Wi-Fi") })
    }

    @Test func rowsAreFortyFourPointsOnTheDevice() {
        // iPhone 15 Pro: 393 pt wide, the card inset 16 → rows 393 − 32 − 32 = 329 pt wide inside 16 pt padding,
        // each toggle row 44 pt tall (31 + 12 < 44).
        let rows = timeline.inspect(at: 0).filter { $0.path.hasSuffix("ListRowView/overlay/padding/frame") }.prefix(3)
        #expect(rows.map(\.frame.width) == [329, 329, 329])
        #expect(rows.map(\.frame.height) == [44, 44, 44])
    }
}
