import Foundation
import ZoetropeMotion

extension DisplayList {
    /// A stable, human-readable dump: one line per item, numbers rounded to 1/1000 pt, so two frames diff cleanly.
    public var textDump: String {
        var lines = ["list \(NumberText.thousandths(size.width))x\(NumberText.thousandths(size.height)) @\(NumberText.thousandths(scale))x background \(background?.hexString ?? "none")"]
        for item in items { Self.dump(item, depth: 1, into: &lines) }
        return lines.joined(separator: "\n") + "\n"
    }

    static func point(_ p: CGPoint) -> String { "\(NumberText.thousandths(p.x)),\(NumberText.thousandths(p.y))" }

    static func dump(_ item: DisplayItem, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        switch item {
        case let .group(group):
            var line = indent + "group"
            if let label = group.label { line += " \"\(label)\"" }
            if !group.transform.isIdentity {
                let t = group.transform
                line += " transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { NumberText.thousandths($0) }.joined(separator: " "))]"
            }
            if group.opacity != 1 { line += " opacity \(NumberText.thousandths(group.opacity))" }
            if let clip = group.clip { line += " clip {\(describe(clip))}" }
            line += group.effectsDescription
            lines.append(line)
            for child in group.children { dump(child, depth: depth + 1, into: &lines) }
            if let mask = group.mask {
                lines.append(indent + "  mask")
                for item in mask { dump(item, depth: depth + 2, into: &lines) }
            }
        case let .shape(shape):
            var line = indent + (shape.stroke == nil ? "fill" : "stroke")
            line += " " + shape.paint.dumpDescription
            if let stroke = shape.stroke {
                line += " width \(NumberText.thousandths(stroke.lineWidth))"
                if !stroke.dash.isEmpty { line += " dash \(stroke.dash.map { NumberText.thousandths($0) }.joined(separator: ","))" }
            }
            if shape.fillRule == .evenOdd { line += " even-odd" }
            line += " {\(describe(shape.path))}"
            lines.append(line)
        case let .text(text):
            lines.append(indent + text.dumpLine)
        case let .image(image):
            let r = image.rect
            lines.append(indent + "image \"\(image.path)\" \(NumberText.thousandths(r.minX)),\(NumberText.thousandths(r.minY)) \(NumberText.thousandths(r.width))x\(NumberText.thousandths(r.height))")
        }
    }

    static func describe(_ path: DisplayPath) -> String {
        path.elements.map { element -> String in
            switch element {
            case let .move(p): return "M\(point(p))"
            case let .line(p): return "L\(point(p))"
            case let .quadCurve(p, c): return "Q\(point(c)) \(point(p))"
            case let .curve(p, c1, c2): return "C\(point(c1)) \(point(c2)) \(point(p))"
            case .closeSubpath: return "Z"
            }
        }.joined(separator: " ")
    }
}
