import Foundation
import Testing
import Zoetrope
@testable import ZoetropeRender
@testable import Scenes

/// The numbers of the review page's spec table for two catalog scenes, against values derived by hand from the
/// scenes' code and fidelity.md §1.3 (independently of the engine: the finish is found with a small integrator
/// written here from §1.3's recipe, and checked against `reference_values.txt` §D where it lists the same spring).
@MainActor @Suite struct ReviewSpecTableTests {
    /// §1.3: a spring(response r, dampingFraction ζ) runs a 1/300 s integrator from rest toward a change of `distance`
    /// (the length of the whole change vector, in the value's units): v½ = v + F·dt/2, x += v½·dt,
    /// F = k·(1 − x) − c·v½, v = v½ + F·dt/2 on the unit change, k = (2π/r)², c = 2ζ√k; finished at the first step
    /// where |v|·distance ≤ 0.06, |F|·distance ≤ 0.06 and |1 − x| ≤ 0.01. Returns that step's time.
    static func finish(response: Double, dampingFraction: Double, distance: Double) -> Double {
        let k = pow(2 * .pi / response, 2), c = 2 * dampingFraction * k.squareRoot(), dt = 1.0 / 300
        var x = 0.0, v = 0.0, force = 0.0
        for step in 1...3000 {
            let half = v + force * dt / 2
            x += half * dt
            force = k * (1 - x) - c * half
            v = half + force * dt / 2
            if abs(v) * distance <= 0.06, abs(force) * distance <= 0.06, abs(1 - x) <= 0.01 { return Double(step) / 300 }
        }
        return .infinity
    }

    /// The `<tr>` of the page's spec table whose cells contain every one of `texts`.
    static func row(in html: String, containing texts: [String]) -> String? {
        guard let table = html.components(separatedBy: "<table class=\"spec\">").dropFirst().first?
            .components(separatedBy: "</table>").first else { return nil }
        return table.components(separatedBy: "<tr>").dropFirst().map { $0.components(separatedBy: "</tr>")[0] }
            .first { row in texts.allSatisfy { row.contains($0) } }
    }

    static func page(for spec: MotionSpec) -> String {
        var scene = ReviewPageHTMLTests.hostileScene()
        scene.id = spec.scene
        scene.spec = spec
        return ReviewPage(scenes: [scene]).html
    }

    @Test func fabMenuTurnsThePlusWithTheSnappySpring() throws {
        // FABMenu.swift: `.animation(.snappy, value: isOpen)`, taps at 0.4 s and 1.4 s. `.snappy` is
        // spring(duration: 0.5, bounce: 0.15) = spring(response: 0.5, dampingFraction: 0.85), shown by its preset name.
        // The plus rotates 0° → 45° (`rotationEffect(.degrees(isOpen ? 45 : 0))`), starting at the tap and logically
        // complete a response later: 0.4 + 0.5 = 0.9 s.
        let html = Self.page(for: fabMenuScene.timeline().motionSpec())
        let spring = ".snappy"
        // The rotation animates in radians × 128 (fidelity.md §0): 45° is π/4 × 128 ≈ 100.53 units.
        let turn = Self.finish(response: 0.5, dampingFraction: 0.85, distance: .pi / 4 * 128)
        // reference_values.txt §D lists .snappy's first finished 60 Hz frame for a change of 100 as 1.0500 s: the
        // step is within the frame before it.
        #expect(turn > 1.0500 - 1.0 / 60 && turn <= 1.0500)
        let opening = try #require(Self.row(in: html, containing: ["rotationEffect", "0° → 45°"]))
        #expect(opening.contains("<code>\(spring)</code>"))
        #expect(opening.contains(">0.400<") && opening.contains(">0.900<"))
        #expect(opening.contains(">\(NumberText.seconds(0.4 + turn))<"), "finish \(0.4 + turn)")
        let closing = try #require(Self.row(in: html, containing: ["rotationEffect", "45° → 0°"]))
        // 1.4 + turn is after the scene's end (2.4 s): the spec ends the row with the scene.
        #expect(1.4 + turn > 2.4)
        #expect(closing.contains(">1.400<") && closing.contains(">1.900<") && closing.contains(">\(NumberText.seconds(2.4))<"))
        // Each action row fades in 0 → 1 with the same spring from 0.4 s; a change of 1 finishes within §D's frame
        // for .snappy, fluid(1) = 0.5667 s.
        let fade = Self.finish(response: 0.5, dampingFraction: 0.85, distance: 1)
        #expect(fade > 0.5667 - 1.0 / 60 && fade <= 0.5667)
        let photo = try #require(Self.row(in: html, containing: ["“Photo” · HStack", "insertion opacity"]))
        #expect(photo.contains("0 → 1") && photo.contains(">0.400<") && photo.contains(">0.900<")
                && photo.contains(">\(NumberText.seconds(0.4 + fade))<"))
        // The interactions, above the table.
        #expect(html.contains("<li><code>Tap(\"fab\")</code> at 0.400 s</li>"))
        #expect(html.contains("<li><code>Tap(\"fab\")</code> at 1.400 s</li>"))
    }

    @Test func toolbarMenuGrowsWithTheSmoothSpring() throws {
        // ToolbarMenu.swift: `.animation(.smooth, value: showsMenu)`, the "more" button tapped at 0.3 s; the menu's
        // transition is `.scale(scale: 0.4, anchor: .bottomTrailing).combined(with: .opacity)`. `.smooth` is
        // spring(duration: 0.5, bounce: 0) = spring(response: 0.5, dampingFraction: 1.0): logically complete at
        // 0.3 + 0.5 = 0.8 s.
        let html = Self.page(for: toolbarMenuCorrectScene.timeline().motionSpec())
        let spring = ".smooth (= .spring)"
        let fade = Self.finish(response: 0.5, dampingFraction: 1.0, distance: 1)
        // reference_values.txt §D: .smooth, fluid(1) = 0.8333 s, the first 60 Hz frame at or after the finish step.
        #expect(fade > 0.8333 - 1.0 / 60 && fade <= 0.8333)
        let opacity = try #require(Self.row(in: html, containing: ["insertion opacity"]))
        #expect(opacity.contains("0 → 1") && opacity.contains("<code>\(spring)</code>"))
        #expect(opacity.contains(">0.300<") && opacity.contains(">0.800<") && opacity.contains(">\(NumberText.seconds(0.3 + fade))<"))
        // The scale goes (0.4, 0.4) → (1, 1): a change vector of length 0.6 × √2.
        let grow = Self.finish(response: 0.5, dampingFraction: 1.0, distance: 0.6 * 2.0.squareRoot())
        let scale = try #require(Self.row(in: html, containing: ["insertion scale"]))
        #expect(scale.contains("(0.4, 0.4) → (1, 1)"))
        #expect(scale.contains(">0.300<") && scale.contains(">0.800<") && scale.contains(">\(NumberText.seconds(0.3 + grow))<"))
        #expect(html.contains("<li><code>Tap(\"more\")</code> at 0.300 s</li>"))
    }
}
