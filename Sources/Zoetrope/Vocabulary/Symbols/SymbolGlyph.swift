import Foundation
import ZoetropeDisplay

/// A built-in stand-in for an SF Symbol, drawn as our own vector paths on a 24 × 24 design grid.
struct SymbolGlyph: Sendable {
    /// One path of the glyph: filled, or stroked with a width in grid units at regular weight.
    enum Part: Sendable {
        case fill(DisplayPath, evenOdd: Bool = false)
        case stroke(DisplayPath, width: Double)
        /// Parts cut out of everything drawn before them in the glyph (a `.circle.fill` enclosure's symbol).
        indirect case knockout([Part])

        /// The part with its paths mapped through `transform` (stroke widths in grid units unchanged).
        func applying(_ transform: Transform2D) -> Part {
            switch self {
            case let .fill(path, evenOdd): return .fill(path.applying(transform), evenOdd: evenOdd)
            case let .stroke(path, width): return .stroke(path.applying(transform), width: width)
            case let .knockout(parts): return .knockout(parts.map { $0.applying(transform) })
            }
        }
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
        func item(_ part: Part, _ color: DisplayColor) -> DisplayItem {
            switch part {
            case let .fill(path, evenOdd):
                return .shape(ShapeItem(path: path.applying(transform), paint: .color(color), fillRule: evenOdd ? .evenOdd : .nonZero))
            case let .stroke(path, width):
                let stroke = StrokeData(lineWidth: width * weightFactor * scale, lineCap: .round, lineJoin: .round)
                return .shape(ShapeItem(path: path.applying(transform), paint: .color(color), stroke: stroke))
            case let .knockout(parts):
                // Drawn opaque, then composited with "destination out": it erases what is below it in the glyph's
                // own isolated layer, never the views behind the symbol.
                let opaque = DisplayColor(red: color.red, green: color.green, blue: color.blue)
                var group = GroupItem(children: parts.map { item($0, opaque) })
                group.blendMode = .destinationOut
                return .group(group)
            }
        }
        let items = parts.map { item($0, color) }
        guard parts.contains(where: { if case .knockout = $0 { return true } else { return false } }) else { return items }
        var layer = GroupItem(children: items)
        layer.isIsolated = true
        return [.group(layer)]
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
