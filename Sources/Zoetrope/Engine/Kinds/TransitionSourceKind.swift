import Foundation

/// A zoom transition's source (`.matchedTransitionSource(id:in:)`): its key and how it looks while a screen zooms.
struct TransitionSource {
    let key: TransitionSourceKey
    let style: TransitionSourceStyle
}

/// Marks its content as a zoom transition's source; lays out and draws it unchanged. The trace walk records where it
/// is, and hides it while a screen zooms out of it or back into it (the screen takes its place).
struct TransitionSourceKind: ViewKind {
    let source: TransitionSource

    func name(of node: Node) -> String { "matchedTransitionSource" }

    var walkTraits: WalkTraits { .transitionSource }

    static let traced = TracedKind("TransitionSourceKind", typeName: "matchedTransitionSource", attributes: [.transitionSourceID])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] {
        [TracedAttribute(.transitionSourceID, .text(String(describing: source.key.id.base)))]
    }
}

extension NodeKind {
    static func transitionSource(_ source: TransitionSource) -> NodeKind { NodeKind(TransitionSourceKind(source: source)) }
}
