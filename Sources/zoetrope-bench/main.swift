import Foundation
import ZoetropeMotion

// Benchmark (not a test): samples per second of the motion layer on one core. Run with `scripts/bench`.
// Each case is timed over several runs of a fixed batch; the median is reported.

/// A deterministic generator so every run samples the same times.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func measure(_ name: String, runs: Int = 7, samples: Int, _ body: () -> Double) {
    var rates: [Double] = []
    var sink = 0.0
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        sink += body()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        rates.append(Double(samples) / seconds)
    }
    rates.sort()
    let median = rates[rates.count / 2]
    print(String(format: "%-58@ median %6.2f M samples/s  (min %.2f, max %.2f, %d runs of %d)",
                 name as NSString, median / 1e6, rates.first! / 1e6, rates.last! / 1e6, runs, samples))
    if sink.isNaN { print("") }
}

var generator = SplitMix64(state: 42)
let count = 1_000_000
let times = (0..<count).map { _ in Double.random(in: 0..<2, using: &generator) }

// 1. A retargetable spring, retargeted twice (merged trajectories with velocity), sampled at random times in 2 s.
var spring = AnimatedValue(0.0)
spring.set(100, at: 0, animation: .snappy)
spring.set(250, at: 0.3, animation: .bouncy)
spring.set(-40, at: 0.7, animation: .spring(response: 0.4, dampingFraction: 0.7))
measure("retargetable spring, Double, random times over 2 s", samples: count) {
    var sum = 0.0
    for t in times { sum += spring.value(at: t) }
    return sum
}

// 1b. The same with the view layer's 4-component frame vector (nested AnimatablePair).
typealias Frame = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
var frame = AnimatedValue(Frame(AnimatablePair(0, 0), AnimatablePair(100, 100)))
frame.set(Frame(AnimatablePair(200, 50), AnimatablePair(150, 120)), at: 0, animation: .snappy)
frame.set(Frame(AnimatablePair(20, 300), AnimatablePair(80, 80)), at: 0.3, animation: .bouncy)
measure("retargetable spring, 4-vector frame, random times over 2 s", samples: count) {
    var sum = 0.0
    for t in times { sum += frame.value(at: t).first.first }
    return sum
}

// 1c. The same with a caller-defined 4-vector (no pre-specialisation: the generic path).
struct Vector4: VectorArithmetic {
    var x = 0.0, y = 0.0, w = 0.0, h = 0.0
    static var zero: Vector4 { Vector4() }
    static func + (a: Vector4, b: Vector4) -> Vector4 { Vector4(x: a.x + b.x, y: a.y + b.y, w: a.w + b.w, h: a.h + b.h) }
    static func - (a: Vector4, b: Vector4) -> Vector4 { Vector4(x: a.x - b.x, y: a.y - b.y, w: a.w - b.w, h: a.h - b.h) }
    mutating func scale(by rhs: Double) { x *= rhs; y *= rhs; w *= rhs; h *= rhs }
    var magnitudeSquared: Double { x * x + y * y + w * w + h * h }
}
var custom = AnimatedValue(Vector4(x: 0, y: 0, w: 100, h: 100))
custom.set(Vector4(x: 200, y: 50, w: 150, h: 120), at: 0, animation: .snappy)
custom.set(Vector4(x: 20, y: 300, w: 80, h: 80), at: 0.3, animation: .bouncy)
measure("retargetable spring, caller's own 4-vector (generic path)", samples: count) {
    var sum = 0.0
    for t in times { sum += custom.value(at: t).x }
    return sum
}

// 2. A 1,000-keyframe track (linear, cubic and spring keyframes), sampled at random times over its duration.
let timeline = KeyframeTimeline(initialValue: 0.0) {
    KeyframeTrack {
        for i in 0..<1000 {
            switch i % 3 {
            case 0: LinearKeyframe(Double(i % 17), duration: 0.01, timingCurve: .easeInOut)
            case 1: CubicKeyframe(Double(i % 13), duration: 0.01)
            default: SpringKeyframe(Double(i % 11), duration: 0.01, spring: .snappy)
            }
        }
    }
}
let keyframeTimes = times.map { $0 / 2 * timeline.duration }
measure(String(format: "1,000-keyframe track, random times over its %.1f s", timeline.duration), samples: count) {
    var sum = 0.0
    for t in keyframeTimes { sum += timeline.value(time: t) }
    return sum
}
