import Foundation
import Testing
@testable import Scenes
@testable import Zoetrope

/// Keyframe animations in the motion spec (issue 26): keyframe-heart's tap at 0.3 s plays three tracks, each a row,
/// with the values and times read off the scene's code (Scenes/Motion/KeyframeHeart.swift).
@MainActor @Suite struct MotionSpecKeyframeTests {
    @Test func eachTrackOfATriggeredPlayIsARowInDesignerWords() throws {
        let spec = keyframeHeartScene.timeline().motionSpec()
        // Same start and view: ordered by property. The view is named by the identifier around it, then its type.
        #expect(spec.rows.map(\.property) == ["lift", "rotation", "scale"])
        for row in spec.rows {
            #expect(abs(row.start - 0.3) < 1e-9 && row.type == "KeyframeAnimator" && row.name == "#like · KeyframeAnimator",
                    "\(row.start) \(row.type) \(row.name)")
        }
        let lift = spec.rows[0], rotation = spec.rows[1], scale = spec.rows[2]
        // lift: CubicKeyframe(-14, duration: 0.2), CubicKeyframe(0, duration: 0.25): reached at 0.2 and 0.45 s.
        #expect(lift.from == "0" && lift.to == "0")
        #expect(lift.animation == "keyframes: cubic to -14 by 0.2 s, cubic to 0 by 0.45 s")
        #expect(lift.finish == 0.75 && lift.logicalCompletion == 0.75)
        // rotation: linear to -15° in 0.1 s, to 15° in 0.2 s more, to 0 in 0.1 s more: 0.1, 0.3, 0.4 s.
        #expect(rotation.from == "0°" && rotation.to == "0°")
        #expect(rotation.animation == "keyframes: linear to -15° by 0.1 s, linear to 15° by 0.3 s, linear to 0° by 0.4 s")
        #expect(rotation.finish == 0.7)
        // scale: SpringKeyframe(1.6, duration: 0.2, spring: .snappy), SpringKeyframe(1, duration: 0.4, spring: .bouncy).
        #expect(scale.from == "1" && scale.to == "1")
        #expect(scale.animation == "keyframes: spring to 1.6 by 0.2 s (.snappy), spring to 1 by 0.6 s (.bouncy)")
        #expect(abs((scale.finish ?? 0) - 0.9) < 1e-9)
    }

    @Test func aTracksSamplesAreItsValuesAsItRan() throws {
        let timeline = keyframeHeartScene.timeline()
        let spec = timeline.motionSpec()
        let rotationRow = try #require(spec.rows.first { $0.property == "rotation" })
        let rotation = try #require(timeline.keyframeTrack(for: rotationRow))
        // Linear in degrees, sampled every 1/60 s: −7.5° half-way to −15° (3 samples of 6), −15° at 0.1 s, 0° at
        // 0.2 s, 15° at 0.3 s, 7.5° at 0.35 s, 0° at 0.4 s, and held there.
        let expected: [(Int, Double)] = [(0, 0), (3, -7.5), (6, -15), (12, 0), (18, 15), (21, 7.5), (24, 0), (25, 0)]
        for (sample, degrees) in expected {
            #expect(abs(rotation.samples[sample] - degrees) < 1e-9, "sample \(sample): \(rotation.samples[sample])")
        }
        // lift: Hermite from 0 to −14 with zero tangents at both ends (the first keyframe starts at rest; the tangent
        // at the knot is (0 − 0) / (0.2 + 0.25) = 0, Catmull-Rom): −14 · (3s² − 2s³) at s = 1/2 is −7, at 0.1 s.
        let liftRow = try #require(spec.rows.first { $0.property == "lift" })
        let lift = try #require(timeline.keyframeTrack(for: liftRow))
        #expect(abs(lift.samples[6] - -7) < 1e-9)
        #expect(abs(lift.samples[12] - -14) < 1e-9)
    }
}
