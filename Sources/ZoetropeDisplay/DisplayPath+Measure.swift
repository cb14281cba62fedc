import Foundation

extension DisplayPath {
    /// The total length of the drawn segments (closing lines included), in points.
    public var length: Double { PathMeasure(self).length }

    /// The part of the path between two fractions of its length, like SwiftUI's `trimmedPath(from:to:)`.
    ///
    /// Fractions are clamped to 0…1; `from ≥ to` or a non-finite fraction gives an empty path, and 0…1 the path
    /// itself. Lengths are measured on a fine polyline, but the curves at the cut are split exactly (De Casteljau),
    /// so the result keeps the original curves. A subpath included whole keeps its `closeSubpath`.
    public func trimmed(from: Double, to: Double) -> DisplayPath {
        guard from.isFinite, to.isFinite else { return DisplayPath() }
        let a = min(max(from, 0), 1), b = min(max(to, 0), 1)
        guard a < b else { return DisplayPath() }
        if a == 0, b == 1 { return self }
        let measure = PathMeasure(self)
        let total = measure.length
        guard total > 0 else { return DisplayPath() }
        let startLength = a * total, endLength = b * total
        var result = DisplayPath()
        var lastEmitted: Int?
        var pieceIsWholeFromSubpathStart = false
        for (index, segment) in measure.segments.enumerated() {
            let s0 = measure.offsets[index], s1 = measure.offsets[index + 1]
            guard s1 > startLength, s0 < endLength else { continue }
            let t0 = startLength <= s0 ? 0 : measure.parameter(ofSegment: index, atLength: startLength - s0)
            let t1 = endLength >= s1 ? 1 : measure.parameter(ofSegment: index, atLength: endLength - s0)
            let piece = (t0 == 0 && t1 == 1) ? segment : segment.slice(from: t0, to: t1)
            let continues = lastEmitted == index - 1 && measure.segments[index - 1].subpath == segment.subpath
            if !continues {
                result.move(to: piece.points[0])
                pieceIsWholeFromSubpathStart = segment.startsSubpath && t0 == 0
            }
            lastEmitted = index
            let ps = piece.points
            switch ps.count {
            case 2 where segment.isClose && t1 == 1 && pieceIsWholeFromSubpathStart: result.closeSubpath()
            case 2: result.addLine(to: ps[1])
            case 3: result.addQuadCurve(to: ps[2], control: ps[1])
            default: result.addCurve(to: ps[3], control1: ps[1], control2: ps[2])
            }
        }
        return result
    }

    /// The smallest rectangle holding every point the path passes through (control points excluded, curve extremes
    /// included), like SwiftUI's `boundingRect`; `.null` for an empty path.
    public var boundingRect: CGRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ p: CGPoint) {
            minX = min(minX, Double(p.x)); maxX = max(maxX, Double(p.x))
            minY = min(minY, Double(p.y)); maxY = max(maxY, Double(p.y))
        }
        for element in elements {
            if case let .move(p) = element { include(p) }
        }
        for segment in segments {
            include(segment.points[0])
            include(segment.points[segment.points.count - 1])
            for t in extremeParameters(of: segment.points) { include(segment.point(at: t)) }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the path filled with the non-zero (or even-odd) rule, every subpath closed.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        let px = Double(point.x), py = Double(point.y)
        func crossing(_ a: CGPoint, _ b: CGPoint) {
            let (ax, ay, bx, by) = (Double(a.x), Double(a.y), Double(b.x), Double(b.y))
            if ay <= py, by > py, (bx - ax) * (py - ay) - (px - ax) * (by - ay) > 0 { winding += 1 }
            if ay > py, by <= py, (bx - ax) * (py - ay) - (px - ax) * (by - ay) < 0 { winding -= 1 }
        }
        var subpathStart: CGPoint?
        var last: CGPoint?
        var subpath = -1
        for segment in segments {
            if segment.subpath != subpath {
                if let s = subpathStart, let l = last { crossing(l, s) }
                subpath = segment.subpath
                subpathStart = segment.points[0]
            }
            let ps = segment.flattened(pieces: 16)
            for i in 1..<ps.count { crossing(ps[i - 1], ps[i]) }
            last = ps[ps.count - 1]
        }
        if let s = subpathStart, let l = last { crossing(l, s) }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// Whether `point` is within `halfWidth` of the path's outline (each subpath closed as drawn): on a stroke of
    /// twice that width, with round joins and caps, so a touch at a corner of a mitred stroke counts a little short.
    public func strokeContains(_ point: CGPoint, halfWidth: Double) -> Bool {
        guard halfWidth > 0 else { return false }
        let px = Double(point.x), py = Double(point.y), limit = halfWidth * halfWidth
        func near(_ a: CGPoint, _ b: CGPoint) -> Bool {
            let (ax, ay, dx, dy) = (Double(a.x), Double(a.y), Double(b.x - a.x), Double(b.y - a.y))
            let length = dx * dx + dy * dy
            let t = length > 0 ? min(max(((px - ax) * dx + (py - ay) * dy) / length, 0), 1) : 0
            let (ex, ey) = (ax + t * dx - px, ay + t * dy - py)
            return ex * ex + ey * ey <= limit
        }
        for segment in segments {
            let ps = segment.flattened(pieces: 16)
            for i in 1..<ps.count where near(ps[i - 1], ps[i]) { return true }
        }
        return false
    }

    /// The same path moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> DisplayPath {
        applying(.translation(x: dx, y: dy))
    }
}

/// Parameters in (0, 1) where a Bézier's x or y derivative vanishes.
private func extremeParameters(of ps: [CGPoint]) -> [Double] {
    var result: [Double] = []
    for axis in 0..<2 {
        let v = ps.map { axis == 0 ? Double($0.x) : Double($0.y) }
        switch v.count {
        case 3:
            let denominator = v[0] - 2 * v[1] + v[2]
            if denominator != 0 { result.append((v[0] - v[1]) / denominator) }
        case 4:
            // B'(t)/3 = a·t² + b·t + c.
            let a = -v[0] + 3 * v[1] - 3 * v[2] + v[3]
            let b = 2 * (v[0] - 2 * v[1] + v[2])
            let c = v[1] - v[0]
            if abs(a) < 1e-12 {
                if b != 0 { result.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    result += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
                }
            }
        default:
            break
        }
    }
    return result.filter { $0 > 0 && $0 < 1 }
}
