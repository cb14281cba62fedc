import Foundation
import Testing
@testable import ZoetropeMotion

/// Vector values: the finish rule measures whole vectors in their own units (§1.3), and sampling is thread-safe.
@Suite struct VectorValueTests {
    typealias Pair = AnimatablePair<Double, Double>

    /// A (3, 4) move has magnitude 5, so it finishes exactly when a scalar move of 5 does; each component is the
    /// scalar trajectory scaled by 3/5 and 4/5.
    @Test func finishUsesTheWholeVector() {
        var pair = AnimatedValue(Pair(0, 0))
        pair.set(Pair(3, 4), at: 0, animation: .bouncy)
        var scalar = AnimatedValue(0.0)
        scalar.set(5, at: 0, animation: .bouncy)
        #expect(pair.finishTime == scalar.finishTime)
        let t = 0.2
        #expect(abs(pair.value(at: t).first - scalar.value(at: t) * 0.6) < 1e-12)
        #expect(abs(pair.value(at: t).second - scalar.value(at: t) * 0.8) < 1e-12)
    }

    /// Angles animate radians × 128 (§0), so a quarter turn finishes like a scalar move of 64π.
    @Test func angleScalingAffectsTheFinish() {
        var angle = AnimatedValue(Angle.zero.animatableData)
        angle.set(Angle(degrees: 90).animatableData, at: 0, animation: .smooth)
        var scalar = AnimatedValue(0.0)
        scalar.set(64 * Double.pi, at: 0, animation: .smooth)
        #expect(angle.finishTime == scalar.finishTime)
        var unscaled = AnimatedValue(0.0)
        unscaled.set(Double.pi / 2, at: 0, animation: .smooth)
        #expect(unscaled.finishTime! < angle.finishTime!)
    }

    /// Concurrent sampling gives the same answers as serial sampling.
    @Test func concurrentSamplingIsSafe() {
        var value = AnimatedValue(Pair(0, 0))
        value.set(Pair(100, -50), at: 0, animation: .snappy)
        value.set(Pair(20, 80), at: 0.2, animation: .easeInOut)
        value.set(Pair(-10, 10), at: 0.35, animation: .bouncy)
        let times = (0..<2000).map { Double($0) / 1000 }
        let serial = times.map { value.value(at: $0) }
        let results = UnsafeMutableBufferPointer<Pair>.allocate(capacity: times.count)
        defer { results.deallocate() }
        let shared = value
        DispatchQueue.concurrentPerform(iterations: times.count) { i in
            results[i] = shared.value(at: times[i])
        }
        #expect(Array(results) == serial)
    }

    /// CGRect, CGPoint and colours expose SwiftUI's animatable data.
    @Test func geometryAndColourData() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
        let color = ResolvedColor(red: 1, green: 0.5, blue: 0, opacity: 0.5)
        // sRGB 0.5 decodes to ((0.5 + 0.055)/1.055)^2.4 = 0.2140 (linear); × 128 = 27.39.
        #expect(abs(color.animatableData.first.second - 27.39) < 0.01)
        #expect(color.animatableData.second.second == 64)
        #expect(abs(color.green - 0.5) < 1e-6)
    }
}
