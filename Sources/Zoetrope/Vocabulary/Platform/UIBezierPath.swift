import Foundation

/// Core Graphics' immutable path, as SwiftUI code meets it: `UIBezierPath(…).cgPath` handed to `Path(_:)`, or a
/// `CGMutablePath` built by hand. It holds a SwiftUI `Path`.
public class CGPath: @unchecked Sendable {
    var path: Path

    init(_ path: Path) { self.path = path }

    /// The smallest rectangle holding every point of the path, control points aside.
    public var boundingBoxOfPath: CGRect { path.boundingRect }
    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }
}

/// Core Graphics' mutable path: the drawing calls of `Path` under their Core Graphics names.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(Path()) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { path.move(to: point.applying(transform)) }
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { path.addLine(to: point.applying(transform)) }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { path.addRect(rect, transform: transform) }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { path.addEllipse(in: rect, transform: transform) }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }
    /// An arc in Core Graphics' terms, which are SwiftUI `Path`'s: `clockwise` toward decreasing angles.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: clockwise, transform: transform)
    }
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) { path.addPath(other.path, transform: transform) }
    public func closeSubpath() { path.closeSubpath() }
}

extension Path {
    /// The path of a Core Graphics path: SwiftUI's `Path(_: CGPath)`.
    public init(_ path: CGPath) { self = path.path }

    /// The path as a Core Graphics path: SwiftUI's `Path.cgPath`.
    public var cgPath: CGPath { CGPath(self) }
}

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`: UIKit's
/// `UIRectCorner` (top and bottom, left and right, on screen).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's path object, as SwiftUI code uses it to make a `Path` (`Path(UIBezierPath(…).cgPath)`, most often a
/// rectangle with some corners rounded). Its rounded rectangles have UIKit's continuous corners, as
/// `RoundedRectangle(cornerRadius:style: .continuous)` does.
public final class UIBezierPath: @unchecked Sendable {
    private var path: Path

    public init() { path = Path() }
    public init(rect: CGRect) { path = Path(rect) }
    public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }
    public init(cgPath: CGPath) { path = cgPath.path }

    /// A rectangle with every corner rounded by `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path = Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous)
    }

    /// A rectangle with `corners` rounded by `cornerRadii.width` and the others square.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let radius = cornerRadii.width
        func r(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        path = Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(
            topLeading: r(.topLeft), bottomLeading: r(.bottomLeft), bottomTrailing: r(.bottomRight),
            topTrailing: r(.topRight)), style: .continuous)
    }

    /// An arc: UIKit's angles run toward increasing angles when `clockwise` (clockwise on screen, whose y axis points
    /// down), the opposite of `Path.addArc`'s `clockwise`.
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path = Path()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public var cgPath: CGPath { CGPath(path) }
    public var bounds: CGRect { path.boundingRect }
    public var isEmpty: Bool { path.isEmpty }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addQuadCurve(to end: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: end, control: controlPoint) }
    public func addCurve(to end: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: end, control1: controlPoint1, control2: controlPoint2)
    }
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                    endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }
    public func append(_ other: UIBezierPath) { path.addPath(other.path) }
    public func close() { path.closeSubpath() }
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
}
