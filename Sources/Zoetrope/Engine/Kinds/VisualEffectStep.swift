import Foundation
import ZoetropeDisplay

/// One effect of a `VisualEffect` chain, with its parameters: what `visualEffect` and `scrollTransition` draw.
enum VisualEffectStep: Sendable {
    case offset(CGSize)
    /// An affine transform in the view's own coordinates (`transformEffect`).
    case transform(Transform2D)
    case scale(CGSize, anchor: UnitPoint)
    /// Radians, clockwise.
    case rotation(Double, anchor: UnitPoint)
    /// Radians about the axis (x, y, z), as `rotation3DEffect` draws it.
    case rotation3D(Double, axis: [Double], anchor: UnitPoint, anchorZ: Double, perspective: Double)
    case opacity(Double)
    /// The Gaussian's standard deviation in points.
    case blur(Double, opaque: Bool)
    /// A colour matrix effect with its amount (`brightness`, `contrast`, …); not a multiply.
    case color(ColorEffectKind.Effect)
    case multiply(Color)
    /// A multiply whose colour is resolved (what interpolation makes).
    case resolvedMultiply(ResolvedColor)

    /// The colour of a multiply, resolved for `scheme`; nil for other effects.
    func multipliedColor(in scheme: ColorScheme) -> ResolvedColor? {
        switch self {
        case let .multiply(color): return color.resolve(in: scheme)
        case let .resolvedMultiply(color): return color
        default: return nil
        }
    }

    /// Whether its numbers are all finite: a step with a NaN or infinite number (a division by a zero width in the
    /// closure) is not drawn.
    var isFinite: Bool {
        switch self {
        case let .offset(o): return o.width.isFinite && o.height.isFinite
        case let .transform(t): return [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
        case let .scale(s, _): return s.width.isFinite && s.height.isFinite
        case let .rotation(r, _): return r.isFinite
        case let .rotation3D(r, axis, _, z, p): return r.isFinite && z.isFinite && p.isFinite && axis.allSatisfy(\.isFinite)
        case let .opacity(o): return o.isFinite
        case let .blur(r, _): return r.isFinite
        case let .color(effect): return effect.plainAmount?.isFinite ?? true
        case .multiply, .resolvedMultiply: return true
        }
    }

    /// This step `amount` of the way to `other` (0: this one, 1: `other`), each number interpolated linearly, as an
    /// animatable effect's data is; nil when the two are different effects. Anchors and axes are `other`'s.
    func interpolated(towards other: VisualEffectStep, amount t: Double, scheme: ColorScheme) -> VisualEffectStep? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        func mix(_ a: CGSize, _ b: CGSize) -> CGSize { CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)) }
        switch (self, other) {
        case let (.offset(a), .offset(b)): return .offset(mix(a, b))
        case let (.transform(a), .transform(b)):
            return .transform(Transform2D(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                                          tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        case let (.scale(a, _), .scale(b, anchor)): return .scale(mix(a, b), anchor: anchor)
        case let (.rotation(a, _), .rotation(b, anchor)): return .rotation(mix(a, b), anchor: anchor)
        case let (.rotation3D(a, _, _, z0, p0), .rotation3D(b, axis, anchor, z1, p1)):
            return .rotation3D(mix(a, b), axis: axis, anchor: anchor, anchorZ: mix(z0, z1), perspective: mix(p0, p1))
        case let (.opacity(a), .opacity(b)): return .opacity(mix(a, b))
        case let (.blur(a, _), .blur(b, opaque)): return .blur(mix(a, b), opaque: opaque)
        case let (.color(a), .color(b)):
            guard let x = a.plainAmount, let y = b.plainAmount else { return nil }
            return b.with(plainAmount: mix(x, y)).map { .color($0) }
        default:
            guard let a = multipliedColor(in: scheme), let b = other.multipliedColor(in: scheme) else { return nil }
            let u = a.animatableVector, v = b.animatableVector
            return .resolvedMultiply(ResolvedColor(animatableVector: Vector4(mix(u.x, v.x), mix(u.y, v.y), mix(u.z, v.z),
                                                                             mix(u.w, v.w))))
        }
    }

    /// `from` `amount` of the way to `to`, step by step; `to` when the two chains differ in their effects.
    static func interpolate(_ from: [VisualEffectStep], _ to: [VisualEffectStep], amount: Double,
                            scheme: ColorScheme) -> [VisualEffectStep] {
        guard amount != 1, from.count == to.count else { return to }
        var steps: [VisualEffectStep] = []
        for (a, b) in zip(from, to) {
            guard let step = a.interpolated(towards: b, amount: amount, scheme: scheme) else { return to }
            steps.append(step)
        }
        return steps
    }
}

