import Foundation
import ZoetropeDisplay

extension SymbolCatalog {
    /// A circle with `inner` cut out of it (even-odd), for the `.circle.fill` variants.
    private static func disc(with inner: DisplayPath) -> SymbolGlyph {
        SymbolGlyph([.fill(.union([circle(12, 12, 10.5), inner]), evenOdd: true)])
    }

    /// The outline of a polyline stroked `width` wide (miter joins, butt caps), as one simple polygon, so that it can
    /// be cut out of a disc with the even-odd rule.
    static func outline(_ points: [(Double, Double)], width: Double) -> DisplayPath {
        let half = width / 2
        func normal(_ a: (Double, Double), _ b: (Double, Double)) -> (Double, Double) {
            let dx = b.0 - a.0, dy = b.1 - a.1, length = (dx * dx + dy * dy).squareRoot()
            return (-dy / length, dx / length)
        }
        var left: [(Double, Double)] = [], right: [(Double, Double)] = []
        for (index, point) in points.enumerated() {
            let n: (Double, Double)
            var scale = half
            if index == 0 {
                n = normal(points[0], points[1])
            } else if index == points.count - 1 {
                n = normal(points[index - 1], point)
            } else {
                let n1 = normal(points[index - 1], point), n2 = normal(point, points[index + 1])
                let sum = (n1.0 + n2.0, n1.1 + n2.1), length = (sum.0 * sum.0 + sum.1 * sum.1).squareRoot()
                n = (sum.0 / length, sum.1 / length)
                scale = half / max(n.0 * n1.0 + n.1 * n1.1, 0.2)
            }
            left.append((point.0 + n.0 * scale, point.1 + n.1 * scale))
            right.append((point.0 - n.0 * scale, point.1 - n.1 * scale))
        }
        return .polyline(left + right.reversed(), closed: true)
    }

    /// A plus sign as one 12-point polygon, `size` across and `width` thick, centred on (12, 12).
    static func cross(size: Double, width: Double) -> DisplayPath {
        let a = size / 2, b = width / 2
        return .polyline([(12 - b, 12 - a), (12 + b, 12 - a), (12 + b, 12 - b), (12 + a, 12 - b), (12 + a, 12 + b), (12 + b, 12 + b),
                          (12 + b, 12 + a), (12 - b, 12 + a), (12 - b, 12 + b), (12 - a, 12 + b), (12 - a, 12 - b), (12 - b, 12 - b)],
                         closed: true)
    }

    private static func arrow(_ points: [(Double, Double)], shaft: [(Double, Double)]) -> SymbolGlyph {
        SymbolGlyph([.stroke(.union([.polyline(points), .polyline(shaft)]), width: 2)])
    }

    private static let bell: DisplayPath = {
        var p = DisplayPath()
        p.move(to: CGPoint(x: 4, y: 18))
        p.addLine(to: CGPoint(x: 20, y: 18))
        p.addCurve(to: CGPoint(x: 18, y: 10.5), control1: CGPoint(x: 18.5, y: 16), control2: CGPoint(x: 18, y: 14))
        p.addCurve(to: CGPoint(x: 6, y: 10.5), control1: CGPoint(x: 18, y: 3), control2: CGPoint(x: 6, y: 3))
        p.addCurve(to: CGPoint(x: 4, y: 18), control1: CGPoint(x: 6, y: 14), control2: CGPoint(x: 5.5, y: 16))
        p.closeSubpath()
        return p
    }()

    private static let house: DisplayPath = .polyline([(3, 11.5), (12, 3.5), (21, 11.5), (19, 11.5), (19, 20.5), (5, 20.5), (5, 11.5)],
                                                      closed: true)
    private static let bookmark: DisplayPath = .polyline([(6, 2.5), (18, 2.5), (18, 21.5), (12, 16.5), (6, 21.5)], closed: true)
    private static let person: DisplayPath = {
        var body = DisplayPath()
        body.move(to: CGPoint(x: 3.5, y: 21))
        body.addCurve(to: CGPoint(x: 20.5, y: 21), control1: CGPoint(x: 3.5, y: 11.5), control2: CGPoint(x: 20.5, y: 11.5))
        body.closeSubpath()
        return .union([circle(12, 7, 4.2), body])
    }()
    private static let paperplane: DisplayPath = .polyline([(2.5, 11), (21.5, 2.5), (14, 21.5), (11, 13.5)], closed: true)

