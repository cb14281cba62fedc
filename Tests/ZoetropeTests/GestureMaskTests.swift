import Foundation
import Testing
@testable import Zoetrope

/// `GestureMask` and `isEnabled:` on `gesture`, `simultaneousGesture` and `highPriorityGesture`. The rules, from
/// SwiftUI's documentation of `GestureMask`: `.all` enables the added gesture and those of the subview hierarchy,
/// `.gesture` the added one only, `.subviews` the subview hierarchy's only, `.none` neither; `isEnabled: false`
/// disables the added gesture alone.
///
/// The scene: a marker whose width records who took the tap (10 pt nobody, 20 the child, 30 the parent, 40 both),
/// above a 40 pt child with its own tap, padded by 10 pt, with the parent's tap added around it. One tap on the child
/// at 0.5 s: with both enabled the innermost wins and cancels the parent's (the behaviour without a mask,
/// `TouchPathTests`); with one disabled, the other takes the tap; with neither, nothing happens.
@MainActor @Suite struct GestureMaskTests {
    enum Attach { case gesture, simultaneous, highPriority }

    struct Nested: View {
        let attach: Attach
        let mask: GestureMask?
        var isEnabled: Bool? = nil
        @State private var child = false
        @State private var parent = false

        var body: some View {
            let tap = TapGesture().onEnded { parent = true }
            let inner = Color.blue.frame(width: 40, height: 40).onTapGesture { child = true }
                .accessibilityIdentifier("child").padding(10)
            VStack(spacing: 0) {
                Color.red.frame(width: 10 + (child ? 10 : 0) + (parent ? 20 : 0), height: 10).accessibilityIdentifier("marker")
                switch (attach, mask, isEnabled) {
                case let (.gesture, mask?, _): inner.gesture(tap, including: mask)
                case let (.gesture, nil, enabled?): inner.gesture(tap, isEnabled: enabled)
                case let (.simultaneous, mask?, _): inner.simultaneousGesture(tap, including: mask)
                case let (.simultaneous, nil, enabled?): inner.simultaneousGesture(tap, isEnabled: enabled)
                case let (.highPriority, mask?, _): inner.highPriorityGesture(tap, including: mask)
                case let (.highPriority, nil, enabled?): inner.highPriorityGesture(tap, isEnabled: enabled)
                case (_, nil, nil): inner.gesture(tap)
                }
            }
        }
    }

    func marker(_ attach: Attach, _ mask: GestureMask?, isEnabled: Bool? = nil) -> CGFloat? {
        let t = timeline(script: { Tap("child", at: 0.5) }) { Nested(attach: attach, mask: mask, isEnabled: isEnabled) }
        return t.trace(at: 1).views.first { $0.identifier == "marker" }?.bounds.width
    }

    @Test func gestureMasks() {
        // Both enabled: the child's tap is recognized first (innermost) and cancels the parent's.
        #expect(marker(.gesture, .all) == 20)
        #expect(marker(.gesture, nil) == 20)
        // Only the added gesture: the child's tap is disabled, the parent takes the tap.
        #expect(marker(.gesture, .gesture) == 30)
        // Only the subviews': the parent's tap is disabled.
        #expect(marker(.gesture, .subviews) == 20)
        // Neither.
        #expect(marker(.gesture, GestureMask.none) == 10)
    }

    @Test func simultaneousAndHighPriorityMasks() {
        // Simultaneous: both run when both are enabled (width 10 + 10 + 20).
        #expect(marker(.simultaneous, .all) == 40)
        #expect(marker(.simultaneous, .gesture) == 30)
        #expect(marker(.simultaneous, .subviews) == 20)
        #expect(marker(.simultaneous, GestureMask.none) == 10)
        // High priority: the parent goes first and cancels the child when both are enabled.
        #expect(marker(.highPriority, .all) == 30)
        #expect(marker(.highPriority, .gesture) == 30)
        #expect(marker(.highPriority, .subviews) == 20)
        #expect(marker(.highPriority, GestureMask.none) == 10)
    }

    @Test func isEnabledDisablesOnlyTheAddedGesture() {
        #expect(marker(.gesture, nil, isEnabled: true) == 20)
        #expect(marker(.gesture, nil, isEnabled: false) == 20)
        #expect(marker(.highPriority, nil, isEnabled: true) == 30)
        #expect(marker(.highPriority, nil, isEnabled: false) == 20)
        #expect(marker(.simultaneous, nil, isEnabled: true) == 40)
        #expect(marker(.simultaneous, nil, isEnabled: false) == 20)
    }

    /// A mask without `.subviews` also disables the gestures added to the same view before it (they are part of the
    /// content it wraps), not those added after it.
    struct Stacked: View {
        let mask: GestureMask
        @State private var first = false
        @State private var second = false
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 10 + (first ? 10 : 0) + (second ? 20 : 0), height: 10).accessibilityIdentifier("marker")
                Color.blue.frame(width: 40, height: 40).accessibilityIdentifier("target")
                    .simultaneousGesture(TapGesture().onEnded { first = true })
                    .simultaneousGesture(TapGesture().onEnded { second = true }, including: mask)
            }
        }
    }

    @Test func aMaskCoversTheGesturesAddedBeforeItOnTheSameView() {
        func width(_ mask: GestureMask) -> CGFloat? {
            let t = timeline(script: { Tap("target", at: 0.5) }) { Stacked(mask: mask) }
            return t.trace(at: 1).views.first { $0.identifier == "marker" }?.bounds.width
        }
        #expect(width(.all) == 40)
        #expect(width(.gesture) == 30)
        #expect(width(.subviews) == 20)
        #expect(width(GestureMask.none) == 10)
    }
}
