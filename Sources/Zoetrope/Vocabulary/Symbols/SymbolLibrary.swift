import Foundation
import ZoetropeDisplay

/// The building blocks of the symbol library beyond the first 47 glyphs: our own drawings on the 24 × 24 grid, in
/// SVG path data (a compact notation that `DisplayPath(svgPath:)` reads), stroked as monolines with round caps at
/// regular weight or filled solid. Nothing here is traced from Apple's or anyone's glyphs.
///
/// Each category is a table of names; `SymbolCatalog+Enclosures` composes bases with the `.circle`, `.circle.fill`,
/// `.square` and `.square.fill` enclosures and draws the numbered symbols.
enum SymbolLibrary {
    typealias Part = SymbolGlyph.Part

    /// The stroke width of a regular-weight outline, in grid units (the first glyphs use 1.6 to 2).
    static let regular = 1.7

    /// A path from SVG path data in grid units; data that does not parse draws nothing (a test parses every entry).
    static func path(_ data: String) -> DisplayPath { (try? DisplayPath(svgPath: data)) ?? DisplayPath() }

    /// Whether SVG path data parses (for tests).
    static func parses(_ data: String) -> Bool { (try? DisplayPath(svgPath: data)) != nil }

    static func line(_ data: String, _ width: Double = regular) -> Part { .stroke(path(data), width: width) }
    static func solid(_ data: String, evenOdd: Bool = false) -> Part { .fill(path(data), evenOdd: evenOdd) }
    static func dot(_ x: Double, _ y: Double, _ r: Double) -> Part { .fill(SymbolCatalog.circle(x, y, r)) }
    static func ring(_ x: Double, _ y: Double, _ r: Double, _ width: Double = regular) -> Part {
        .stroke(SymbolCatalog.circle(x, y, r), width: width)
    }
    /// A rounded rectangle outline.
    static func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double, _ width: Double = regular) -> Part {
        .stroke(roundedRect(x, y, w, h, r), width: width)
    }
    /// A filled rounded rectangle.
    static func slab(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) -> Part {
        .fill(roundedRect(x, y, w, h, r))
    }
    static func roundedRect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) -> DisplayPath {
        .roundedRect(SymbolCatalog.rect(x, y, w, h), cornerWidth: r, cornerHeight: r, style: .continuous)
    }
    static func cut(_ parts: Part...) -> Part { .knockout(parts) }
    static func glyph(_ parts: Part..., aspect: Double = 1) -> SymbolGlyph { SymbolGlyph(aspect: aspect, parts) }

    /// An outline glyph and its `.fill` form from one closed shape: the fill is the shape filled and stroked with
    /// the same width, so both have the same size; `extra` (details) are drawn on the outline and cut out of the
    /// fill.
    static func pair(_ name: String, _ shape: String, extra: [Part] = [], width: Double = regular) -> [(String, SymbolGlyph)] {
        let outline = line(shape, width)
        let fill: [Part] = [solid(shape), outline] + (extra.isEmpty ? [] : [.knockout(extra)])
        return [(name, SymbolGlyph([outline] + extra)), (name + ".fill", SymbolGlyph(fill))]
    }

    /// The same parts with a slash across them: SF Symbols' `.slash` variants (a gap cut beside the stroke).
    static func slashed(_ parts: [Part]) -> SymbolGlyph {
        SymbolGlyph(parts + [.knockout([line("M4.6 2.2 L21.8 19.4", 1.7)]), line("M3.5 3.5 L20.5 20.5")])
    }

    /// Parts rotated by `degrees` about the grid's centre.
    static func rotated(_ parts: [Part], _ degrees: Double) -> [Part] {
        let turn = Transform2D.translation(x: 12, y: 12).concatenating(.rotation(radians: degrees * .pi / 180))
            .concatenating(.translation(x: -12, y: -12))
        return parts.map { $0.applying(turn) }
    }

    /// Parts mirrored left to right.
    static func mirrored(_ parts: [Part]) -> [Part] {
        parts.map { $0.applying(Transform2D.translation(x: 24, y: 0).concatenating(.scale(x: -1, y: 1))) }
    }

    /// Parts scaled by `factor` about (`x`, `y`) and moved by (`dx`, `dy`).
    static func moved(_ parts: [Part], scale factor: Double = 1, about x: Double = 12, _ y: Double = 12,
                      dx: Double = 0, dy: Double = 0) -> [Part] {
        let transform = Transform2D.translation(x: x + dx, y: y + dy).concatenating(.scale(x: factor, y: factor))
            .concatenating(.translation(x: -x, y: -y))
        return parts.map { $0.applying(transform) }
    }

    /// A table from a list of entries (later entries do not replace earlier ones).
    static func table(_ entries: [(String, SymbolGlyph)]) -> [String: SymbolGlyph] {
        Dictionary(entries, uniquingKeysWith: { first, _ in first })
    }

    /// Every category, by name (what `docs/swiftui-coverage.md` and the tests count).
    static let categories: [(name: String, glyphs: [String: SymbolGlyph])] = [
        ("shapes", shapes), ("arrows", arrows), ("media", media), ("communication", communication),
        ("weather", weather), ("devices", devices), ("everyday", everyday),
    ]

    /// All the drawn (not composed) glyphs of the library.
    static let all: [String: SymbolGlyph] = categories.reduce(into: [:]) { result, category in
        result.merge(category.glyphs) { first, _ in first }
    }
}