    private static let gear: DisplayPath = {
        let teeth = 8
        var points: [(Double, Double)] = []
        for i in 0..<(teeth * 4) {
            let angle = Double(i) / Double(teeth * 4) * 2 * .pi
            let radius = (i % 4 == 0 || i % 4 == 1) ? 10.5 : 8.2
            points.append((12 + radius * cos(angle), 12 + radius * sin(angle)))
        }
        return .union([.polyline(points, closed: true), circle(12, 12, 3.5)])
    }()

    static let extended: [String: SymbolGlyph] = [
        "ellipsis.circle.fill": disc(with: .union([circle(7, 12, 1.7), circle(12, 12, 1.7), circle(17, 12, 1.7)])),
        "ellipsis.circle": SymbolGlyph([.stroke(circle(12, 12, 9.5), width: 1.6),
                                        .fill(.union([circle(7.5, 12, 1.5), circle(12, 12, 1.5), circle(16.5, 12, 1.5)]))]),
        "checkmark.circle.fill": disc(with: outline([(7, 12.5), (10.5, 16), (17, 8.5)], width: 2.2)),
        "xmark.circle.fill": disc(with: cross(size: 11, width: 2)
            .applying(Transform2D.translation(x: 12, y: 12).concatenating(.rotation(radians: .pi / 4)).concatenating(.translation(x: -12, y: -12)))),
        "plus.circle.fill": disc(with: cross(size: 11, width: 2)),
        "info.circle": SymbolGlyph([.stroke(circle(12, 12, 9.5), width: 1.6),
                                    .stroke(.polyline([(12, 11), (12, 17)]), width: 2), .fill(circle(12, 7.5, 1.3))]),
        "square": SymbolGlyph([.stroke(.roundedRect(rect(3.5, 3.5, 17, 17), cornerWidth: 3, cornerHeight: 3, style: .continuous), width: 1.6)]),
        "square.fill": SymbolGlyph([.fill(.roundedRect(rect(3, 3, 18, 18), cornerWidth: 3, cornerHeight: 3, style: .continuous))]),
        "trash": SymbolGlyph([.stroke(.union([
            .polyline([(3.5, 6), (20.5, 6)]), .polyline([(9, 6), (9, 3), (15, 3), (15, 6)]),
            .polyline([(5.5, 6), (6.5, 21), (17.5, 21), (18.5, 6)]),
            .polyline([(10, 10), (10, 17)]), .polyline([(14, 10), (14, 17)]),
        ]), width: 1.6)]),
        "gear": SymbolGlyph([.fill(gear, evenOdd: true)]),
        "person": SymbolGlyph([.stroke(person, width: 1.6)]),
        "person.fill": SymbolGlyph([.fill(person)]),
        "magnifyingglass": SymbolGlyph([.stroke(.union([circle(10, 10, 6.5), .polyline([(15, 15), (20.5, 20.5)])]), width: 2)]),
        "square.and.arrow.up": SymbolGlyph([.stroke(.union([
            .polyline([(8, 9), (5, 9), (5, 21), (19, 21), (19, 9), (16, 9)]),
            .polyline([(12, 2.5), (12, 14.5)]), .polyline([(8, 6.5), (12, 2.5), (16, 6.5)]),
        ]), width: 1.6)]),
        "bell": SymbolGlyph([.stroke(bell, width: 1.6), .fill(circle(12, 20.5, 2))]),
        "bell.fill": SymbolGlyph([.fill(.union([bell, circle(12, 20.5, 2)]))]),
        "house": SymbolGlyph([.stroke(house, width: 1.6)]),
        "house.fill": SymbolGlyph([.fill(house)]),
        "bookmark": SymbolGlyph(aspect: 0.75, [.stroke(bookmark.applying(.translation(x: -3, y: 0)), width: 1.6)]),
        "bookmark.fill": SymbolGlyph(aspect: 0.75, [.fill(bookmark.applying(.translation(x: -3, y: 0)))]),
        "paperplane.fill": SymbolGlyph([.fill(paperplane)]),
        "music.note": SymbolGlyph([.fill(.union([.ellipse(in: rect(4.5, 15, 8, 6)), .rect(rect(10.6, 3, 1.9, 15.5)),
                                                 .polyline([(10.6, 3), (18.5, 5.5), (18.5, 9), (12.5, 7)], closed: true)]))]),
        "arrow.right": arrow([(13, 5), (20, 12), (13, 19)], shaft: [(4, 12), (20, 12)]),
        "arrow.left": arrow([(11, 5), (4, 12), (11, 19)], shaft: [(4, 12), (20, 12)]),
        "arrow.up": arrow([(5, 11), (12, 4), (19, 11)], shaft: [(12, 4), (12, 20)]),
        "arrow.down": arrow([(5, 13), (12, 20), (19, 13)], shaft: [(12, 4), (12, 20)]),
    ]
}
