import Foundation
import ZoetropeDisplay

/// An outline: SwiftUI's `Path`. A path is also a shape that draws itself.
public struct Path: Hashable, Sendable, Shape {
    var storage: DisplayPath

    public init() { storage = DisplayPath() }

    init(_ storage: DisplayPath) { self.storage = storage }

    /// A path built by `build`.
    public init(_ build: (inout Path) -> Void) {
        self.init()
        build(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) { storage = .rect(rect) }

    /// A rounded rectangle; the style defaults to `.continuous`, as in SwiftUI (fidelity.md §8.3).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        storage = .roundedRect(rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius, style: style.displayStyle)
    }

    /// A rounded rectangle with elliptical corners.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        storage = .roundedRect(rect, cornerWidth: cornerSize.width, cornerHeight: cornerSize.height, style: style.displayStyle)
    }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { storage = .ellipse(in: rect) }

    public var isEmpty: Bool { storage.isEmpty }

    public mutating func move(to p: CGPoint) { storage.move(to: p) }
    public mutating func addLine(to p: CGPoint) { storage.addLine(to: p) }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { storage.addQuadCurve(to: p, control: control) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        storage.addCurve(to: p, control1: control1, control2: control2)
    }
    public mutating func closeSubpath() { storage.closeSubpath() }
    public mutating func addRect(_ rect: CGRect) { storage.elements += DisplayPath.rect(rect).elements }
    public mutating func addEllipse(in rect: CGRect) { storage.elements += DisplayPath.ellipse(in: rect).elements }
    public mutating func addPath(_ path: Path) { storage.elements += path.storage.elements }

    public func path(in rect: CGRect) -> Path { self }
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
