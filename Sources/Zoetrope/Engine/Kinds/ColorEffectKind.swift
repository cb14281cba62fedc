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

    static let brightness = AttributeDescriptor("brightness", .factor)
    static let contrast = AttributeDescriptor("contrast", .factor)
    static let saturation = AttributeDescriptor("saturation", .factor)
    static let grayscale = AttributeDescriptor("grayscale", .factor)
    /// The hue rotation's angle, in degrees.
    static let hueRotation = AttributeDescriptor("hueRotation", .angle)
    /// The colour multiplied in (`colorMultiply`): traced by its track only.
    static let colorMultiply = AttributeDescriptor("colorMultiply", .colour)
    static let traced = TracedKind("ColorEffectKind", attributes: [brightness, contrast, saturation, grayscale, hueRotation,
                                                                   colorMultiply])
    var traced: TracedKind { Self.traced }

    /// The descriptor of its animatable amount, nil for an effect without one.
    private var amountAttribute: AttributeDescriptor? {
        switch effect {
        case .brightness: return Self.brightness
        case .contrast: return Self.contrast
        case .saturation: return Self.saturation
        case .grayscale: return Self.grayscale
        case .hueRotation: return Self.hueRotation
        case .multiply, .invert, .luminanceToAlpha: return nil
        }
    }

    /// The amount as traced: a hue rotation's in degrees (its animatable angle is radians × 128).
    private func traced(_ v: Vector4) -> InspectedValue {
        if case .hueRotation = effect { return .number(RotationKind.degrees(v)) }
        return .number(v.x)
    }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] {
        guard let amount, let descriptor = amountAttribute else { return [] }
        return [TracedAttribute(descriptor, traced(sampler.effect(of: node, model: Vector4(amount))))]
    }

    func trackedAttribute(_ attribute: TrackKey.Attribute, of node: Node) -> TrackedAttribute? {
        guard attribute == .effect else { return nil }
        if case .multiply = effect { return .colour(Self.colorMultiply) }
        return amountAttribute.map { descriptor in TrackedAttribute(descriptor) { self.traced($0) } }
    }
}

extension NodeKind {
    static func colorEffect(_ effect: ColorEffectKind.Effect) -> NodeKind { NodeKind(ColorEffectKind(effect: effect)) }
}
