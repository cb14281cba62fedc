import Foundation

/// How a change to a value plays out over time: SwiftUI's `Animation`.
///
/// Interim implementation (closed-form curves and springs) that fixes the public surface the view layer
/// uses; the motion layer replaces its internals with the exact model of fidelity.md §1–§4.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    enum Kind: Equatable, Sendable {
        case bezier(p1x: Double, p1y: Double, p2x: Double, p2y: Double, duration: Double)
        case spring(response: Double, dampingFraction: Double)
    }
    let kind: Kind

    public var description: String { "\(kind)" }

    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1)
    public static var linear: Animation { linear(duration: 0.35) }
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }
    public static func linear(duration: Double) -> Animation { Animation(kind: .bezier(p1x: 0, p1y: 0, p2x: 1, p2y: 1, duration: duration)) }
    public static func easeIn(duration: Double) -> Animation { Animation(kind: .bezier(p1x: 0.42, p1y: 0, p2x: 1, p2y: 1, duration: duration)) }
    public static func easeOut(duration: Double) -> Animation { Animation(kind: .bezier(p1x: 0, p1y: 0, p2x: 0.58, p2y: 1, duration: duration)) }
    public static func easeInOut(duration: Double) -> Animation { Animation(kind: .bezier(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1, duration: duration)) }
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(kind: .spring(response: duration, dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)))
    }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(kind: .spring(response: response, dampingFraction: dampingFraction))
    }
    public static var spring: Animation { spring(duration: 0.5, bounce: 0) }
    public static var smooth: Animation { spring(duration: 0.5, bounce: 0) }
    public static var snappy: Animation { spring(duration: 0.5, bounce: 0.15) }
    public static var bouncy: Animation { spring(duration: 0.5, bounce: 0.3) }

    /// Fraction of the change at `time` seconds, and whether the animation has finished.
    func progress(at time: Double) -> (Double, Bool) {
        switch kind {
        case let .bezier(p1x, p1y, p2x, p2y, duration):
            if time >= duration || duration <= 0 { return (1, true) }
            let x = max(0, time / duration)
            var lo = 0.0, hi = 1.0
            func bez(_ s: Double, _ a: Double, _ b: Double) -> Double { 3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s }
            for _ in 0..<60 { let mid = (lo + hi) / 2; if bez(mid, p1x, p2x) < x { lo = mid } else { hi = mid } }
            return (bez((lo + hi) / 2, p1y, p2y), false)
        case let .spring(response, zeta):
            let w0 = 2 * Double.pi / response, lambda = zeta * w0
            let x: Double
            if zeta < 1 {
                let wd = w0 * (1 - zeta * zeta).squareRoot(), a = lambda / wd
                x = 1 - exp(-lambda * time) * (a * sin(wd * time) + cos(wd * time))
            } else {
                x = 1 - exp(-lambda * time) * (1 + lambda * time)
            }
            return (x, time > 4 * response && abs(1 - x) < 1e-3)
        }
    }
}
