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

    func style(of node: Node, sampler: Sampler) -> [String: InspectedValue] { ["key": .text(observer.keyName)] }
}

extension NodeKind {
    static func preferenceObserver(_ observer: PreferenceObserver) -> NodeKind { NodeKind(PreferenceObserverKind(observer: observer)) }
}
