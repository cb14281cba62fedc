import Foundation

/// One drawn piece of a path: a line (2 points), quadratic (3) or cubic (4) Bézier, in order of drawing.
struct PathSegment {
    /// Start point, control points, end point.
    var points: [CGPoint]
    /// Whether this is the line a `closeSubpath` draws back to the subpath's start.
    var isClose: Bool
    /// Which subpath (counting moves and closes) it belongs to.
    var subpath: Int
    /// Whether it is the first segment of its subpath.
    var startsSubpath: Bool

    /// The point at parameter `t` (De Casteljau).
    func point(at t: Double) -> CGPoint {
        var ps = points
        while ps.count > 1 {
            ps = (0..<(ps.count - 1)).map { lerp(ps[$0], ps[$0 + 1], t) }
        }
        return ps[0]
    }

    /// The part between parameters `t0` and `t1`, split exactly with De Casteljau.
    func slice(from t0: Double, to t1: Double) -> PathSegment {
        var copy = self
        copy.points = Self.split(Self.split(points, at: t1).left, at: t1 > 0 ? t0 / t1 : 0).right
        return copy
    }

    static func split(_ ps: [CGPoint], at t: Double) -> (left: [CGPoint], right: [CGPoint]) {
        var left = [ps[0]], right = [ps[ps.count - 1]]
        var row = ps
        while row.count > 1 {
            row = (0..<(row.count - 1)).map { lerp(row[$0], row[$0 + 1], t) }
            left.append(row[0])
            right.append(row[row.count - 1])
        }
        return (left, right.reversed())
    }

    /// `pieces + 1` points along the segment at evenly spaced parameters (just the ends for a line).
    func flattened(pieces: Int) -> [CGPoint] {
        points.count == 2 ? points : (0...pieces).map { point(at: Double($0) / Double(pieces)) }
    }
}

private func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
    CGPoint(x: Double(a.x) + (Double(b.x) - Double(a.x)) * t, y: Double(a.y) + (Double(b.y) - Double(a.y)) * t)
}

func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
    hypot(Double(b.x - a.x), Double(b.y - a.y))
}

extension DisplayPath {
    /// The drawn segments, with each `closeSubpath` as a line back to its subpath's start. A segment after a close
    /// starts at the closed subpath's start, as in Core Graphics.
    var segments: [PathSegment] {
        var result: [PathSegment] = []
        var current: CGPoint?
        var subpathStart: CGPoint?
        var subpath = 0
        var fresh = true
        func add(_ points: [CGPoint], close: Bool = false) {
            result.append(PathSegment(points: points, isClose: close, subpath: subpath, startsSubpath: fresh))
            fresh = false
        }
        for element in elements {
            switch element {
            case let .move(p):
                subpath += 1
                fresh = true
                current = p
                subpathStart = p
            case let .line(p):
                let from = current ?? p
                if subpathStart == nil { subpathStart = from }
                add([from, p])
                current = p
            case let .quadCurve(p, c):
                let from = current ?? c
                if subpathStart == nil { subpathStart = from }
                add([from, c, p])
                current = p
            case let .curve(p, c1, c2):
                let from = current ?? c1
                if subpathStart == nil { subpathStart = from }
                add([from, c1, c2, p])
                current = p
            case .closeSubpath:
                if let start = subpathStart, let from = current, !fresh { add([from, start], close: true) }
                current = subpathStart
                subpath += 1
                fresh = true
            }
        }
        return result
    }
}

/// Arc lengths of a path's segments, measured on a fine polyline (curves only; lines are exact).
struct PathMeasure {
    static let piecesPerCurve = 64

    let segments: [PathSegment]
    /// Per segment: cumulative lengths at its polyline's points, from 0.
    let tables: [[Double]]
    /// Length of the whole path up to the start of each segment, and the total at the end.
    let offsets: [Double]

    init(_ path: DisplayPath) {
        segments = path.segments
        var tables: [[Double]] = []
        var offsets: [Double] = [0]
        for segment in segments {
            let ps = segment.flattened(pieces: Self.piecesPerCurve)
            var table = [0.0]
            for i in 1..<ps.count { table.append(table[i - 1] + distance(ps[i - 1], ps[i])) }
            tables.append(table)
            offsets.append(offsets[offsets.count - 1] + table[table.count - 1])
        }
        self.tables = tables
        self.offsets = offsets
    }

    var length: Double { offsets[offsets.count - 1] }

    /// The parameter of segment `index` at `length` from its start.
    func parameter(ofSegment index: Int, atLength length: Double) -> Double {
        let table = tables[index]
        let total = table[table.count - 1]
        guard total > 0 else { return 0 }
        if length <= 0 { return 0 }
        if length >= total { return 1 }
        // The last table entry not beyond `length`, then linear within that piece.
        var lo = 0, hi = table.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if table[mid] <= length { lo = mid } else { hi = mid }
        }
        let piece = table[hi] - table[lo]
        let fraction = piece > 0 ? (length - table[lo]) / piece : 0
        return (Double(lo) + fraction) / Double(table.count - 1)
    }
}
