import Foundation

/// Lays out like its child and writes a preference value for its subtree (`.preference`, `.anchorPreference` and
/// their transforming forms); `Node.preferenceValue` reads it.
struct PreferenceKind: ViewKind {
    let writer: PreferenceWriter

    func name(of node: Node) -> String { writer.modifierName }

    func style(of node: Node, sampler: Sampler) -> [String: InspectedValue] { ["key": .text(writer.keyName)] }
}

extension NodeKind {
    static func preference(_ writer: PreferenceWriter) -> NodeKind { NodeKind(PreferenceKind(writer: writer)) }
}
