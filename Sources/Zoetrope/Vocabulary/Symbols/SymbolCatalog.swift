import Foundation
import ZoetropeDisplay

/// The symbols `Image(systemName:)` knows, by SF Symbols name.
enum SymbolCatalog {
    /// The glyph for an SF Symbols name: the first 47 glyphs keep their drawings, then the library's categories
    /// (`SymbolLibrary`), then the composed enclosures and numbers (`composed`), then aliases.
    static func glyph(named name: String) -> SymbolGlyph? {
        basic[name] ?? extended[name] ?? SymbolLibrary.all[name] ?? composed[name] ?? aliases[name].flatMap(glyph(named:))
    }

    /// Every built-in symbol name, sorted.
    static let names: [String] = Set(Array(basic.keys) + Array(extended.keys) + Array(SymbolLibrary.all.keys)
                                     + Array(composed.keys) + Array(aliases.keys)).sorted()

    /// A placeholder for unknown names: a crossed box.
    static let placeholder = SymbolGlyph([
        .stroke(.rect(CGRect(x: 3, y: 3, width: 18, height: 18)), width: 1.5),
        .stroke(.union([.polyline([(3, 3), (21, 21)]), .polyline([(21, 3), (3, 21)])]), width: 1.5),
    ])

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> CGRect {
        CGRect(x: x, y: y, width: w, height: h)
    }

    static func circle(_ cx: Double, _ cy: Double, _ r: Double) -> DisplayPath {
        .ellipse(in: rect(cx - r, cy - r, 2 * r, 2 * r))
    }

    private static let star: DisplayPath = {
        let points = (0..<10).map { i -> (Double, Double) in
            let angle = -Double.pi / 2 + Double(i) * .pi / 5
            let radius = i % 2 == 0 ? 10.5 : 4.4
            return (12 + radius * cos(angle), 12.6 + radius * sin(angle))
        }
        return .polyline(points, closed: true)
    }()

    private static let heart: DisplayPath = {
        var p = DisplayPath()
        p.move(to: CGPoint(x: 12, y: 21))
        p.addCurve(to: CGPoint(x: 2.5, y: 8.5), control1: CGPoint(x: 6, y: 16.5), control2: CGPoint(x: 2.5, y: 13))
        p.addCurve(to: CGPoint(x: 12, y: 6), control1: CGPoint(x: 2.5, y: 3), control2: CGPoint(x: 9.5, y: 2))
        p.addCurve(to: CGPoint(x: 21.5, y: 8.5), control1: CGPoint(x: 14.5, y: 2), control2: CGPoint(x: 21.5, y: 3))
        p.addCurve(to: CGPoint(x: 12, y: 21), control1: CGPoint(x: 21.5, y: 13), control2: CGPoint(x: 18, y: 16.5))
        p.closeSubpath()
        return p
    }()

    private static let document: DisplayPath = .polyline([(5, 2.5), (14, 2.5), (19, 7.5), (19, 21.5), (5, 21.5)], closed: true)

    static let basic: [String: SymbolGlyph] = [
        "plus": SymbolGlyph([.stroke(.union([.polyline([(12, 4), (12, 20)]), .polyline([(4, 12), (20, 12)])]), width: 2)]),
        "minus": SymbolGlyph([.stroke(.polyline([(4, 12), (20, 12)]), width: 2)]),
        "xmark": SymbolGlyph([.stroke(.union([.polyline([(5.5, 5.5), (18.5, 18.5)]), .polyline([(18.5, 5.5), (5.5, 18.5)])]), width: 2)]),
        "checkmark": SymbolGlyph([.stroke(.polyline([(4.5, 12.5), (9.5, 18), (19.5, 5.5)]), width: 2)]),
        "chevron.right": SymbolGlyph(aspect: 0.6, [.stroke(.polyline([(4.5, 4), (11.5, 12), (4.5, 20)]), width: 2)]),
        "chevron.left": SymbolGlyph(aspect: 0.6, [.stroke(.polyline([(9.9, 4), (2.9, 12), (9.9, 20)]), width: 2)]),
        "chevron.down": SymbolGlyph([.stroke(.polyline([(4, 8.5), (12, 15.5), (20, 8.5)]), width: 2)]),
        "chevron.up": SymbolGlyph([.stroke(.polyline([(4, 15.5), (12, 8.5), (20, 15.5)]), width: 2)]),
        "star": SymbolGlyph([.stroke(star, width: 1.6)]),
        "star.fill": SymbolGlyph([.fill(star)]),
        "heart": SymbolGlyph([.stroke(heart, width: 1.6)]),
        "heart.fill": SymbolGlyph([.fill(heart)]),
        "circle": SymbolGlyph([.stroke(circle(12, 12, 9.5), width: 1.6)]),
        "circle.fill": SymbolGlyph([.fill(circle(12, 12, 10))]),
        "doc": SymbolGlyph(aspect: 0.85, [.stroke(document, width: 1.6)]),
        "doc.fill": SymbolGlyph(aspect: 0.85, [.fill(document)]),
        "camera.fill": SymbolGlyph(aspect: 1.25, [.fill(.union([
            .roundedRect(rect(1, 6, 28, 16), cornerWidth: 3.5, cornerHeight: 3.5, style: .circular),
            .roundedRect(rect(10, 3, 10, 5), cornerWidth: 1.5, cornerHeight: 1.5, style: .circular),
            circle(15, 14, 5),
        ]), evenOdd: true)]),
        "link": SymbolGlyph([.stroke(.union([
            .roundedRect(rect(2.5, 9, 12, 6), cornerWidth: 3, cornerHeight: 3, style: .circular)
                .applying(Transform2D.translation(x: 8.5, y: 12).concatenating(.rotation(radians: -.pi / 4))
                    .concatenating(.translation(x: -8.5, y: -12))),
            .roundedRect(rect(9.5, 9, 12, 6), cornerWidth: 3, cornerHeight: 3, style: .circular)
                .applying(Transform2D.translation(x: 15.5, y: 12).concatenating(.rotation(radians: -.pi / 4))
                    .concatenating(.translation(x: -15.5, y: -12))),
        ]), width: 1.8)]),
        "ellipsis": SymbolGlyph([.fill(.union([circle(5, 12, 1.8), circle(12, 12, 1.8), circle(19, 12, 1.8)]))]),
        "play.fill": SymbolGlyph([.fill(.polyline([(6, 3.5), (20.5, 12), (6, 20.5)], closed: true))]),
        "pause.fill": SymbolGlyph([.fill(.union([.rect(rect(5.5, 4, 4.5, 16)), .rect(rect(14, 4, 4.5, 16))]))]),
    ]
}
