import Foundation
import Testing
@testable import Zoetrope
import ZoetropeDisplay

/// A square whose shadow and blur grow when tapped, animated linearly over 1 s.
private struct GrowingShadow: View {
    @State private var isRaised = false

    var body: some View {
        Rectangle().frame(width: 20, height: 20)
            .shadow(radius: isRaised ? 10 : 2, x: 0, y: isRaised ? 8 : 0)
            .blur(radius: isRaised ? 4 : 0)
            .animation(.linear(duration: 1), value: isRaised)
            .onTapGesture { isRaised.toggle() }
            .accessibilityIdentifier("raise")
    }
}

/// The first group in drawing order that has the effect, depth first.
private func firstGroup(_ items: [DisplayItem], where has: (GroupItem) -> Bool) -> GroupItem? {
    for item in items {
        guard case let .group(group) = item else { continue }
        if has(group) { return group }
        if let inner = firstGroup(group.children, where: has) { return inner }
    }
    return nil
}

@MainActor @Suite struct StyleEffectAnimationTests {
    @Test func shadowAndBlurRadiiAnimateThroughTheEffectVector() throws {
        let t = timeline(script: { Tap("raise", at: 0.5) }) { GrowingShadow() }
        func shadow(at time: Double) throws -> LayerShadow {
            try #require(firstGroup(t.frame(at: time).items) { $0.shadow != nil }?.shadow)
        }
        // Linear 1 s from the tap: halfway, radius 2 → 10 is 6 and y 0 → 8 is 4; the colour stays the default.
        #expect(try shadow(at: 0.4).radius == 2)
        #expect(abs(try shadow(at: 1.0).radius - 6) < 1e-6)
        #expect(abs(try shadow(at: 1.0).y - 4) < 1e-6)
        #expect(abs(try shadow(at: 1.6).radius - 10) < 1e-6)
        // The blur starts at 0 (no blur drawn) and is 2 pt halfway.
        #expect(firstGroup(t.frame(at: 0.4).items) { $0.blur != nil } == nil)
        let blur = try #require(firstGroup(t.frame(at: 1.0).items) { $0.blur != nil }?.blur)
        #expect(abs(blur.radius - 2) < 1e-6)
    }
}
