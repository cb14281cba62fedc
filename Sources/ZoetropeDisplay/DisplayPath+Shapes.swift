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
    /// `.continuous` limits both to min(width, height) / 2 / 1.52866483, so that the squircle corner (which reaches
    /// 1.52866483 radii along each edge) never overlaps its neighbour; a larger radius keeps that limit rather than
    /// switching shape (Apple is thought to blend toward a circle there — `fidelity.md` §8.3, unverified).
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
            limitX = Double(min(r.width, r.height)) / 2 / continuousCornerExtent
            limitY = limitX
            corner = continuousCorner
        }
        func clamped(_ size: CGSize) -> (Double, Double)? {
            func one(_ v: CGFloat, _ limit: Double) -> Double { min(max(0, Double(v).isFinite ? Double(v) : 0), limit) }
            let (w, h) = (one(size.width, limitX), one(size.height, limitY))
            return w > 0 && h > 0 ? (w, h) : nil
        }
        let radii = [topRight, bottomRight, bottomLeft, topLeft].map(clamped)
        guard radii.contains(where: { $0 != nil }) else { return self.rect(r) }
        let frames = CornerFrame.clockwise(in: r)
        var path = DisplayPath()
        // The last corner (top-left) ends on the top edge: start there.
        path.move(to: radii[3].map { frames[3].point(corner.last!.end, radius: $0) } ?? frames[3].corner)
        for (frame, radius) in zip(frames, radii) {
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
