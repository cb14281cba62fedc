import Foundation

/// Parameters of SwiftUI's retargetable spring (`FluidSpringAnimation`, fidelity.md §1.3), with the response
/// blending that a merge sets up.
struct FluidSpringModel: Hashable, Sendable {
    /// The fixed integration step: 1/300 s.
    static let stepsPerSecond = 300.0
    /// SwiftUI caps the stiffness at 45 000 (fidelity.md §1.3); a response ≤ 0 uses the cap.
    static let maximumStiffness = 45_000.0
    /// A spring that has not met the finish rule after this many steps (60 s) is cut off and snaps to its target:
    /// the stated bound for springs that never settle (e.g. bounce 1, an undamped spring).
    static let maximumSteps = 18_000
    /// Offset by which a time is nudged before rounding up to a step, so that a time on a step boundary (every
    /// 60 fps frame) lands on that step despite floating-point rounding (fidelity.md §1.3, "offline rendering").
    static let stepEpsilon = 1e-9

    var response: Double
    var dampingFraction: Double
    /// Seconds over which the response eases from `response + blendInterval` to `response` (§1.3).
    var blendDuration: Double = 0
    /// Previous response minus this response, set when this spring merged into one with another response.
    var blendInterval: Double = 0
    /// Seconds of blending already elapsed when this spring started: a spring with the same response that takes
    /// over mid-blend continues the blend it inherits instead of restarting it (SwiftUI keeps the blend fields).
    var blendOffset: Double = 0

    /// The effective response `time` seconds after this spring (re)started: smoothstep blending (§1.3, with the
    /// progress clamped to [0, 1] as the note there assumes).
    func response(at time: Double) -> Double {
        guard blendDuration > 0, blendInterval != 0 else { return response }
        let p = min(max((time + blendOffset) / blendDuration, 0), 1)
        return response + blendInterval * (1 - p * p * (3 - 2 * p))
    }

    /// k = min((2π/r)², 45 000) for the response at `time`.
    func stiffness(at time: Double) -> Double {
        let r = response(at: time)
        guard r > 0 else { return Self.maximumStiffness }
        let w = 2 * Double.pi / r
        return min(w * w, Self.maximumStiffness)
    }

    /// The number of whole steps taken by `time` seconds after the start: n = ceil(t·300 − ε), never negative.
    @inline(__always) static func steps(at time: Double) -> Int {
        guard time > 0 else { return 0 }
        let n = (time * stepsPerSecond - stepEpsilon).rounded(.up)
        return n >= Double(maximumSteps) ? maximumSteps : Int(n)
    }

    /// When the spring reports itself logically complete: the first time t with t ≥ response(t) (§1.3).
    var logicalCompletionTime: Double {
        guard blendDuration > 0, blendInterval != 0 else { return max(0, response) }
        func gap(_ t: Double) -> Double { t - response(at: t) }
        if gap(0) >= 0 { return 0 }
        var lo = 0.0, hi = 1.0 / 300
        while gap(hi) < 0 {
            lo = hi
            hi += 1.0 / 300
            if hi > Double(Self.maximumSteps) / Self.stepsPerSecond { return hi }
        }
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if gap(mid) >= 0 { hi = mid } else { lo = mid }
        }
        return hi
    }
}
