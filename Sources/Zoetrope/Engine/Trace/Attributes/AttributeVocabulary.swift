import Foundation

/// The kinds a reader of trace text knows, to read each view's attributes back into typed values (the text names a
/// view by its display name and its attributes by name only): Zoetrope's own kinds (`standard`), and those of the
/// scene being compared (`SceneTimeline.attributeVocabulary`), so a kind defined outside Zoetrope reads right too.
package struct AttributeVocabulary: Sendable {
    /// Every kind, in the order added (the first added wins a display name).
    package private(set) var kinds: [TracedKind] = []
    private var byName: [String: TracedKind] = [:]
    private var byType: [String: TracedKind] = [:]
    /// Descriptors by attribute name: more than one when kinds trace different things under one name (a screen's
    /// `offset` is one number, an offset effect's two).
    private var descriptors: [String: [AttributeDescriptor]] = [:]
    /// The kind that first declared each descriptor.
    private var owners: [AttributeDescriptor: TracedKind] = [:]

    package init(_ kinds: [TracedKind] = []) {
        add(TracedKind.walk)
        for kind in kinds { add(kind) }
    }

    /// Adds `kind` unless a kind of its name is known already.
    package mutating func add(_ kind: TracedKind) {
        guard byName[kind.name] == nil else { return }
        kinds.append(kind)
        byName[kind.name] = kind
        if let type = kind.typeName, byType[type] == nil { byType[type] = kind }
        for descriptor in kind.attributes where !(descriptors[descriptor.name]?.contains(descriptor) ?? false) {
            descriptors[descriptor.name, default: []].append(descriptor)
            if owners[descriptor] == nil { owners[descriptor] = kind }
        }
    }

    /// This vocabulary with `other`'s kinds added.
    package func merging(_ other: AttributeVocabulary) -> AttributeVocabulary {
        var merged = self
        for kind in other.kinds { merged.add(kind) }
        return merged
    }

    package func kind(named name: String) -> TracedKind? { byName[name] }

    /// The kind whose views always show `type`, if one does.
    package func kind(ofType type: String) -> TracedKind? { byType[type] }

    /// The descriptor for an attribute `name` written as `written` on a view of `kind` (when known): the kind's own;
    /// else, of the descriptors with that name, the first whose value reads `written` back the same.
    package func descriptor(named name: String, written: String, in kind: TracedKind?) -> AttributeDescriptor? {
        if let own = kind?.attribute(named: name) { return own }
        guard let candidates = descriptors[name] else { return nil }
        if candidates.count == 1 { return candidates[0] }
        return candidates.first { candidate in
            if case .text = InspectedValue(parsing: written, as: candidate), candidate.kind != .text { return false }
            return true
        } ?? candidates[0]
    }

    /// The kind that traces all of `attributes` (the first that declared the first of them), else `plain`.
    package func kind(tracing attributes: [AttributeDescriptor]) -> TracedKind {
        guard let first = attributes.first(where: { $0 != .zoomSource }), let owner = owners[first] else { return .plain }
        return attributes.allSatisfy { $0 == .zoomSource || owner.attributes.contains($0) } ? owner : .plain
    }
}
