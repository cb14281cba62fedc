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

/// A card whose shadow deepens when tapped: its colour, radius and offset all change in one linear 1 s animation.
private struct DeepeningShadow: View {
    @State private var isLifted = false

    var body: some View {
        Rectangle().fill(.white).frame(width: 20, height: 20)
            .shadow(color: .black.opacity(isLifted ? 0.3 : 0.1), radius: isLifted ? 12 : 4, y: isLifted ? 8 : 2)
            .animation(.linear(duration: 1), value: isLifted)
            .onTapGesture { isLifted = true }
            .accessibilityIdentifier("lift")
    }
}


@MainActor @Suite struct StyleEffectAnimationTests {
    @Test func shadowAndBlurRadiiAnimateThroughTheEffectVector() throws {
        let t = timeline(script: { Tap("raise", at: 0.5) }) { GrowingShadow() }
        func shadow(at time: Double) throws -> LayerShadow {
            try #require(firstGroup(t.displayList(at: time).items) { $0.shadow != nil }?.shadow)
        }
        // Linear 1 s from the tap: halfway, radius 2 → 10 is 6 and y 0 → 8 is 4; the colour stays the default.
        #expect(try shadow(at: 0.4).radius == 2)
        #expect(abs(try shadow(at: 1.0).radius - 6) < 1e-6)
        #expect(abs(try shadow(at: 1.0).y - 4) < 1e-6)
        #expect(abs(try shadow(at: 1.6).radius - 10) < 1e-6)
        // The blur starts at 0 (no blur drawn) and is 2 pt halfway.
        #expect(firstGroup(t.displayList(at: 0.4).items) { $0.blur != nil } == nil)
        let blur = try #require(firstGroup(t.displayList(at: 1.0).items) { $0.blur != nil }?.blur)
        #expect(abs(blur.radius - 2) < 1e-6)
    }

    /// SwiftUI interpolates a shadow's colour with its radius and offset (the gallery-styles frame 18 showed
    /// the colour stepping from #00000026 to #0000004D in one frame while the radius sprang).
    @Test func shadowColourAnimatesWithItsRadius() throws {
        let t = timeline(script: { Tap("lift", at: 0.5) }) { DeepeningShadow() }
        func shadow(at time: Double) throws -> LayerShadow {
            try #require(firstGroup(t.displayList(at: time).items) { $0.shadow != nil }?.shadow)
        }
        // (Colours are stored in single precision: 1e-6.) Black has linear components 0, so only the opacity moves: linear from 0.1 to 0.3 over 1 s from the tap.
        // At 0.75 s (a quarter through) 0.1 + 0.25 × 0.2 = 0.15, at 1.0 s 0.2, and the radius 4 + 0.5 × 8 = 8 in step.
        #expect(abs(try shadow(at: 0.4).color.alpha - 0.1) < 1e-6)
        #expect(abs(try shadow(at: 0.75).color.alpha - 0.15) < 1e-6)
        #expect(abs(try shadow(at: 1.0).color.alpha - 0.2) < 1e-6)
        #expect(abs(try shadow(at: 1.0).radius - 8) < 1e-6)
        #expect(abs(try shadow(at: 1.6).color.alpha - 0.3) < 1e-6)
        #expect(try shadow(at: 1.0).color.red == 0)
        // The spec has a row for the colour, beside the radius and offset row, with the same timing.
        let rows = t.motionSpec().rows
        let colour = try #require(rows.first { $0.property == "shadow color" })
        #expect(colour.from == "#0000001A" && colour.to == "#0000004D")
        #expect(colour.animation == ".linear(duration: 1)" && colour.start == 0.5 && colour.finish == 1.5)
        #expect(rows.contains { $0.property == "shadow" })
    }
}
