import Foundation
import ZoetropeDisplay

/// An outline: SwiftUI's `Path`. A path is also a shape that draws itself.
public struct Path: Hashable, Sendable, Shape {
    /// One drawing command: move, line, quadratic or cubic curve, or close.
    public typealias Element = DisplayPath.Element

    var storage: DisplayPath
    /// Why `init(svgPath:)` could not read its data (the path is then empty).
    public private(set) var svgPathError: String?

    public init() { storage = DisplayPath() }

    init(_ storage: DisplayPath) { self.storage = storage }

    /// A path built by `build`.
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    /// A rectangle; starts at its top-left corner and runs clockwise on screen.
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// A rounded rectangle; the style defaults to `.continuous`, as in SwiftUI (fidelity.md §8.3).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle with elliptical corners.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A rounded rectangle whose corners have their own radii.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// The ellipse inscribed in `rect`; starts at its trailing middle and runs clockwise on screen.
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    public var isEmpty: Bool { storage.isEmpty }

    /// The point the next segment starts from; nil for an empty path.
    public var currentPoint: CGPoint? { storage.currentPoint }

    /// The smallest rectangle holding the whole outline (control points excluded); `.null` when empty.
    public var boundingRect: CGRect { storage.boundingRect }

    /// Whether `p` is inside the path, with the non-zero or (when `eoFill`) the even-odd rule.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool { storage.contains(p, eoFill: eoFill) }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) { storage.elements.forEach(body) }

    public mutating func move(to p: CGPoint) { storage.move(to: p) }
    public mutating func addLine(to p: CGPoint) { storage.addLine(to: p) }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { storage.addQuadCurve(to: p, control: control) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        storage.addCurve(to: p, control1: control1, control2: control2)
    }
    public mutating func closeSubpath() { storage.closeSubpath() }

    /// A move to the first point, then lines through the rest.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for p in lines.dropFirst() { addLine(to: p) }
    }

    /// A closed rectangle subpath (nothing for a null or non-finite rectangle).
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard Self.isDrawable(rect) else { return }
        append(.rect(rect), transform)
    }

    /// A closed rectangle subpath for each rectangle.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A rounded rectangle subpath; radii are clamped to fit (fidelity.md §8.3).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        guard Self.isDrawable(rect) else { return }
        append(.roundedRect(rect, cornerWidth: cornerSize.width, cornerHeight: cornerSize.height, style: style.displayStyle),
               transform)
    }

    /// A rounded rectangle subpath with a radius per corner (leading is left: Zoetrope lays out left to right).
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii,
                                        style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        guard Self.isDrawable(rect) else { return }
        func size(_ r: CGFloat) -> CGSize { CGSize(width: r, height: r) }
        append(.roundedRect(rect, topLeft: size(cornerRadii.topLeading), topRight: size(cornerRadii.topTrailing),
                            bottomRight: size(cornerRadii.bottomTrailing), bottomLeft: size(cornerRadii.bottomLeading),
                            style: style.displayStyle), transform)
    }

    /// The ellipse inscribed in `rect`, as a closed subpath of four cubic Béziers.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard Self.isDrawable(rect) else { return }
        append(.ellipse(in: rect), transform)
    }

    /// An arc of a circle, joined to the current point by a line. Angles are measured from the positive x axis
    /// towards positive y; as in SwiftUI, whose y axis points down, `clockwise: true` runs toward decreasing angles,
    /// which is counter-clockwise on screen. An angle difference of a full turn or more draws the whole circle.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        let difference = endAngle.radians - startAngle.radians
        guard difference.isFinite else { return }
        let turn = 2 * Double.pi
        var sweep: Double
        if abs(difference) >= turn {
            sweep = clockwise ? -turn : turn
        } else {
            sweep = difference.truncatingRemainder(dividingBy: turn)
            if clockwise, sweep > 0 { sweep -= turn }
            if !clockwise, sweep < 0 { sweep += turn }
        }
        addArc(center: center, radius: radius, startAngle: startAngle.radians, sweep: sweep, transform: transform)
    }

    /// An arc of a circle from `startAngle`, turning by `delta` (positive toward increasing angles: clockwise on
    /// screen), joined to the current point by a line. `delta` is limited to one full turn either way.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        let sweep = min(max(delta.radians, -2 * .pi), 2 * .pi)
        addArc(center: center, radius: radius, startAngle: startAngle.radians, sweep: sweep, transform: transform)
    }

    /// A line from the current point toward `tangent1End` and an arc of `radius` tangent to that line and to the
    /// line from `tangent1End` to `tangent2End`. With no current point it just moves to `tangent1End`.
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let current = currentPoint else {
            move(to: tangent1End.applying(transform))
            return
        }
        // The current point is already transformed; the arc is built before the transform.
        guard let inverse = transform.inverse else {
            addLine(to: tangent1End.applying(transform))
            return
        }
        storage.appendTangentArc(from: current.applying(inverse), corner: tangent1End, to: tangent2End, radius: Double(radius),
                                 transform: transform.transform2D)
    }

    /// The elements of `path` appended (its SVG error too, when this path has none).
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        append(path.storage, transform)
        if svgPathError == nil { svgPathError = path.svgPathError }
    }

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var copy = self
        copy.storage = storage.applying(transform.transform2D)
        return copy
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The part between two fractions of the path's length (each clamped to 0…1; empty when `from ≥ to`). The
    /// cut curves are split exactly, so the pieces keep their shape.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        var copy = self
        copy.storage = storage.trimmed(from: Double(from), to: Double(to))
        return copy
    }

    public func path(in rect: CGRect) -> Path { self }

    private mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Double, sweep: Double,
                                 transform: CGAffineTransform) {
        let r = Double(radius)
        guard r >= 0, let arc = DisplayPath.arc(center: center, radiusX: r, radiusY: r, startAngle: startAngle, sweep: sweep)
        else { return }
        storage.append(arc: arc, transform: transform.transform2D)
    }

    private mutating func append(_ path: DisplayPath, _ transform: CGAffineTransform) {
        let elements = transform.isIdentity ? path.elements : path.applying(transform.transform2D).elements
        // The first subpath is taken as it is (no copy): most shapes' paths are one subpath.
        if storage.elements.isEmpty { storage.elements = elements } else { storage.elements += elements }
    }

    private static func isDrawable(_ rect: CGRect) -> Bool {
        !rect.isNull && [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite)
    }
}

extension Path {
    /// Zoetrope extension (SwiftUI has no such initialiser): the path described by SVG path data, the `d`
    /// attribute's grammar (`M 10 10 h 20 a 5 5 0 0 1 5 5 z`). Data that does not parse leaves the path empty and
    /// sets `svgPathError`; a shape view drawing such a path reports it as a warning.
    public init(svgPath: String) {
        self.init()
        do {
            storage = try DisplayPath(svgPath: svgPath)
        } catch {
            svgPathError = "SVG path data: \(error)"
        }
    }
}

extension CGPoint {
    /// The point mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint { t.transform2D.apply(to: self) }
}

/// The corner shape of rounded rectangles: SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's smooth "squircle" corners (fidelity.md §8.3).
    case continuous

    var displayStyle: DisplayPath.CornerStyle {
        switch self {
        case .circular: return .circular
        case .continuous: return .continuous
        }
    }
}
