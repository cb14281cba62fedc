import Foundation

/// A view kind as the trace knows it (issue 25): a stable name and the attributes its views trace. Every
/// `TracedView` holds one, so readers find a view's attributes and what each is from its kind, not from its display
/// name (`TracedView.type`, which for some kinds is the modifier's name in the path).
///
/// Kinds that trace nothing share `plain`. A class, kept in each kind's `static let`: a view holds a reference.
package final class TracedKind: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Unique among kinds (the Swift type's name for Zoetrope's own: `ScaleKind`).
    package let name: String
    /// What its views trace, each at most once per view.
    package let attributes: [AttributeDescriptor]
    /// The display name its views always have (`scaleEffect`), when it has one: how a view read back from trace text,
    /// which names views by display name only, finds its kind.
    package let typeName: String?

    package init(_ name: String, typeName: String? = nil, attributes: [AttributeDescriptor]) {
        self.name = name
        self.typeName = typeName
        self.attributes = attributes
    }

    /// The kind of views that trace no attributes of their own.
    package static let plain = TracedKind("plain", attributes: [])

    /// Its attribute named `name`, if any.
    package func attribute(named name: String) -> AttributeDescriptor? { attributes.first { $0.name == name } }

    package var description: String { name }

    package static func == (lhs: TracedKind, rhs: TracedKind) -> Bool {
        lhs === rhs || (lhs.name == rhs.name && lhs.typeName == rhs.typeName && lhs.attributes == rhs.attributes)
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(name) }

    enum CodingKeys: String, CodingKey { case name, typeName = "type", attributes }

    package convenience init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try c.decode(String.self, forKey: .name), typeName: try c.decodeIfPresent(String.self, forKey: .typeName),
                  attributes: try c.decode([AttributeDescriptor].self, forKey: .attributes))
    }

    package func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(typeName, forKey: .typeName)
        try c.encode(attributes, forKey: .attributes)
    }
}

extension AttributeDescriptor {
    /// The id of the transition source a screen zooms out of or back into (`navigationTransition(.zoom(sourceID:))`):
    /// traced by the walk for any view with a zoom transition, whatever its kind.
    package static let zoomSource = AttributeDescriptor("zoomSource", .text)
}

extension TracedKind {
    /// The attributes the trace walk adds to a view of any kind (`AttributeDescriptor.zoomSource`).
    package static let walk = TracedKind("walk", attributes: [.zoomSource])
}
