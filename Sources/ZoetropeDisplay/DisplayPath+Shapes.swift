import Foundation

extension DisplayPath {
    /// How the corners of a rounded rectangle are drawn: SwiftUI's `RoundedCornerStyle`.
    public enum CornerStyle: Hashable, Sendable {
        /// Quarter ellipses (a quarter circle when width and height agree).
        case circular
        /// The smoother "squircle" corner of UIKit and SwiftUI (`fidelity.md` §8.3).
        case continuous
    }

    /// The magic constant for a quarter circle as one cubic Bézier: 4/3 · (√2 − 1).
    static let quarterCircleKappa = 4.0 / 3.0 * (2.0.squareRoot() - 1.0)

    /// How far a continuous corner of radius 1 reaches along each edge (`fidelity.md` §8.3).
    public static let continuousCornerExtent = 1.52866483

    /// A rectangle: starts at the top-left corner and runs clockwise on screen (y points down).
    public static func rect(_ rect: CGRect) -> DisplayPath {
        let r = rect.standardized
        var path = DisplayPath()
        path.elements.reserveCapacity(5)
        path.move(to: CGPoint(x: r.minX, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        path.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        path.closeSubpath()
        return path
    }

    /// The ellipse inscribed in `rect`, as four cubic Béziers; starts at the trailing middle and runs clockwise.
    public static func ellipse(in rect: CGRect) -> DisplayPath {
        let r = rect.standardized
        let rx = Double(r.width) / 2, ry = Double(r.height) / 2
        let cx = Double(r.midX), cy = Double(r.midY)
        let kx = rx * quarterCircleKappa, ky = ry * quarterCircleKappa
        var path = DisplayPath()
        path.elements.reserveCapacity(6)   // one allocation, not one per doubling (a frame draws thousands of circles)
        path.move(to: CGPoint(x: cx + rx, y: cy))
        path.addCurve(to: CGPoint(x: cx, y: cy + ry),
                      control1: CGPoint(x: cx + rx, y: cy + ky), control2: CGPoint(x: cx + kx, y: cy + ry))
        path.addCurve(to: CGPoint(x: cx - rx, y: cy),
                      control1: CGPoint(x: cx - kx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + ky))
        path.addCurve(to: CGPoint(x: cx, y: cy - ry),
                      control1: CGPoint(x: cx - rx, y: cy - ky), control2: CGPoint(x: cx - kx, y: cy - ry))
        path.addCurve(to: CGPoint(x: cx + rx, y: cy),
                      control1: CGPoint(x: cx + kx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - ky))
        path.closeSubpath()
        return path
    }

    /// A capsule filling `rect`: circular ends whose radius is half the shorter side, like SwiftUI's `Capsule()`.
    public static func capsule(in rect: CGRect) -> DisplayPath {
        let r = rect.standardized
        let radius = min(r.width, r.height) / 2
        return roundedRect(r, cornerWidth: radius, cornerHeight: radius, style: .circular)
    }

    /// A rounded rectangle, like SwiftUI's `Path(roundedRect:cornerSize:style:)`.
    ///
    /// `.circular` clamps the corner width and height to half of the rectangle's width and height.
    /// `.continuous` draws the squircle corner (which reaches 1.52866483 radii along each edge) up to a radius of
    /// min(width, height) / 2 / 1.52866483, where neighbouring corners meet; from there to half the shorter side it
    /// blends linearly into a quarter circle reaching as far, so that a radius of half the side draws a circle or a
    /// capsule, as an iPhone does (`.cornerRadius(30)` on a 60-pt square is round; `fidelity.md` §8.3; the blend's
    /// shape in between is ours — docs/approximations.md).
    /// The path starts on the top edge just after the top-left corner and runs clockwise on screen.
    public static func roundedRect(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                                   style: CornerStyle = .continuous) -> DisplayPath {
        let size = CGSize(width: cornerWidth, height: cornerHeight)
        return roundedRect(rect, topLeft: size, topRight: size, bottomRight: size, bottomLeft: size, style: style)
    }

    /// A rounded rectangle whose corners have their own radii (width along the horizontal edges, height along the
    /// vertical ones), like SwiftUI's `UnevenRoundedRectangle`. Each corner is clamped as in
    /// `roundedRect(_:cornerWidth:cornerHeight:style:)`, which keeps neighbouring corners apart; a corner with a
    /// zero (negative, non-finite) width or height is sharp. Starts on the top edge after the top-left corner and
    /// runs clockwise on screen.
    public static func roundedRect(_ rect: CGRect, topLeft: CGSize, topRight: CGSize, bottomRight: CGSize,
                                   bottomLeft: CGSize, style: CornerStyle = .continuous) -> DisplayPath {
        let r = rect.standardized
        let corner: [CornerSegment]
        let limitX: Double, limitY: Double
        switch style {
        case .circular:
            limitX = Double(r.width) / 2
            limitY = Double(r.height) / 2
            corner = circularCorner
        case .continuous:
            limitX = Double(min(r.width, r.height)) / 2
            limitY = limitX
            corner = continuousCorner
        }
        func clamped(_ size: CGSize) -> (Double, Double)? {
            func one(_ v: CGFloat, _ limit: Double) -> Double { min(max(0, Double(v).isFinite ? Double(v) : 0), limit) }
            let (w, h) = (one(size.width, limitX), one(size.height, limitY))
            return w > 0 && h > 0 ? (w, h) : nil
        }
        var radii = [topRight, bottomRight, bottomLeft, topLeft].map(clamped)
        // Continuous corners past the squircle's limit: drawn at the limit, blended toward a quarter circle.
        var corners = [[CornerSegment]](repeating: corner, count: 4)
        if style == .continuous {
            let squircleLimit = limitX / continuousCornerExtent
            for index in radii.indices {
                guard let (w, h) = radii[index], min(w, h) > squircleLimit else { continue }
                let blend = limitX > squircleLimit ? min((min(w, h) - squircleLimit) / (limitX - squircleLimit), 1) : 1
                corners[index] = blended(continuousCorner, circleAsContinuousCorner, blend)
                radii[index] = (squircleLimit, squircleLimit)
            }
        }
        guard radii.contains(where: { $0 != nil }) else { return self.rect(r) }
        let frames = CornerFrame.clockwise(in: r)
        var path = DisplayPath()
        path.elements.reserveCapacity(2 + 4 * (1 + corner.count))
        // The last corner (top-left) ends on the top edge: start there.
        path.move(to: radii[3].map { frames[3].point(corner.last!.end, radius: $0) } ?? frames[3].corner)
        for ((frame, radius), corner) in zip(zip(frames, radii), corners) {
            guard let radius else {
                path.addLine(to: frame.corner)
                continue
            }
            path.addLine(to: frame.point(cornerStart(of: style), radius: radius))
            for segment in corner {
                switch segment {
                case let .line(end): path.addLine(to: frame.point(end, radius: radius))
                case let .curve(c1, c2, end):
                    path.addCurve(to: frame.point(end, radius: radius), control1: frame.point(c1, radius: radius),
                                  control2: frame.point(c2, radius: radius))
                }
            }
        }
        path.closeSubpath()
        return path
    }

    /// A rounded rectangle with equal corner width and height.
    public static func roundedRect(_ rect: CGRect, cornerRadius: CGFloat, style: CornerStyle = .continuous) -> DisplayPath {
        roundedRect(rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius, style: style)
    }
}

// MARK: - Corner geometry in units of the radius

/// One piece of a corner in corner units: (u, v) = (distance back along the incoming edge, distance along the
/// outgoing edge), both measured from the sharp corner and divided by the radius.
private enum CornerSegment {
    case line(to: (Double, Double))
    case curve((Double, Double), (Double, Double), to: (Double, Double))

    var end: (Double, Double) {
        switch self {
        case let .line(end): return end
        case let .curve(_, _, end): return end
        }
    }
}

private func cornerStart(of style: DisplayPath.CornerStyle) -> (Double, Double) {
    switch style {
    case .circular: return (1, 0)
    case .continuous: return (DisplayPath.continuousCornerExtent, 0)
    }
}

/// A quarter ellipse from (1, 0) to (0, 1).
private let circularCorner: [CornerSegment] = {
    let k = 1 - DisplayPath.quarterCircleKappa
    return [.curve((k, 0), (0, k), to: (0, 1))]
}()

/// The continuous corner of `fidelity.md` §8.3: the first half as measured, then its mirror image (u ↔ v).
private let continuousCorner: [CornerSegment] = {
    let firstHalf: [CornerSegment] = [
        .curve((1.08849323, 0), (0.86840689, 0), to: (0.66993427, 0.06549600)),
        .line(to: (0.63149399, 0.07491100)),
    ]
    let middle: CornerSegment = .curve((0.37282392, 0.16905899), (0.16906013, 0.37282401), to: (0.07491176, 0.63149399))
    let secondHalf: [CornerSegment] = [
        .line(to: (0.06549600, 0.66993427)),
        .curve((0, 0.86840701), (0, 1.08849299), to: (0, DisplayPath.continuousCornerExtent)),
    ]
    return firstHalf + [middle] + secondHalf
}()

/// A quarter circle in the continuous corner's units and pieces: radius 1.52866483 (as far along each edge as the
/// squircle reaches), centred at (1.52866483, 1.52866483), as three 30° cubic arcs joined by the squircle's two lines
/// at zero length, so that the two corners blend piece by piece.
private let circleAsContinuousCorner: [CornerSegment] = {
    let e = DisplayPath.continuousCornerExtent
    // φ = 0 at (e, 0) on the incoming edge, 90° at (0, e) on the outgoing one.
    func point(_ phi: Double) -> (Double, Double) { (e - e * sin(phi), e - e * cos(phi)) }
    func tangent(_ phi: Double) -> (Double, Double) { (-cos(phi), sin(phi)) }
    // A 30° arc as one cubic: control points 4/3 · tan(30°/4) radii along the tangents.
    let k = 4.0 / 3.0 * tan(Double.pi / 24) * e
    func arc(_ a: Double, _ b: Double) -> CornerSegment {
        let p0 = point(a), p1 = point(b), t0 = tangent(a), t1 = tangent(b)
        return .curve((p0.0 + k * t0.0, p0.1 + k * t0.1), (p1.0 - k * t1.0, p1.1 - k * t1.1), to: p1)
    }
    let third = Double.pi / 6
    return [arc(0, third), .line(to: point(third)), arc(third, 2 * third), .line(to: point(2 * third)),
            arc(2 * third, 3 * third)]
}()

/// Corner `a` moved a fraction `t` of the way to corner `b`, point by point (the same pieces in the same order).
private func blended(_ a: [CornerSegment], _ b: [CornerSegment], _ t: Double) -> [CornerSegment] {
    func mix(_ p: (Double, Double), _ q: (Double, Double)) -> (Double, Double) { (p.0 + (q.0 - p.0) * t, p.1 + (q.1 - p.1) * t) }
    return zip(a, b).map { pair in
        switch pair {
        case let (.line(p), .line(q)): return .line(to: mix(p, q))
        case let (.curve(p1, p2, p), .curve(q1, q2, q)): return .curve(mix(p1, q1), mix(p2, q2), to: mix(p, q))
        default: return pair.0
        }
    }
}

/// Maps corner units to points for one corner of a rectangle walked clockwise on screen.
private struct CornerFrame {
    var corner: CGPoint
    /// Unit vector pointing back along the incoming edge, and along the outgoing edge.
    var back: (Double, Double)
    var forward: (Double, Double)

    /// The point at corner units `uv` for a corner of radius (horizontal, vertical).
    func point(_ uv: (Double, Double), radius: (Double, Double)) -> CGPoint {
        let (u, v) = uv
        let dx = (back.0 * u + forward.0 * v) * radius.0
        let dy = (back.1 * u + forward.1 * v) * radius.1
        return CGPoint(x: Double(corner.x) + dx, y: Double(corner.y) + dy)
    }

    /// Top-right, bottom-right, bottom-left, top-left.
    static func clockwise(in r: CGRect) -> [CornerFrame] {
        [
            CornerFrame(corner: CGPoint(x: r.maxX, y: r.minY), back: (-1, 0), forward: (0, 1)),
            CornerFrame(corner: CGPoint(x: r.maxX, y: r.maxY), back: (0, -1), forward: (-1, 0)),
            CornerFrame(corner: CGPoint(x: r.minX, y: r.maxY), back: (1, 0), forward: (0, -1)),
            CornerFrame(corner: CGPoint(x: r.minX, y: r.minY), back: (0, 1), forward: (1, 0)),
        ]
    }
}
