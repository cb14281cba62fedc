import Foundation
import Testing
@testable import Zoetrope

/// SwiftUI's `safeAreaInset(edge:alignment:spacing:content:)`: "the modified view is inset by the height of content,
/// from edge", content is "anchored to the specified edge", and the safe area is increased by the same amount.
/// Frames worked out by hand on the 200 × 100 pt test canvas (no safe area of its own).
@MainActor @Suite struct SafeAreaInsetTests {
    @Test func aBottomInsetTakesItsHeightFromTheView() {
        let t = timeline {
            Color.red.safeAreaInset(edge: .bottom) { Color.blue.frame(height: 20) }
        }
        // The blue strip is the bottom 20 pt; the red view is laid out in the 80 pt above it.
        #expect(t.frames(endingWith: "inset/frame") == [CGRect(x: 0, y: 80, width: 200, height: 20)])
        #expect(t.frames(endingWith: "content/Color") == [CGRect(x: 0, y: 0, width: 200, height: 80)])
    }

    @Test func aTopInsetWithSpacingAndAnAlignment() {
        let t = timeline {
            Color.red.safeAreaInset(edge: .top, alignment: .leading, spacing: 10) { Color.blue.frame(width: 50, height: 20) }
        }
        // 20 pt of inset and 10 of spacing: the view starts at y = 30; the 50 pt inset sits on the leading edge.
        #expect(t.frames(endingWith: "inset/frame") == [CGRect(x: 0, y: 0, width: 50, height: 20)])
        #expect(t.frames(endingWith: "content/Color") == [CGRect(x: 0, y: 30, width: 200, height: 70)])
    }

    @Test func aTrailingInsetTakesItsWidth() {
        let t = timeline {
            Color.red.safeAreaInset(edge: .trailing) { Color.blue.frame(width: 40) }
        }
        #expect(t.frames(endingWith: "inset/frame") == [CGRect(x: 160, y: 0, width: 40, height: 100)])
        #expect(t.frames(endingWith: "content/Color") == [CGRect(x: 0, y: 0, width: 160, height: 100)])
    }

    @Test func aViewThatIgnoresTheSafeAreaReachesUnderTheInset() {
        // The inset only moves the safe area: a background that ignores it still fills the whole 100 pt.
        let t = timeline {
            Color.red.ignoresSafeArea().safeAreaInset(edge: .bottom) { Color.blue.frame(height: 20) }
        }
        #expect(t.frames(endingWith: "ignoresSafeArea/Color") == [CGRect(x: 0, y: 0, width: 200, height: 100)])
    }
}