/// What a chain of effects does to a layer: its geometry (an affine transform, or a projection when a 3D rotation is
/// among them), its opacity, its blur and its colour matrix, each combined over the chain.
struct VisualEffectRendering {
    /// The geometry, in the view's own coordinates (applied to the content first, the outermost effect last).
    var transform = Transform2D.identity
    /// The whole geometry as a projection, when a 3D rotation is among the effects; nil otherwise.
    var projection: Projection?
    var opacity = 1.0
    /// The combined standard deviation: Gaussians in series add their variances.
    var blur: LayerBlur?
    var colorMatrix: ColorMatrix?

    /// The chain `steps` (innermost first) for a view of `size`, colours resolved for `scheme`.
    init(_ steps: [VisualEffectStep], size: CGSize, scheme: ColorScheme) {
        var geometry = Projection.identity
        var isProjected = false
        for step in steps where step.isFinite {
            switch step {
            case let .offset(o): transform = Transform2D.translation(x: o.width, y: o.height).concatenating(transform)
            case let .transform(t): transform = t.concatenating(transform)
            case let .scale(s, anchor):
                transform = NodeLayer.about(anchor, in: size, .scale(x: s.width, y: s.height)).concatenating(transform)
            case let .rotation(radians, anchor):
                transform = NodeLayer.about(anchor, in: size, .rotation(radians: radians)).concatenating(transform)
            case let .rotation3D(radians, axis, anchor, anchorZ, perspective):
                guard axis.count == 3, let p = Rotation3DKind.projection(radians: radians, axis: (axis[0], axis[1], axis[2]),
                                                                         anchor: anchor, anchorZ: anchorZ,
                                                                         perspective: perspective, size: size) else { continue }
                // The affine effects so far, then the rotation; the ones after it follow on the projection.
                geometry = geometry.then(Projection(transform)).then(p)
                transform = .identity
                isProjected = true
            case let .opacity(o): opacity *= min(max(o, 0), 1)
            case let .blur(radius, opaque):
                guard radius > 0 else { continue }
                let previous = blur?.radius ?? 0
                blur = LayerBlur(radius: (previous * previous + radius * radius).squareRoot(), isOpaque: opaque)
            case let .color(effect): combine(effect.matrix)
            case .multiply, .resolvedMultiply:
                guard let c = step.multipliedColor(in: scheme) else { continue }
                combine(.multiply(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.opacity)))
            }
        }
        if isProjected {
            projection = geometry.then(Projection(transform))
            transform = .identity
        }
    }

    /// Adds `outer` after the colour matrix so far (colours are not clamped between the two).
    private mutating func combine(_ outer: ColorMatrix) {
        guard let inner = colorMatrix else {
            colorMatrix = outer
            return
        }
        var rows: [[Double]] = []
        for i in 0..<4 {
            var row = [Double](repeating: 0, count: 5)
            for j in 0..<5 {
                var v = j == 4 ? outer.rows[i][4] : 0
                for k in 0..<4 { v += outer.rows[i][k] * inner.rows[k][j] }
                row[j] = v
            }
            rows.append(row)
        }
        colorMatrix = ColorMatrix(rows: rows)
    }

    /// Adds these effects to `layer` (after what its kind drew so far).
    func apply(to layer: inout NodeLayer) {
        if transform != .identity { layer.transform = layer.transform.concatenating(transform) }
        if let projection, !projection.isIdentity { layer.projection = projection }
        if opacity < 1 {
            layer.opacity *= opacity
            if layer.opacity <= 0 { layer.hide() }
        }
        if let blur { layer.blur = blur }
        if let colorMatrix {
            let changes = zip(colorMatrix.rows.joined(), ColorMatrix.identity.rows.joined()).contains { abs($0 - $1) > 1e-6 }
            if changes { layer.colorMatrix = colorMatrix }
        }
    }
}

extension ColorEffectKind.Effect {
    /// The effect's number in its own unit (radians for a hue rotation); nil for those without one.
    var plainAmount: Double? {
        switch self {
        case let .brightness(v), let .contrast(v), let .saturation(v), let .grayscale(v), let .hueRotation(v): return v
        case .multiply, .invert, .luminanceToAlpha: return nil
        }
    }

    /// The same effect with `amount` as its number; nil for those without one.
    func with(plainAmount v: Double) -> ColorEffectKind.Effect? {
        switch self {
        case .brightness: return .brightness(v)
        case .contrast: return .contrast(v)
        case .saturation: return .saturation(v)
        case .grayscale: return .grayscale(v)
        case .hueRotation: return .hueRotation(v)
        case .multiply, .invert, .luminanceToAlpha: return nil
        }
    }

    /// Its colour matrix (W3C Filter Effects 1, as `ColorEffectKind` draws it).
    var matrix: ColorMatrix {
        switch self {
        case let .brightness(v): return .brightness(v)
        case let .contrast(v): return .contrast(v)
        case let .saturation(v): return .saturation(v)
        case let .grayscale(v): return .grayscale(v)
        case let .hueRotation(v): return .hueRotation(radians: v)
        case let .multiply(c):
            return .multiply(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.opacity))
        case .invert: return .inversion
        case .luminanceToAlpha: return .luminanceToAlpha
        }
    }
}
