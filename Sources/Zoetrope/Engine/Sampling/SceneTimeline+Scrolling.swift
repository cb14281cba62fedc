import Foundation

extension SceneTimeline {
    /// The content offset a scroll view presents at `time` (points from its content's top-leading corner), by the
    /// scroll view's identity path (the `ScrollView` node, e.g. `Gallery/ScrollView`); nil when no scroll view
    /// shows at that path then. It reads the scroll node's offset track through `ScrollKind.presentedOffset`, the
    /// one place the offset is read (views that react to scrolling, such as a collapsing title, read it there too).
    public func contentOffset(ofScrollViewAt path: String, at time: Double) -> CGPoint? {
        guard let node = tree(at: time).index[path], let kind = node.kind.as(ScrollKind.self) else { return nil }
        return kind.presentedOffset(of: node, sampler: sampler(at: time))
    }

    /// The identity paths of the scroll views in the tree showing at `time`, in tree order.
    public func scrollViewPaths(at time: Double) -> [String] {
        let snapshot = tree(at: time)
        return snapshot.order.filter { snapshot.index[$0]?.kind.is(ScrollKind.self) == true }
    }
}
