import Foundation

/// Lays out like its child and writes a preference value for its subtree (`.preference`, `.anchorPreference` and
/// their transforming forms); `Node.preferenceValue` reads it.
struct PreferenceKind: ViewKind {
    let writer: PreferenceWriter

    func name(of node: Node) -> String { writer.modifierName }

    static let traced = TracedKind("PreferenceKind", attributes: [.preferenceKey])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] { [TracedAttribute(.preferenceKey, .text(writer.keyName))] }
}

extension NodeKind {
    static func preference(_ writer: PreferenceWriter) -> NodeKind { NodeKind(PreferenceKind(writer: writer)) }
}
