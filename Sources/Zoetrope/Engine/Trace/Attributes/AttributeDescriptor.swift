import Foundation

/// One animatable or inspected attribute a view kind traces (issue 25): its name in the trace, what kind of value
/// it is, its unit, how far it may move in a snapshot, and how a motion spec names it. Readers — the snapshot
/// comparison, the audit, the spec, the overlay — take all of that from here, never from the attribute's name, so a
/// new kind's attributes are read right without teaching any reader about it.
///
/// A class: each kind keeps its descriptors in `static let`s, and every traced value points at one (a reference
/// per value, not its strings, is what a frame of thousands of views copies).
package final class AttributeDescriptor: Hashable, Sendable, Codable, CustomStringConvertible {
    /// One number of a value with several (`x`, `y`; a trim's `from`, `to`), and what kind of number it is.
    package struct Component: Hashable, Sendable, Codable {
        package var name: String
        package var kind: ValueKind

        package init(_ name: String, _ kind: ValueKind) {
            self.name = name
            self.kind = kind
        }
    }

    /// The name the trace writes it under (`scale`, `fill`, `contentOffset`).
    package let name: String
    package let kind: ValueKind
    /// Its unit as a reader writes it: `pt`, `°`; empty for unitless values and text.
    package let unit: String
    /// The numbers of a value with several, in order; empty for one number, a colour or text. When a value holds
    /// as many numbers as there are components, each is compared within its own kind's tolerance and named in
    /// messages (`scale.x`).
    package let components: [Component]
    /// What a motion spec calls a change of it (`rotation`, `scroll offset (points)`).
    package let specPhrase: String
    /// Whether it is what the view shows (a text's words, a symbol's name): a change of it may change the view's size.
    package let isContent: Bool

    package init(_ name: String, _ kind: ValueKind, unit: String? = nil, components: [Component]? = nil,
                 specPhrase: String? = nil, isContent: Bool = false) {
        self.name = name
        self.kind = kind
        self.unit = unit ?? Self.defaultUnit(of: kind)
        self.components = components ?? kind.defaultComponents
        self.specPhrase = specPhrase ?? (kind == .unitPoint ? "\(name) (unit point)" : name)
        self.isContent = isContent
    }

    /// The tolerance the value's numbers are compared within when they are not named one by one.
    package var tolerance: AttributeTolerance { kind.tolerance }

    /// The tolerance of the `index`-th of `count` numbers of a value.
    package func tolerance(ofNumber index: Int, count: Int) -> AttributeTolerance {
        components.count == count && components.indices.contains(index) ? components[index].kind.tolerance : tolerance
    }

    /// Whether a value of this attribute holds a list of numbers rather than one (read back from text, where
    /// `0.5` could be either).
    var holdsList: Bool { components.count > 1 }

    private static func defaultUnit(of kind: ValueKind) -> String {
        switch kind {
        case .length, .point, .size, .shadow: return "pt"
        case .angle: return "°"
        default: return ""
        }
    }

    package var description: String { "\(name) (\(kind.rawValue)\(unit.isEmpty ? "" : ", " + unit))" }

    package static func == (lhs: AttributeDescriptor, rhs: AttributeDescriptor) -> Bool {
        lhs === rhs || (lhs.name == rhs.name && lhs.kind == rhs.kind && lhs.unit == rhs.unit && lhs.components == rhs.components
                        && lhs.specPhrase == rhs.specPhrase && lhs.isContent == rhs.isContent)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(kind)
    }

    enum CodingKeys: String, CodingKey { case name, kind, unit, components, specPhrase = "spec", isContent = "content" }

    package convenience init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try c.decode(String.self, forKey: .name), try c.decode(ValueKind.self, forKey: .kind),
                  unit: try c.decode(String.self, forKey: .unit), components: try c.decode([Component].self, forKey: .components),
                  specPhrase: try c.decode(String.self, forKey: .specPhrase),
                  isContent: try c.decodeIfPresent(Bool.self, forKey: .isContent) ?? false)
    }

    package func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(kind, forKey: .kind)
        try c.encode(unit, forKey: .unit)
        try c.encode(components, forKey: .components)
        try c.encode(specPhrase, forKey: .specPhrase)
        if isContent { try c.encode(true, forKey: .isContent) }
    }
}
