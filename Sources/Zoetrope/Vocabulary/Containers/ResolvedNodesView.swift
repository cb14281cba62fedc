import Foundation

/// Nodes a container has already resolved, placed back into a view it builds around them (a `TabView`'s page, a
/// `List`'s rows): they keep the paths and environment they were resolved with.
struct ResolvedNodesView: View, PrimitiveView {
    typealias Body = Never
    let nodes: [Node]

    func makeNodes(_ context: ResolveContext) -> [Node] { nodes }
}
