import Foundation

/// Lays out like its child and, once laid out, compares its subtree's preference value with the previous
/// evaluation's (`.onPreferenceChange`). Layouts made for one frame (live content) do not observe.
struct PreferenceObserverKind: ViewKind {
    let observer: PreferenceObserver

    func name(of node: Node) -> String { "onPreferenceChange" }

    func didPlace(_ node: Node, space: PlacementSpace, in layout: LayoutEngine) {
        guard layout.frameGraph == nil else { return }
        observer.observe(node, space.coordinates, layout)
    }

    static let traced = TracedKind("PreferenceObserverKind", typeName: "onPreferenceChange", attributes: [.preferenceKey])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] { [TracedAttribute(.preferenceKey, .text(observer.keyName))] }
}

extension NodeKind {
    static func preferenceObserver(_ observer: PreferenceObserver) -> NodeKind { NodeKind(PreferenceObserverKind(observer: observer)) }
}
