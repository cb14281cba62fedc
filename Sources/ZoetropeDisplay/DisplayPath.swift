import Foundation

/// A vector outline in points: the geometry of a shape in a display list.
public struct DisplayPath: Hashable, Sendable {
    /// One drawing command.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public var elements: [Element]

    public init(elements: [Element] = []) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
    public mutating func addLine(to p: CGPoint) { elements.append(.line(to: p)) }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: p, control: control)) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// The same path with every point mapped through `transform`.
    public func applying(_ transform: Transform2D) -> DisplayPath {
        DisplayPath(elements: elements.map { element in
            switch element {
            case let .move(p): return .move(to: transform.apply(to: p))
            case let .line(p): return .line(to: transform.apply(to: p))
            case let .quadCurve(p, c): return .quadCurve(to: transform.apply(to: p), control: transform.apply(to: c))
            case let .curve(p, c1, c2):
                return .curve(to: transform.apply(to: p), control1: transform.apply(to: c1), control2: transform.apply(to: c2))
            case .closeSubpath: return .closeSubpath
            }
        })
    }
}
