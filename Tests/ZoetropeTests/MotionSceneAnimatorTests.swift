import Foundation
import Testing
@testable import Scenes
@testable import Zoetrope

/// The phase-animated star and the keyframe-animated heart against fidelity.md §7, §1.2 and §1.3.
@MainActor @Suite struct MotionSceneAnimatorTests {
    func style(_ t: SceneTimeline, _ type: String, under prefix: String, at time: Double) -> [String: InspectedValue] {
        t.inspect(at: time).first { $0.type == type && $0.path.hasPrefix(prefix) }?.style ?? [:]
    }

    @Test func starLiftsWithTheFirstPhasesSpringAndComesBackToRest() {
        let t = phaseStarScene.timeline()
        // Before the tap: phase .rest, an outlined grey star at scale 1.
        #expect(style(t, "Image", under: "FavoriteCard/VStack/2", at: 0.2)["symbol"] == .text("star"))
        #expect(style(t, "scaleEffect", under: "FavoriteCard", at: 0.2)["scale"]?.numbers == [1, 1])
        // The tap at 0.3 s fills the star at once and starts phase .lift: scale 1 → 1.5 and tilt 0 → −20° with
        // spring(duration: 0.3, bounce: 0.3), until that spring is logically complete at 0.3 + 0.3 s (§1.3, §7.2).
        let lift = SpringReference(duration: 0.3, bounce: 0.3)
        #expect(style(t, "Image", under: "FavoriteCard/VStack/2", at: 0.3)["symbol"] == .text("star.fill"))
        for time in [0.35, 0.4, 0.5] {
            let p = lift.progress(at: time - 0.3)
            let scale = style(t, "scaleEffect", under: "FavoriteCard", at: time)["scale"]?.numbers?.first ?? .nan
            let tilt = style(t, "rotationEffect", under: "FavoriteCard", at: time)["rotation"]?.number ?? .nan
            #expect(abs(scale - (1 + 0.5 * p)) < 1e-6, "scale at \(time) s")
            #expect(abs(tilt - (-20 * p)) < 1e-6, "tilt at \(time) s")
        }
        // After .squash (0.15 s) and the bouncy return, the run ends back at .rest: scale 1, no tilt.
        #expect(abs((style(t, "scaleEffect", under: "FavoriteCard", at: 1.95)["scale"]?.numbers?.first ?? .nan) - 1) < 1e-3)
        #expect(abs(style(t, "rotationEffect", under: "FavoriteCard", at: 1.95)["rotation"]?.number ?? .nan) < 0.05)
    }

    @Test func heartTracksPlayIndependentlyFromTheTap() {
        let t = keyframeHeartScene.timeline()
        let prefix = "PhotoPost"
        func value(_ type: String, _ key: String, at time: Double) -> Double {
            let v = style(t, type, under: prefix, at: time)[key]
            return v?.number ?? v?.numbers?.last ?? .nan
        }
        // Rotation, linear keyframes from the tap at 0.3 s: 0 → −15° over 0.1 s, → +15° over 0.2 s, → 0 over 0.1 s.
        for (elapsed, degrees) in [(0.05, -7.5), (0.1, -15.0), (0.15, -7.5), (0.25, 7.5), (0.35, 7.5), (0.5, 0.0)] {
            #expect(abs(value("rotationEffect", "rotation", at: 0.3 + elapsed) - degrees) < 1e-6, "rotation at +\(elapsed) s")
        }
        // Scale, a .snappy spring keyframe from 1 toward 1.6 (closed form, §7.1 and §1.2): the fidelity appendix's
        // snappy progress 0.138210 at 0.05 s and 0.388102 at 0.1 s.
        #expect(abs(value("scaleEffect", "scale", at: 0.35) - (1 + 0.6 * 0.138210)) < 1e-5)
        #expect(abs(value("scaleEffect", "scale", at: 0.4) - (1 + 0.6 * 0.388102)) < 1e-5)
        // Lift, cubic keyframes: exactly on the knot −14 at 0.2 s, and back to 0 after 0.45 s.
        #expect(abs(value("offset", "offset", at: 0.5) - -14) < 1e-6)
        #expect(abs(value("offset", "offset", at: 0.8)) < 1e-6)
        // Before the tap nothing moves and the heart is an outline.
        #expect(value("scaleEffect", "scale", at: 0.2) == 1 && value("rotationEffect", "rotation", at: 0.2) == 0)
    }
}
