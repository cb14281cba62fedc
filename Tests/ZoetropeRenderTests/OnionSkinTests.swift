import Foundation
import Testing
import Zoetrope
import ZoetropeDisplay
@testable import ZoetropeRender
@testable import Scenes

/// `zoetrope still --onion`: which views count as moving, and how the ghosts fade.
@MainActor @Suite struct OnionSkinTests {
    @Test func olderGhostsAreFainter() {
        // Four earlier times: 0.15 + 0.45 × (5 − age)/4 for ages 1 (newest) … 4 (oldest).
        let opacities = [1, 2, 3, 4].map { OnionSkin.ghostOpacity(age: $0, count: 4) }
        for (opacity, expected) in zip(opacities, [0.6, 0.4875, 0.375, 0.2625]) { #expect(abs(opacity - expected) < 1e-12) }
        #expect(OnionSkin.ghostOpacity(age: 1, count: 1) == 0.6)
    }

    @Test func aGrowingMenuMovesAFadingOneDoesNot() throws {
        let times = [0.3, 0.5, 0.8]
        // toolbar-menu-correct: the menu scales from 0.4 about its bottom-trailing corner, so its on-screen bounds
        // change; it is the one moving subtree, and the page behind it (title, text, picture, toolbar) is not.
        let correct = try RenderJob(timeline: toolbarMenuCorrectScene.renderTimeline())
        let moving = OnionSkin(job: correct, times: times).movingViews
        #expect(moving.count == 1)
        #expect(moving.first?.hasSuffix("/1/if/padding") == true, "\(moving)")
        // toolbar-menu-incorrect: the same menu only fades in (`.opacity`), in place: nothing moves.
        let incorrect = try RenderJob(timeline: toolbarMenuIncorrectScene.renderTimeline())
        #expect(OnionSkin(job: incorrect, times: times).movingViews == [])
    }

    @Test func ghostsAreLayersOverTheLastFrame() throws {
        let job = try RenderJob(timeline: toolbarMenuCorrectScene.renderTimeline())
        let skin = OnionSkin(job: job, times: [0.8, 0.3, 0.5, 0.5])
        // Times sorted and deduplicated; the last one is the frame.
        #expect(skin.times == [0.3, 0.5, 0.8])
        let groups = skin.displayList().items.compactMap { item -> GroupItem? in
            if case let .group(group) = item, group.label?.hasPrefix("ghost") == true { return group }
            return nil
        }
        // At 0.3 s the menu is inserted at opacity 0 and scale 0.4 (nothing drawn: no ghost); at 0.5 s it is a ghost
        // at the newest opacity, 0.6 (two earlier times: 0.15 + 0.45 × 2/2).
        #expect(groups.map(\.label) == ["ghost at 0.5 s"])
        #expect(groups.map(\.opacity) == [0.6])
    }

    @Test func hidingAViewRemovesItAndWhatItHolds() throws {
        // At 0.8 s the menu is open: its labels are drawn; hiding the menu's path drops them and nothing else.
        let timeline = toolbarMenuCorrectScene.renderTimeline()
        let menu = try #require(timeline.trace(at: 0.8).views.first { $0.path.hasSuffix("/1/if/padding") }).path
        let full = timeline.displayList(at: 0.8).textDump, hidden = timeline.displayList(at: 0.8, hidingViews: [menu]).textDump
        #expect(full.contains("Copy") && full.contains("Trip ideas"))
        #expect(!hidden.contains("Copy") && !hidden.contains("Delete") && hidden.contains("Trip ideas"))
        #expect(!hidden.contains(menu))
    }
}
