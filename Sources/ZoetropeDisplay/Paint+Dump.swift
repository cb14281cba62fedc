import Foundation
import ZoetropeMotion

extension Paint {
    /// The paint as text dumps show it: a colour's hex, or the gradient's kind, geometry and stops.
    var dumpDescription: String {
        typealias D = DisplayList
        func stops(_ stops: [GradientStop]) -> String {
            stops.map { "\($0.color.hexString)@\(NumberText.thousandths($0.location))" }.joined(separator: ",")
        }
        switch self {
        case let .color(color):
            return color.hexString
        case let .linearGradient(s, start, end):
            return "linear \(D.point(start))->\(D.point(end)) [\(stops(s))]"
        case let .radialGradient(s, center, r0, r1, verticalScale):
            let scale = verticalScale == 1 ? "" : " y×\(NumberText.thousandths(verticalScale))"
            return "radial \(D.point(center)) r \(NumberText.thousandths(r0))->\(NumberText.thousandths(r1))\(scale) [\(stops(s))]"
        case let .angularGradient(s, center, a0, a1):
            return "angular \(D.point(center)) \(NumberText.thousandths(a0))->\(NumberText.thousandths(a1)) rad [\(stops(s))]"
        case let .material(m):
            return "material blur \(NumberText.thousandths(m.blurRadius)) saturation \(NumberText.thousandths(m.saturation)) overlay \(m.overlay.hexString)"
        case let .mesh(mesh):
            return mesh.dumpDescription
        }
    }
}

extension GroupItem {
    /// The layer effects as text dumps show them ("" when there are none).
    var effectsDescription: String {
        typealias D = DisplayList
        var text = ""
        if clip != nil, clipStyle != ClipStyle() {
            text += " clip-style \(clipStyle.fillRule == .evenOdd ? "even-odd" : "non-zero")\(clipStyle.isAntialiased ? "" : " aliased")"
        }
        if let blur { text += " blur \(NumberText.thousandths(blur.radius))\(blur.isOpaque ? " opaque" : "")" }
        if let shadow {
            text += " shadow \(shadow.color.hexString) r \(NumberText.thousandths(shadow.radius)) at \(NumberText.thousandths(shadow.x)),\(NumberText.thousandths(shadow.y))"
        }
        if blendMode != .normal { text += " blend \(blendMode.rawValue)" }
        if isIsolated { text += " isolated" }
        if let colorMatrix {
            text += " color-matrix [\(colorMatrix.rows.map { $0.map { NumberText.thousandths($0) }.joined(separator: " ") }.joined(separator: "; "))]"
        }
        if let p = projection {
            text += " projection [\([p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33].map { NumberText.thousandths($0) }.joined(separator: " "))]"
        }
        return text
    }
}
