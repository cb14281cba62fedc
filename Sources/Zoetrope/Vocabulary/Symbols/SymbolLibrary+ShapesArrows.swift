import Foundation
import ZoetropeDisplay

extension SymbolLibrary {
    /// A closed polygon through `count` points on a circle of radius `r` about the centre, the first at `start°`.
    static func polygon(_ count: Int, r: Double, start: Double = -90, cx: Double = 12, cy: Double = 12) -> String {
        let points = (0..<count).map { i -> String in
            let angle = (start + Double(i) * 360 / Double(count)) * .pi / 180
            return String(format: "%.3f %.3f", cx + r * cos(angle), cy + r * sin(angle))
        }
        return "M" + points.joined(separator: " L") + " Z"
    }

    /// A seal: `count` scallops alternating between radii `outer` and `inner`.
    static func sealOutline(count: Int = 12, outer: Double = 10.2, inner: Double = 8.4) -> String {
        var points: [String] = []
        for i in 0..<(count * 2) {
            let angle = (-90 + Double(i) * 180 / Double(count)) * .pi / 180
            let r = i % 2 == 0 ? outer : inner
            points.append(String(format: "%.3f %.3f", 12 + r * cos(angle), 12 + r * sin(angle)))
        }
        return "M" + points.joined(separator: " L") + " Z"
    }

    /// Geometric shapes (SF Symbols' "Shapes" category) with their `.fill` forms; `circle` and `square` are among
    /// the first glyphs.
    static let shapes: [String: SymbolGlyph] = table(
        pair("triangle", "M12 3.8 L21 19.6 H3 Z")
            + pair("diamond", "M12 2.6 L21.4 12 L12 21.4 L2.6 12 Z")
            + pair("hexagon", polygon(6, r: 10))
            + pair("pentagon", polygon(5, r: 10, cy: 12.6))
            + pair("octagon", polygon(8, r: 10, start: -67.5))
            + pair("seal", sealOutline())
            + pair("capsule", "M7.5 7 H16.5 A5 5 0 0 1 16.5 17 H7.5 A5 5 0 0 1 7.5 7 Z")
            + pair("capsule.portrait", "M7 7.5 A5 5 0 0 1 17 7.5 V16.5 A5 5 0 0 1 7 16.5 Z")
            + pair("oval", "M2.5 12 A9.5 6.5 0 1 0 21.5 12 A9.5 6.5 0 1 0 2.5 12 Z")
            + pair("rectangle", "M4.5 5.5 H19.5 A2 2 0 0 1 21.5 7.5 V16.5 A2 2 0 0 1 19.5 18.5 H4.5 A2 2 0 0 1 2.5 16.5 V7.5 A2 2 0 0 1 4.5 5.5 Z")
            + pair("rectangle.portrait", "M7.5 2.5 H16.5 A2 2 0 0 1 18.5 4.5 V19.5 A2 2 0 0 1 16.5 21.5 H7.5 A2 2 0 0 1 5.5 19.5 V4.5 A2 2 0 0 1 7.5 2.5 Z")
            + pair("shield", "M12 2.5 L19.5 5.5 V11.5 C19.5 16 16.5 19.5 12 21.5 C7.5 19.5 4.5 16 4.5 11.5 V5.5 Z")
            + [
                ("circle.dashed", glyph(.stroke(SymbolCatalog.circle(12, 12, 9.5), width: 1.6),
                                        .knockout((0..<12).map { i in
                                            let a = (Double(i) * 30 + 15) * .pi / 180
                                            return .fill(SymbolCatalog.circle(12 + 9.5 * cos(a), 12 + 9.5 * sin(a), 1.3))
                                        }))),
                ("square.dashed", glyph(box(3.5, 3.5, 17, 17, 3, 1.6),
                                        cut(line("M9.5 2 V5 M14.5 2 V5 M9.5 19 V22 M14.5 19 V22 M2 9.5 H5 M2 14.5 H5 M19 9.5 H22 M19 14.5 H22", 1.4)))),
                ("circle.lefthalf.filled", glyph(ring(12, 12, 9.5, 1.6), solid("M12 2.5 A9.5 9.5 0 0 0 12 21.5 Z"))),
                ("square.on.square", glyph(box(8, 8, 13, 13, 2.5), line("M5 15.5 A2 2 0 0 1 3 13.5 V5 A2 2 0 0 1 5 3 H13.5 A2 2 0 0 1 15.5 5"))),
                ("circle.grid.2x2", glyph(ring(7.5, 7.5, 3.5), ring(16.5, 7.5, 3.5), ring(7.5, 16.5, 3.5), ring(16.5, 16.5, 3.5))),
                ("square.grid.2x2", glyph(box(3.5, 3.5, 7, 7, 1.8), box(13.5, 3.5, 7, 7, 1.8), box(3.5, 13.5, 7, 7, 1.8), box(13.5, 13.5, 7, 7, 1.8))),
                ("square.grid.2x2.fill", glyph(slab(2.7, 2.7, 8.6, 8.6, 2.2), slab(12.7, 2.7, 8.6, 8.6, 2.2),
                                               slab(2.7, 12.7, 8.6, 8.6, 2.2), slab(12.7, 12.7, 8.6, 8.6, 2.2))),
                ("square.grid.3x3", glyph(box(3, 3, 4.6, 4.6, 1.2, 1.4), box(9.7, 3, 4.6, 4.6, 1.2, 1.4), box(16.4, 3, 4.6, 4.6, 1.2, 1.4),
                                          box(3, 9.7, 4.6, 4.6, 1.2, 1.4), box(9.7, 9.7, 4.6, 4.6, 1.2, 1.4), box(16.4, 9.7, 4.6, 4.6, 1.2, 1.4),
                                          box(3, 16.4, 4.6, 4.6, 1.2, 1.4), box(9.7, 16.4, 4.6, 4.6, 1.2, 1.4), box(16.4, 16.4, 4.6, 4.6, 1.2, 1.4))),
            ])

