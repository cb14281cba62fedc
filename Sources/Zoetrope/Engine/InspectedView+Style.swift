import Foundation
import ZoetropeDisplay

/// One value of a view's resolved style in an inspection: a number, a list of numbers, or text.
public enum InspectedValue: Hashable, Sendable, Encodable, CustomStringConvertible {
    case number(Double)
    case numbers([Double])
    case text(String)

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .number(v): try container.encode(InspectedView.rounded(v))
        case let .numbers(v): try container.encode(v.map(InspectedView.rounded))
        case let .text(v): try container.encode(v)
        }
    }

    public var description: String {
        switch self {
        case let .number(v): return String(InspectedView.rounded(v))
        case let .numbers(v): return v.map { String(InspectedView.rounded($0)) }.joined(separator: ",")
        case let .text(v):
            // One line, whatever the text holds: quotes, backslashes and line breaks are escaped.
            let escaped = v.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
            return v.contains(" ") || escaped != v ? "\"\(escaped)\"" : v
        }
    }
}

extension SceneTimeline {
    /// The resolved style of a node at `time`: what it is painted with (presented colours as sRGB hex with alpha),
    /// its text, font or symbol, and its render effect's presented value.
    func inspectedStyle(of node: Node, sampler: Sampler) -> [String: InspectedValue] {
        var style: [String: InspectedValue] = [:]
        func color(_ model: ResolvedColor) -> InspectedValue {
            .text(sampler.fill(of: node, model: model).displayColor.hexString)
        }
        switch node.kind {
        case let .shape(content):
            let paint: InspectedValue
            switch content.paint {
            case let .color(model): paint = color(model)
            case let .gradient(gradient): paint = .text(gradient.inspectionDescription)
            case let .material(material):
                paint = .text("material(blur \(InspectedView.rounded(material.blurRadius)), overlay \(material.overlay.hexString))")
            }
            style[content.stroke == nil ? "fill" : "stroke"] = paint
            if let stroke = content.stroke { style["lineWidth"] = .number(Double(stroke.lineWidth)) }
        case let .color(model), let .divider(model, _):
            style["fill"] = color(model)
        case let .text(run, model):
            style["foreground"] = color(model)
            style["text"] = .text(run.string)
            let font = run.font
            style["font"] = .text("\(font.family) \(InspectedView.rounded(font.size)) \(Int(font.weight))" + (font.isItalic ? " italic" : ""))
        case let .symbol(name, _, weight, model, size):
            style["foreground"] = color(model)
            style["symbol"] = .text(name)
            style["font"] = .text("\(InspectedView.rounded(Double(size.height))) \(Int(weight.value))")
        case let .offset(o):
            style["offset"] = .numbers(sampler.effect(of: node, model: Vector4(o.width, o.height)).xy)
        case let .scale(s, anchor):
            style["scale"] = .numbers(sampler.effect(of: node, model: Vector4(s.width, s.height)).xy)
            style["anchor"] = .numbers([Double(anchor.x), Double(anchor.y)])
        case let .rotation(angle, anchor):
            // Angles animate in radians × 128 (fidelity.md §0); reported in degrees.
            let radians = sampler.effect(of: node, model: Vector4(angle.animatableData)).x / 128
            style["rotation"] = .number(radians * 180 / .pi)
            style["anchor"] = .numbers([Double(anchor.x), Double(anchor.y)])
        case let .shadow(model, radius, x, y):
            // The radius and offset animate together as one effect vector (radius, x, y).
            let v = sampler.effect(of: node, model: Vector4(Double(radius), Double(x), Double(y)))
            style["shadow"] = .text("\(model.displayColor.hexString) radius \(InspectedView.rounded(v.x)) "
                                    + "offset \(InspectedView.rounded(v.y)),\(InspectedView.rounded(v.z))")
        case let .blur(radius, _):
            style["blur"] = .number(sampler.effect(of: node, model: Vector4(Double(radius))).x)
        case let .clip(content):
            style["shape"] = .text(typeName(of: content.shape))
        case let .opacity(o):
            style["opacity"] = .number(min(max(sampler.effect(of: node, model: Vector4(o)).x, 0), 1))
        case let .preference(writer):
            style["key"] = .text(writer.keyName)
        case let .preferenceObserver(observer):
            style["key"] = .text(observer.keyName)
        case let .preferenceReader(content):
            style["key"] = .text(content.keyName)
        default:
            break
        }
        return style
    }
}

private extension Vector4 {
    var xy: [Double] { [x, y] }
}
