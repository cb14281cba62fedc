import Foundation
import Testing
@testable import Zoetrope
import ZoetropeDisplay

/// SwiftUI's accessibility modifiers describe views to VoiceOver; an iPhone draws the same pixels with or without
/// them, so a scene's display list must be identical either way, for every overload public code calls.
@MainActor @Suite struct AccessibilityModifierTests {
    @Test func describingAViewChangesNothingDrawn() {
        let name = "Start playback"
        let plain = timeline { Label("Play", systemImage: "play.fill").padding() }.displayList(at: 0)
        let described = timeline {
            Label("Play", systemImage: "play.fill").padding()
                .accessibilityLabel(name)
                .accessibilityLabel("Play")
                .accessibilityLabel(Text("Play"))
                .accessibilityHint("Plays the clip")
                .accessibilityValue(Text("Paused"))
                .accessibilityAddTraits([.isButton, .startsMediaSession])
                .accessibilityRemoveTraits(.isImage)
                .accessibilityHidden(false)
                .accessibilityElement(children: .combine)
                .accessibilitySortPriority(1)
        }.displayList(at: 0)
        #expect(plain == described)
    }

    @Test func traitsAreASet() {
        var traits: AccessibilityTraits = [.isButton, .isHeader]
        #expect(traits.contains(.isButton) && !traits.contains(.isLink))
        traits.remove(.isButton)
        traits.insert(.isSelected)
        #expect(traits == [.isHeader, .isSelected])
    }
}
