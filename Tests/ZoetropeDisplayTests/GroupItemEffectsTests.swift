import Foundation
import Testing
@testable import ZoetropeDisplay

/// A group keeps its blur, shadow, colour filter and projection out of line (docs/performance.md): what it reads back
/// and how it compares must not depend on that.
@Suite struct GroupItemEffectsTests {
    private static let shadow = LayerShadow(color: DisplayColor(red: 0, green: 0, blue: 0, alpha: 0.5), radius: 4, x: 1, y: 2)
    private static let projection = Projection(.translation(x: 3, y: 0))

    @Test func effectsReadBackWhatWasSet() {
        var group = GroupItem(children: [], blur: LayerBlur(radius: 2), shadow: Self.shadow)
        group.colorMatrix = .brightness(0.25)
        group.projection = Self.projection
        #expect(group.blur == LayerBlur(radius: 2))
        #expect(group.shadow == Self.shadow)
        #expect(group.colorMatrix == .brightness(0.25))
        #expect(group.projection == Self.projection)
        #expect(group.hasLayerEffects)
        group.blur = nil
        #expect(group.blur == nil && group.shadow == Self.shadow)
    }

    @Test func aGroupWhoseEffectsWereClearedEqualsOneThatNeverHadAny() {
        let plain = GroupItem(opacity: 0.5, children: [])
        var cleared = GroupItem(opacity: 0.5, children: [], shadow: Self.shadow)
        #expect(cleared != plain)
        cleared.shadow = nil
        #expect(cleared == plain)
        #expect(cleared.hashValue == plain.hashValue)
        #expect(!cleared.hasLayerEffects)
    }

    @Test func changingACopyLeavesTheOriginal() {
        let original = GroupItem(children: [], shadow: Self.shadow)
        var copy = original
        copy.shadow = LayerShadow(color: DisplayColor(red: 1, green: 0, blue: 0), radius: 8)
        copy.projection = Self.projection
        #expect(original.shadow == Self.shadow)
        #expect(original.projection == nil)
        #expect(copy != original)
    }
}
