import Foundation
import ZoetropeDisplay

/// A built-in stand-in for an SF Symbol, drawn as our own vector paths on a 24 × 24 design grid.
struct SymbolGlyph: Sendable {
    /// One path of the glyph: filled, or stroked with a width in grid units at regular weight.
    enum Part: Sendable {
        case fill(DisplayPath, evenOdd: Bool = false)
        case stroke(DisplayPath, width: Double)
    }

    /// Width over height of the glyph's box.
    let aspect: Double
    let parts: [Part]

    init(aspect: Double = 1, _ parts: [Part]) {
        self.aspect = aspect
        self.parts = parts
    }

    /// The display items of the glyph in a box of `size` points, for a font weight (strokes thicken with weight).
    func items(in size: CGSize, weight: Font.Weight, color: DisplayColor) -> [DisplayItem] {
        let gridWidth = 24 * aspect
        let scale = min(Double(size.width) / gridWidth, Double(size.height) / 24)
        let transform = Transform2D.translation(x: (Double(size.width) - gridWidth * scale) / 2,
                                                y: (Double(size.height) - 24 * scale) / 2)
            .concatenating(.scale(x: scale, y: scale))
        let weightFactor = 0.55 + weight.value / 900
        return parts.map { part in
            switch part {
            case let .fill(path, evenOdd):
                return .shape(ShapeItem(path: path.applying(transform), paint: .color(color), fillRule: evenOdd ? .evenOdd : .nonZero))
            case let .stroke(path, width):
                let stroke = StrokeData(lineWidth: width * weightFactor * scale, lineCap: .round, lineJoin: .round)
                return .shape(ShapeItem(path: path.applying(transform), paint: .color(color), stroke: stroke))
            }
        }
    }
}

extension DisplayPath {
    /// A polyline through grid points.
    static func polyline(_ points: [(Double, Double)], closed: Bool = false) -> DisplayPath {
        var path = DisplayPath()
        for (index, p) in points.enumerated() {
            let point = CGPoint(x: p.0, y: p.1)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        if closed { path.closeSubpath() }
        return path
    }

    /// Several subpaths as one path.
    static func union(_ paths: [DisplayPath]) -> DisplayPath {
        DisplayPath(elements: paths.flatMap(\.elements))
    }
}
