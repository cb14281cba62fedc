import Foundation

extension DisplayPath {
    /// One cubic Bézier of an arc: two control points and the end point.
    public struct ArcCurve: Hashable, Sendable {
        public var control1: CGPoint
        public var control2: CGPoint
        public var end: CGPoint
    }

    /// An elliptical arc as cubic Béziers of at most 90° each.
    ///
    /// Angles are in radians from the positive x axis; with y pointing down a positive `sweep` runs clockwise on
    /// screen. `rotation` turns the ellipse's x axis the same way. Returns the start point and the curves (none when
    /// `sweep` is 0); non-finite input gives nil.
    public static func arc(center: CGPoint, radiusX: Double, radiusY: Double, rotation: Double = 0,
                           startAngle: Double, sweep: Double) -> (start: CGPoint, curves: [ArcCurve])? {
        let values = [Double(center.x), Double(center.y), radiusX, radiusY, rotation, startAngle, sweep]
        guard values.allSatisfy(\.isFinite) else { return nil }
        let cosR = cos(rotation), sinR = sin(rotation)
        func point(_ u: Double, _ v: Double) -> CGPoint {
            let x = radiusX * u, y = radiusY * v
            return CGPoint(x: Double(center.x) + cosR * x - sinR * y, y: Double(center.y) + sinR * x + cosR * y)
        }
        let start = point(cos(startAngle), sin(startAngle))
        let count = Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up))
        guard count > 0 else { return (start, []) }
        let step = sweep / Double(count)
        // Control points sit k along the unit tangents, k = 4/3 · tan(step / 4).
        let k = 4.0 / 3.0 * tan(step / 4)
        var curves: [ArcCurve] = []
        var angle = startAngle
        for _ in 0..<count {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            curves.append(ArcCurve(control1: point(c0 - k * s0, s0 + k * c0), control2: point(c1 + k * s1, s1 - k * c1),
                                   end: point(c1, s1)))
            angle = next
        }
        return (start, curves)
    }

    /// The point a new segment starts from: the last point, or the start of the subpath just closed; nil for an
    /// empty path.
    public var currentPoint: CGPoint? {
        var subpathStart: CGPoint?
        var current: CGPoint?
        for element in elements {
            switch element {
            case let .move(p):
                subpathStart = p
                current = p
            case let .line(p), let .quadCurve(p, _), let .curve(p, _, _):
                if subpathStart == nil { subpathStart = current ?? p }
                current = p
            case .closeSubpath:
                current = subpathStart
            }
        }
        return current
    }

    /// Appends `arc`: a line from the current point to its start (a move when there is none), then its curves.
    public mutating func append(arc: (start: CGPoint, curves: [ArcCurve]), transform: Transform2D = .identity) {
        let start = transform.apply(to: arc.start)
        if let current = currentPoint {
            if current != start { addLine(to: start) }
        } else {
            move(to: start)
        }
        for curve in arc.curves {
            addCurve(to: transform.apply(to: curve.end), control1: transform.apply(to: curve.control1),
                     control2: transform.apply(to: curve.control2))
        }
    }

    /// Appends the arc of `radius` tangent to the line from `from` to `corner` and to the line from `corner` to
    /// `to`, after a line to its first tangent point, as Core Graphics' `addArc(tangent1End:tangent2End:radius:)`
    /// does. Degenerate input (collinear points, coincident points, radius ≤ 0) gives a line to `corner`.
    public mutating func appendTangentArc(from p0: CGPoint, corner p1: CGPoint, to p2: CGPoint, radius: Double,
                                          transform: Transform2D = .identity) {
        func unit(_ x: Double, _ y: Double) -> (Double, Double)? {
            let length = (x * x + y * y).squareRoot()
            return length > 1e-12 && length.isFinite ? (x / length, y / length) : nil
        }
        guard radius > 0, radius.isFinite,
              let v1 = unit(Double(p0.x - p1.x), Double(p0.y - p1.y)),
              let v2 = unit(Double(p2.x - p1.x), Double(p2.y - p1.y)) else {
            addLine(to: transform.apply(to: p1))
            return
        }
        let cosTheta = max(-1, min(1, v1.0 * v2.0 + v1.1 * v2.1))
        let theta = acos(cosTheta)
        guard theta > 1e-9, theta < .pi - 1e-9 else {
            addLine(to: transform.apply(to: p1))
            return
        }
        let tangentDistance = radius / tan(theta / 2)
        let centerDistance = radius / sin(theta / 2)
        guard let bisector = unit(v1.0 + v2.0, v1.1 + v2.1) else {
            addLine(to: transform.apply(to: p1))
            return
        }
        let center = CGPoint(x: Double(p1.x) + bisector.0 * centerDistance, y: Double(p1.y) + bisector.1 * centerDistance)
        let t1 = CGPoint(x: Double(p1.x) + v1.0 * tangentDistance, y: Double(p1.y) + v1.1 * tangentDistance)
        let t2 = CGPoint(x: Double(p1.x) + v2.0 * tangentDistance, y: Double(p1.y) + v2.1 * tangentDistance)
        let start = atan2(Double(t1.y - center.y), Double(t1.x - center.x))
        let end = atan2(Double(t2.y - center.y), Double(t2.x - center.x))
        // The short way round: the sweep between −π and π.
        var sweep = (end - start).truncatingRemainder(dividingBy: 2 * .pi)
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        guard let arc = DisplayPath.arc(center: center, radiusX: radius, radiusY: radius, startAngle: start, sweep: sweep) else {
            addLine(to: transform.apply(to: p1))
            return
        }
        append(arc: arc, transform: transform)
    }
}
