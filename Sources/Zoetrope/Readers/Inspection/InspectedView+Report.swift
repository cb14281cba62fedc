import Foundation

extension InspectedView: Encodable {
    enum CodingKeys: String, CodingKey { case path, type, frame, bounds, clip, visible, transform, opacity, removing, identifier, style }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(type, forKey: .type)
        try container.encode([frame.minX, frame.minY, frame.width, frame.height].map(Self.rounded), forKey: .frame)
        // Where it is on screen, when render effects move it from its layout frame; the transform when it is more
        // than a move.
        if Self.rounded(bounds) != Self.rounded(frame) {
            try container.encode(Self.rounded(bounds), forKey: .bounds)
        }
        // What is on screen of a clipped view: the canvas box of the clips around it, and its bounds cut to it.
        if let clip {
            try container.encode(Self.rounded(clip), forKey: .clip)
            try container.encode(Self.rounded(visibleBounds), forKey: .visible)
        }
        if !transform.isTranslation {
            try container.encode([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(Self.rounded),
                                 forKey: .transform)
        }
        try container.encode(Self.rounded(opacity), forKey: .opacity)
        if isRemoving { try container.encode(true, forKey: .removing) }
        try container.encodeIfPresent(identifier, forKey: .identifier)
        if !attributes.isEmpty { try container.encode(attributes.byName, forKey: .style) }
    }

    /// The part of its on-screen bounds that its clips let show, in canvas points: the bounds themselves when nothing
    /// clips it, an empty rectangle at the clip's corner when it is wholly clipped away.
    public var visibleBounds: CGRect {
        guard let clip else { return bounds }
        let cut = bounds.intersection(clip)
        return cut.isNull ? CGRect(origin: clip.origin, size: .zero) : cut
    }

    /// Numbers rounded to 1/1000, so that two inspections diff cleanly.
    package static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
    package static func rounded(_ value: CGFloat) -> Double { rounded(Double(value)) }
    static func rounded(_ rect: CGRect) -> [Double] { [rect.minX, rect.minY, rect.width, rect.height].map(rounded) }
}

extension SceneTimeline {
    /// The inspection at `time` as pretty-printed JSON with sorted keys, views in drawing order.
    public func inspectionJSON(at time: Double) throws -> String {
        struct Report: Encodable {
            let scene: String
            let time: Double
            let views: [InspectedView]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(Report(scene: scene.id, time: time, views: inspect(at: time)))
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The inspection at `time` as aligned text: one view per line, indented by depth.
    public func inspectionText(at time: Double) -> String {
        inspect(at: time).map { view in
            let depth = view.path.split(separator: "/").count - 1
            let f = view.frame
            let numbers = [f.minX, f.minY, f.width, f.height].map { String(InspectedView.rounded($0)) }.joined(separator: " ")
            var line = String(repeating: "  ", count: max(depth, 0)) + "\(view.type) [\(numbers)]"
            if InspectedView.rounded(view.bounds) != InspectedView.rounded(f) {
                line += " on-screen [" + InspectedView.rounded(view.bounds).map { String($0) }.joined(separator: " ") + "]"
            }
            if view.clip != nil {
                line += " visible [" + InspectedView.rounded(view.visibleBounds).map { String($0) }.joined(separator: " ") + "]"
            }
            if view.opacity != 1 { line += " opacity \(InspectedView.rounded(view.opacity))" }
            if view.isRemoving { line += " removing" }
            if let identifier = view.identifier { line += " #\(identifier)" }
            for attribute in view.attributes { line += " \(attribute.descriptor.name)=\(attribute.value)" }
            return line + "  \(view.path)"
        }.joined(separator: "\n") + "\n"
    }
}
