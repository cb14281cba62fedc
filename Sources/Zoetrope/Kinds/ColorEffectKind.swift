import Foundation
import ZoetropeDisplay

/// Filters the colours of its content's layer through a colour matrix (`.brightness`, `.contrast`, `.saturation`,
/// `.grayscale`, `.hueRotation`, `.colorMultiply`, `.colorInvert`, `.luminanceToAlpha`). The amount, the angle or
/// the multiplied colour animates (a colour as a fill does). The matrices are in `ColorMatrix` (W3C Filter
/// Effects 1).
struct ColorEffectKind: ViewKind {
    enum Effect {
        case brightness(Double)
        case contrast(Double)
        case saturation(Double)
        case grayscale(Double)
        /// The angle in radians.
        case hueRotation(Double)
        case multiply(ResolvedColor)
        case invert
        case luminanceToAlpha
    }

    let effect: Effect

    func name(of node: Node) -> String {
        switch effect {
        case .brightness: return "brightness"
        case .contrast: return "contrast"
        case .saturation: return "saturation"
        case .grayscale: return "grayscale"
        case .hueRotation: return "hueRotation"
        case .multiply: return "colorMultiply"
        case .invert: return "colorInvert"
        case .luminanceToAlpha: return "luminanceToAlpha"
        }
    }

    /// The animatable amount: the number, or for a hue rotation the angle's animatable data (radians × 128).
    private var amount: Double? {
        switch effect {
        case let .brightness(v), let .contrast(v), let .saturation(v), let .grayscale(v): return v
        case let .hueRotation(radians): return Angle(radians: radians).animatableData
        case .multiply, .invert, .luminanceToAlpha: return nil
        }
    }

    func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)] {
        if case let .multiply(color) = effect { return [(.effect, color.animatableVector)] }
        return amount.map { [(.effect, Vector4($0))] } ?? []
    }

    /// The matrix at the presented amount.
    func matrix(_ node: Node, sampler: Sampler) -> ColorMatrix {
        if case let .multiply(model) = effect {
            let color = ResolvedColor(animatableVector: sampler.effect(of: node, model: model.animatableVector))
            return .multiply(red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.opacity))
        }
        let v = amount.map { sampler.effect(of: node, model: Vector4($0)).x } ?? 0
        switch effect {
        case .brightness: return .brightness(v)
        case .contrast: return .contrast(v)
        case .saturation: return .saturation(v)
        case .grayscale: return .grayscale(v)
        case .hueRotation: return .hueRotation(radians: v / 128)
        case .multiply: return .identity
        case .invert: return .inversion
        case .luminanceToAlpha: return .luminanceToAlpha
        }
    }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        let matrix = matrix(node, sampler: sampler)
        // A matrix that changes no 8-bit value (white's components round-trip through Float to 0.99999994) is
        // left out: the layer is then drawn directly.
        let changes = zip(matrix.rows.joined(), ColorMatrix.identity.rows.joined()).contains { abs($0 - $1) > 1e-6 }
        if changes { layer.colorMatrix = matrix }
    }

    func style(of node: Node, sampler: Sampler) -> [String: InspectedValue] {
        guard let amount else { return [:] }
        let v = sampler.effect(of: node, model: Vector4(amount)).x
        if case .hueRotation = effect { return ["hueRotation": .number(v / 128 * 180 / .pi)] }
        return [name(of: node): .number(v)]
    }
}

extension NodeKind {
    static func colorEffect(_ effect: ColorEffectKind.Effect) -> NodeKind { NodeKind(ColorEffectKind(effect: effect)) }
}