    /// An arrow: its shaft and head as one stroke, at the arrows' width.
    static func arrowGlyph(_ data: String) -> SymbolGlyph { SymbolGlyph([line(data, 2)]) }

    private static let uturnLeft = "M8.5 4.5 L4 9 L8.5 13.5 M4 9 H14.5 A5.2 5.2 0 0 1 14.5 19.4 H11"
    private static let clockwise = "M18.9 9.5 A7.5 7.5 0 1 1 12 5 M9.2 2.2 L12 5 L9.2 7.8"
    private static let trianglePath = "M5.2 11.2 A7 7 0 0 1 17.4 7.6 M18.8 3.8 L17.6 7.8 L13.6 6.8 M18.8 12.8 A7 7 0 0 1 6.6 16.4 M5.2 20.2 L6.4 16.2 L10.4 17.2"

    /// Arrows and chevrons (SF Symbols' "Arrows" category); `arrow.up/down/left/right` and the four chevrons are
    /// among the first glyphs.
    static let arrows: [String: SymbolGlyph] = table([
        ("arrow.up.right", arrowGlyph("M5.5 18.5 L18.5 5.5 M8.5 5.5 H18.5 V15.5")),
        ("arrow.up.left", arrowGlyph("M18.5 18.5 L5.5 5.5 M15.5 5.5 H5.5 V15.5")),
        ("arrow.down.right", arrowGlyph("M5.5 5.5 L18.5 18.5 M8.5 18.5 H18.5 V8.5")),
        ("arrow.down.left", arrowGlyph("M18.5 5.5 L5.5 18.5 M15.5 18.5 H5.5 V8.5")),
        ("arrow.forward", arrowGlyph("M13 5 L20 12 L13 19 M4 12 H20")),
        ("arrow.backward", arrowGlyph("M11 5 L4 12 L11 19 M4 12 H20")),
        ("arrow.clockwise", arrowGlyph(clockwise)),
        ("arrow.counterclockwise", SymbolGlyph(mirrored([line(clockwise, 2)]))),
        ("arrow.triangle.2.circlepath", arrowGlyph(trianglePath)),
        ("arrow.2.circlepath", arrowGlyph("M4.6 11 A7.5 7.5 0 0 1 18 7.2 M18.6 3.2 L18.2 7.4 L14 7 M19.4 13 A7.5 7.5 0 0 1 6 16.8 M5.4 20.8 L5.8 16.6 L10 17")),
        ("arrow.uturn.left", arrowGlyph(uturnLeft)),
        ("arrow.uturn.backward", arrowGlyph(uturnLeft)),
        ("arrow.uturn.right", SymbolGlyph(mirrored([line(uturnLeft, 2)]))),
        ("arrow.uturn.forward", SymbolGlyph(mirrored([line(uturnLeft, 2)]))),
        ("arrow.uturn.up", SymbolGlyph(rotated([line(uturnLeft, 2)], 90))),
        ("arrow.uturn.down", SymbolGlyph(rotated([line(uturnLeft, 2)], -90))),
        ("arrow.left.arrow.right", arrowGlyph("M4 8 H19.5 M16 4.5 L19.5 8 L16 11.5 M20 16 H4.5 M8 12.5 L4.5 16 L8 19.5")),
        ("arrow.up.arrow.down", arrowGlyph("M8 20 V4.5 M4.5 8 L8 4.5 L11.5 8 M16 4 V19.5 M12.5 16 L16 19.5 L19.5 16")),
        ("arrow.up.and.down", arrowGlyph("M12 3.5 V20.5 M7.5 8 L12 3.5 L16.5 8 M7.5 16 L12 20.5 L16.5 16")),
        ("arrow.left.and.right", arrowGlyph("M3.5 12 H20.5 M8 7.5 L3.5 12 L8 16.5 M16 7.5 L20.5 12 L16 16.5")),
        ("arrow.up.to.line", arrowGlyph("M5 3.5 H19 M12 8 V21 M6.5 13.5 L12 8 L17.5 13.5")),
        ("arrow.down.to.line", arrowGlyph("M5 20.5 H19 M12 3 V16 M6.5 10.5 L12 16 L17.5 10.5")),
        ("arrow.up.left.and.arrow.down.right", arrowGlyph("M4 4 L10 10 M4 9.5 V4 H9.5 M20 20 L14 14 M20 14.5 V20 H14.5")),
        ("arrow.down.right.and.arrow.up.left", arrowGlyph("M4 4 L10 10 M4.5 10 H10 V4.5 M20 20 L14 14 M19.5 14 H14 V19.5")),
        ("arrow.turn.up.left", arrowGlyph("M20 20 V13 A4 4 0 0 0 16 9 H4.5 M9 4.5 L4.5 9 L9 13.5")),
        ("arrow.turn.up.right", arrowGlyph("M4 20 V13 A4 4 0 0 1 8 9 H19.5 M15 4.5 L19.5 9 L15 13.5")),
        ("arrowshape.turn.up.left", SymbolGlyph([line("M10 4.5 L3 11 L10 17.5 V13.5 C15 13.5 18.5 15 21 19.5 C20.3 12.8 16.5 8.5 10 8.5 Z")])),
        ("arrowshape.turn.up.left.fill", SymbolGlyph([solid("M10 4.5 L3 11 L10 17.5 V13.5 C15 13.5 18.5 15 21 19.5 C20.3 12.8 16.5 8.5 10 8.5 Z"),
                                                      line("M10 4.5 L3 11 L10 17.5 V13.5 C15 13.5 18.5 15 21 19.5 C20.3 12.8 16.5 8.5 10 8.5 Z")])),
        ("chevron.forward", SymbolGlyph(aspect: 0.6, [line("M4.5 4 L11.5 12 L4.5 20", 2)])),
        ("chevron.backward", SymbolGlyph(aspect: 0.6, [line("M9.9 4 L2.9 12 L9.9 20", 2)])),
        ("chevron.left.2", arrowGlyph("M11.5 5 L4.5 12 L11.5 19 M19 5 L12 12 L19 19")),
        ("chevron.right.2", arrowGlyph("M12.5 5 L19.5 12 L12.5 19 M5 5 L12 12 L5 19")),
        ("chevron.up.chevron.down", arrowGlyph("M7.5 9 L12 4.5 L16.5 9 M7.5 15 L12 19.5 L16.5 15")),
        ("chevron.compact.up", arrowGlyph("M4 14 L12 10 L20 14")),
        ("chevron.compact.down", arrowGlyph("M4 10 L12 14 L20 10")),
        ("return", arrowGlyph("M20 5 V12 A3 3 0 0 1 17 15 H4.5 M9 10.5 L4.5 15 L9 19.5")),
    ] + blockArrows)

    /// The block arrows, outlined and filled; `backward` and `forward` point left and right (Zoetrope lays out left
    /// to right).
    private static let blockArrows: [(String, SymbolGlyph)] = {
        let left = "M3 12 L11 4.5 V8.5 H21 V15.5 H11 V19.5 Z", right = "M21 12 L13 4.5 V8.5 H3 V15.5 H13 V19.5 Z"
        return pair("arrowshape.left", left) + pair("arrowshape.backward", left)
            + pair("arrowshape.right", right) + pair("arrowshape.forward", right)
            + pair("arrowshape.up", "M12 3 L19.5 11 H15.5 V21 H8.5 V11 H4.5 Z")
            + pair("arrowshape.down", "M12 21 L19.5 13 H15.5 V3 H8.5 V13 H4.5 Z")
    }()
}
