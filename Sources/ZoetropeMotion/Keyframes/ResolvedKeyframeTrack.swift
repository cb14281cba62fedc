import Foundation

/// A keyframe track resolved against its start value: segments with absolute start times, end points and
/// tangents, evaluated on animatable data in O(log n) (fidelity.md §7.1).
struct ResolvedKeyframeTrack<V: VectorArithmetic> {
    enum Shape {
        case linear(UnitCurve)
        /// Hermite tangents in value units per second.
        case cubic(startVelocity: V, endVelocity: V)
        case spring(Spring, startVelocity: V)
        case move
    }

    /// A keyframe's kind with its optional velocities as animatable data.
    enum Input {
        case linear(UnitCurve)
        case cubic(startVelocity: V?, endVelocity: V?)
        case spring(Spring, startVelocity: V?)
        case move
    }

    struct Segment {
        var start: Double
        var duration: Double
        var from: V
        var to: V
        var shape: Shape
    }

    let initial: V
    let segments: [Segment]
    /// Sum of the segment durations (seconds).
    let duration: Double

    /// Resolves `items` (targets already converted to animatable data) starting from `initial`.
    init(initial: V, items: [(target: V, duration: Double, kind: Input)]) {
        self.initial = initial
        let count = items.count
        var points = [initial]
        points.append(contentsOf: items.map(\.target))           // points[i] = start of segment i, points[i+1] = its end
        let durations = items.map(\.duration)
        func catmullRom(_ i: Int) -> V {
            // Tangent at the knot between segment i − 1 and segment i: (p[i+1] − p[i−1]) / (d[i−1] + d[i]).
            let total = durations[i - 1] + durations[i]
            return total > 0 ? (points[i + 1] - points[i - 1]).scaled(by: 1 / total) : .zero
        }
        func startVelocity(of j: Int) -> V? {
            switch items[j].kind {
            case let .cubic(start, _): return start
            case let .spring(_, start): return start
            case let .linear(curve):
                return durations[j] > 0 ? (points[j + 1] - points[j]).scaled(by: curve.velocity(at: 0) / durations[j]) : .zero
            case .move: return .zero
            }
        }
        var segments: [Segment] = []
        segments.reserveCapacity(count)
        var time = 0.0
        var incoming = V.zero
        for i in 0..<count {
            let from = points[i], to = points[i + 1], d = durations[i]
            let shape: Shape
            var outgoing = V.zero
            switch items[i].kind {
            case let .linear(curve):
                shape = .linear(curve)
                outgoing = d > 0 ? (to - from).scaled(by: curve.velocity(at: 1) / d) : .zero
            case .move:
                shape = .move
            case let .spring(spring, start):
                let v0 = start ?? incoming
                shape = .spring(spring, startVelocity: v0)
                outgoing = spring.velocity(target: to - from, initialVelocity: v0, time: d)
            case let .cubic(start, end):
                var m0 = V.zero
                if let start {
                    m0 = start
                } else if i > 0 {
                    if case let .cubic(_, previousEnd) = items[i - 1].kind {
                        m0 = previousEnd ?? catmullRom(i)
                    } else {
                        m0 = incoming
                    }
                }
                var m1 = V.zero
                if let end {
                    m1 = end
                } else if i + 1 < count {
                    if case let .cubic(nextStart, _) = items[i + 1].kind {
                        m1 = nextStart ?? catmullRom(i + 1)
                    } else {
                        m1 = startVelocity(of: i + 1) ?? .zero
                    }
                }
                shape = .cubic(startVelocity: m0, endVelocity: m1)
                outgoing = m1
            }
            segments.append(Segment(start: time, duration: d, from: from, to: to, shape: shape))
            time += d
            incoming = outgoing
        }
        self.segments = segments
        duration = time
    }

    /// The value at `time` seconds from the start of the track; holds the last target afterwards.
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    func value(at time: Double) -> V {
        guard !segments.isEmpty, time >= 0 else { return initial }
        if time >= duration { return segments[segments.count - 1].to }
        // Last segment starting at or before `time` with time inside it.
        var lo = 0, hi = segments.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if segments[mid].start <= time { lo = mid + 1 } else { hi = mid }
        }
        let segment = segments[max(0, lo - 1)]
        return Self.evaluate(segment, at: time - segment.start)
    }

    static func evaluate(_ segment: Segment, at tau: Double) -> V {
        let d = segment.duration
        guard d > 0, tau < d else { return segment.to }
        let delta = segment.to - segment.from
        switch segment.shape {
        case .move:
            return segment.to
        case let .linear(curve):
            return segment.from + delta.scaled(by: curve.value(at: tau / d))
        case let .spring(spring, v0):
            return segment.from + spring.value(target: delta, initialVelocity: v0, time: tau)
        case let .cubic(m0, m1):
            let s = tau / d, s2 = s * s, s3 = s2 * s
            let h10 = (s3 - 2 * s2 + s) * d, h01 = -2 * s3 + 3 * s2, h11 = (s3 - s2) * d
            // h00·p0 + h01·p1 = p0 + h01·(p1 − p0)
            return segment.from + delta.scaled(by: h01) + m0.scaled(by: h10) + m1.scaled(by: h11)
        }
    }
}
