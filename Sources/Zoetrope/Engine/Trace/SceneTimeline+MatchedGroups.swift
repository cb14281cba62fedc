import Foundation

extension SceneTimeline {
    /// The matched-geometry members drawn at `time`: each `matchedGeometryEffect` view's identity path mapped to its
    /// group, `"ID in NAMESPACE"` (the `id:` value as Swift prints it and the namespace's owner). Members with the same
    /// group share geometry (fidelity.md §6); the trace overlay links them. Kept out of `TracedView.style` so that
    /// inspections and their goldens do not change.
    public func matchedGeometryGroups(at time: Double) -> [String: String] {
        var groups: [String: String] = [:]
        for entry in traceEntries(at: time, includingHidden: true) where !entry.node.path.isEmpty {
            guard let matched = entry.node.kind.as(MatchedKind.self)?.matched, groups[entry.node.path] == nil else { continue }
            groups[entry.node.path] = "\(matched.key.id.base) in \(matched.key.namespace.key)"
        }
        return groups
    }
}
