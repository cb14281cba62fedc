import Foundation

extension Shape {
    /// Strokes the outline with `content`, centred on it (half the width falls outside the frame).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        ShapeLeaf(shape: self, fill: AnyShapeStyle(content), fillStyle: FillStyle(antialiased: antialiased), stroke: style)
    }

    /// Strokes the outline with `content` and a line `lineWidth` points wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The stroked outline as a shape, painted with the foreground style unless filled.
    ///
    /// Drawn as a view (or filled) it strokes with `style`. Zoetrope does not outline strokes: wrapped in another
    /// shape modifier (trim, inset) or used as a clip, it stands for the centre line.
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> { _StrokedShape(shape: self, style: style) }

    /// The outline stroked `lineWidth` points wide, as a shape (see `stroke(style:)`).
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }

    /// The part of the outline between two fractions of its length, like SwiftUI's `trim(from:to:)`. Fractions are
    /// clamped to 0…1 and `from ≥ to` draws nothing. A circle's outline starts at its trailing middle (3 o'clock)
    /// and a rectangle's at its top-left corner, both running clockwise on screen.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}

extension InsettableShape {
    /// Strokes a border of `style.lineWidth` inside the shape: the shape inset by half the width, stroked.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        inset(by: Self.halfWidth(style)).stroke(content, style: style, antialiased: antialiased)
    }

    /// Strokes a border of `style.lineWidth` inside the shape with the foreground style.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        ShapeLeaf(shape: inset(by: Self.halfWidth(style)), fill: nil, fillStyle: FillStyle(antialiased: antialiased),
                  stroke: style)
    }

    /// Strokes a border `lineWidth` points wide inside the shape with `content`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Strokes a border `lineWidth` points wide inside the shape with the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// Half the line width, or 0 when the width is not a finite non-negative number (that stroke draws nothing).
    private static func halfWidth(_ style: StrokeStyle) -> CGFloat {
        style.lineWidth.isFinite && style.lineWidth > 0 ? style.lineWidth / 2 : 0
    }
}

/// A shape standing for its stroked outline (see `Shape.stroke(style:)`).
public struct _StrokedShape<Content: Shape>: Shape, StrokeCarrying {
    public var shape: Content
    public var style: StrokeStyle

    /// The centre line: Zoetrope strokes it when drawing rather than outlining the stroke.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    public var animatableData: AnimatablePair<Content.AnimatableData, CGFloat> {
        get { AnimatablePair(shape.animatableData, style.lineWidth) }
        set { (shape.animatableData, style.lineWidth) = (newValue.first, newValue.second) }
    }

    var strokedShape: any Shape { shape }
    var diagnostic: String? { shapeDiagnostic(of: shape) }
}

/// A trimmed shape's fractions, whatever the shape it trims.
protocol TrimmedShapeFractions {
    var startFraction: CGFloat { get }
    var endFraction: CGFloat { get }
}

/// A shape cut to a fraction of its outline's length (see `Shape.trim(from:to:)`).
public struct _TrimmedShape<Content: Shape>: Shape, ShapeDiagnosing, TrimmedShapeFractions {
    public var shape: Content
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }

    public var animatableData: AnimatablePair<Content.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set { (shape.animatableData, startFraction, endFraction) = (newValue.first, newValue.second.first, newValue.second.second) }
    }

    var diagnostic: String? { shapeDiagnostic(of: shape) }
}

/// A shape that can explain why it draws less than asked (an unreadable SVG path).
protocol ShapeDiagnosing {
    var diagnostic: String? { get }
}

/// A shape that is a stroke of another: drawn by stroking `strokedShape` with `style`.
protocol StrokeCarrying: ShapeDiagnosing {
    var strokedShape: any Shape { get }
    var style: StrokeStyle { get }
}

func shapeDiagnostic(of shape: any Shape) -> String? { (shape as? ShapeDiagnosing)?.diagnostic }

extension Path: ShapeDiagnosing {
    var diagnostic: String? { svgPathError }
}
