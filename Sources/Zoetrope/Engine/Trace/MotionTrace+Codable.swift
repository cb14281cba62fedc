import Foundation
import ZoetropeDisplay

/// The motion trace as JSON, both ways: the same model `MotionTrace.text` writes, at full precision, with the kinds
/// its views are of (each with its attribute descriptors), so it reads back without knowing any kind.
///
/// `{"scene", "time", "kinds": [{"name", "type"?, "attributes": [descriptor…]}], "views": [{"path", "type", "kind",
/// "parent"?, "depth", "transform": [a, b, c, d, tx, ty], "frame": [x, y, w, h], "bounds", "opacity", "clip"?,
/// "removing"?, "identifier"?, "attributes": {name: value}, "animations": {attribute: animation}}]}`: a value is a
/// number, a list of numbers, or its text (a colour `#RRGGBBAA`, a gradient, a text).
extension MotionTrace: Codable {
    enum CodingKeys: String, CodingKey { case scene, time, kinds, views }

    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let kinds = try c.decode([TracedKind].self, forKey: .kinds)
        let known = Dictionary(([TracedKind.plain, .walk] + kinds).map { ($0.name, $0) }, uniquingKeysWith: { _, b in b })
        var records = try c.nestedUnkeyedContainer(forKey: .views)
        var views: [TracedView] = []
        while !records.isAtEnd {
            let record = try records.nestedContainer(keyedBy: ViewKeys.self)
            views.append(try TracedView(record, kinds: known))
        }
        self.init(scene: try c.decode(String.self, forKey: .scene), time: try c.decode(Double.self, forKey: .time), views: views)
    }

    package func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(scene, forKey: .scene)
        try c.encode(time, forKey: .time)
        var seen = Set<String>(), kinds: [TracedKind] = []
        for view in views where view.kind != .plain && seen.insert(view.kind.name).inserted { kinds.append(view.kind) }
        if views.contains(where: { $0.attributes[.zoomSource] != nil }) { kinds.append(.walk) }
        try c.encode(kinds, forKey: .kinds)
        var records = c.nestedUnkeyedContainer(forKey: .views)
        for view in views {
            var record = records.nestedContainer(keyedBy: ViewKeys.self)
            try view.encode(into: &record)
        }
    }

    /// The trace as JSON (sorted keys; numbers that are not finite as text).
    package func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return try encoder.encode(self)
    }

    /// Reads a trace written by `json()`.
    package init(json: Data) throws {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        self = try decoder.decode(MotionTrace.self, from: json)
    }

    enum ViewKeys: String, CodingKey {
        case path, type, kind, parent, depth, transform, frame, bounds, opacity, clip, removing, identifier, attributes, animations
    }
}

/// A key of the `attributes` object: an attribute's name.
private struct AttributeKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension TracedView {
    fileprivate init(_ c: KeyedDecodingContainer<MotionTrace.ViewKeys>, kinds: [String: TracedKind]) throws {
        func rect(_ key: MotionTrace.ViewKeys) throws -> CGRect? {
            guard let v = try c.decodeIfPresent([Double].self, forKey: key) else { return nil }
            guard v.count == 4 else { throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "takes 4 numbers") }
            return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        let kindName = try c.decode(String.self, forKey: .kind)
        guard let kind = kinds[kindName] else {
            throw DecodingError.dataCorruptedError(forKey: .kind, in: c, debugDescription: "no kind \(kindName) in \"kinds\"")
        }
        let t = try c.decode([Double].self, forKey: .transform)
        guard t.count == 6 else { throw DecodingError.dataCorruptedError(forKey: .transform, in: c, debugDescription: "takes 6 numbers") }
        var attributes: [TracedAttribute] = []
        let values = try c.nestedContainer(keyedBy: AttributeKey.self, forKey: .attributes)
        for key in values.allKeys {
            let descriptor = kind.attribute(named: key.stringValue) ?? TracedKind.walk.attribute(named: key.stringValue)
            let value: InspectedValue
            if let number = try? values.decode(Double.self, forKey: key) {
                value = .number(number)
            } else if let numbers = try? values.decode([Double].self, forKey: key) {
                value = .numbers(numbers)
            } else {
                let text = try values.decode(String.self, forKey: key)
                value = InspectedValue(parsingPlain: text, as: descriptor)
            }
            attributes.append(TracedAttribute(descriptor ?? AttributeDescriptor(unknown: key.stringValue, written: value.description), value))
        }
        guard let frame = try rect(.frame), let bounds = try rect(.bounds) else {
            throw DecodingError.dataCorruptedError(forKey: .frame, in: c, debugDescription: "a view has a frame and bounds")
        }
        self.init(path: try c.decode(String.self, forKey: .path), type: try c.decode(String.self, forKey: .type), kind: kind,
                  parent: try c.decodeIfPresent(Int.self, forKey: .parent), depth: try c.decode(Int.self, forKey: .depth),
                  transform: Transform2D(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5]), frame: frame, bounds: bounds,
                  opacity: try c.decode(Double.self, forKey: .opacity), clip: try rect(.clip),
                  isRemoving: try c.decodeIfPresent(Bool.self, forKey: .removing) ?? false,
                  identifier: try c.decodeIfPresent(String.self, forKey: .identifier), attributes: TracedAttributes(attributes),
                  animations: try c.decode([String: String].self, forKey: .animations))
    }

    fileprivate func encode(into c: inout KeyedEncodingContainer<MotionTrace.ViewKeys>) throws {
        func numbers(_ r: CGRect) -> [Double] { [Double(r.minX), Double(r.minY), Double(r.width), Double(r.height)] }
        try c.encode(path, forKey: .path)
        try c.encode(type, forKey: .type)
        try c.encode(kind.name, forKey: .kind)
        try c.encodeIfPresent(parent, forKey: .parent)
        try c.encode(depth, forKey: .depth)
        try c.encode([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty], forKey: .transform)
        try c.encode(numbers(frame), forKey: .frame)
        try c.encode(numbers(bounds), forKey: .bounds)
        try c.encode(opacity, forKey: .opacity)
        try c.encodeIfPresent(clip.map(numbers), forKey: .clip)
        if isRemoving { try c.encode(true, forKey: .removing) }
        try c.encodeIfPresent(identifier, forKey: .identifier)
        var values = c.nestedContainer(keyedBy: AttributeKey.self, forKey: .attributes)
        for attribute in attributes {
            let key = AttributeKey(stringValue: attribute.descriptor.name)
            switch attribute.value {
            case let .number(v): try values.encode(v, forKey: key)
            case let .numbers(v): try values.encode(v, forKey: key)
            default: try values.encode(attribute.value.plainText, forKey: key)
            }
        }
        try c.encode(animations, forKey: .animations)
    }
}
