import Foundation

/// One view per element of a collection, each identified by its id: SwiftUI's `ForEach`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView, LazyRowsTransparent {
    public typealias Body = Never
    public var data: Data
    let id: (Data.Element) -> ID
    public var content: (Data.Element) -> Content

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    /// For `scrollTo`: the row of a lazy `ForEach` that shows the element whose id is this text, when the rows are not
    /// the elements themselves (a list section's row views, each showing one of the section's own lazy rows).
    var scrollRow: ((String) -> Int?)? = nil

    func makeNodes(_ context: ResolveContext) -> [Node] {
        // `ForEach(subviews:)`: its data, the subviews of a view, is made where it is placed (Subviews.swift).
        if let deferred = data as? any ContextResolvedData, let resolved = deferred.resolved(in: context) as? Data {
            var placed = self
            placed.data = resolved
            return placed.makeNodes(context)
        }
        var each = context.child("ForEach")
        each.lazyRows = false
        if context.lazyRows {
            // Sections among a list's own rows are made here, and each makes its own rows lazily (`Section`).
            guard context.environment.isInList, Content.self is any ListSection.Type else { return [lazyPlaceholder(each)] }
            each.lazyRows = true
        }
        if data.isEmpty {
            // SwiftUI is silent here, but in a scene an empty ForEach is almost always a mistake. Said once per view.
            let message = "this ForEach has no elements, so it shows nothing; check the collection it is given"
            if !each.graph.issues.contains(where: { $0.path == each.path && $0.message == message }) {
                each.graph.report(.warning, path: each.path, message)
            }
        }
        var nodes: [Node] = []
        var seen = Set<ID>()
        for element in data {
            let key = id(element)
            if !seen.insert(key).inserted {
                each.graph.report(.warning, path: each.path, "the id \(key) occurs more than once; later elements are skipped")
                continue
            }
            let row = each.resolve(content(element), component: "\(key)")
            row.forEach { $0.containerTraits.scrollTargetID = AnyHashable(key) }
            nodes += row
        }
        return nodes
    }
}

extension ForEach {
    /// In a lazy container: no row is made here. The container gets a placeholder carrying a `LazyRowSource`, which
    /// makes row `i` when layout asks for it. The ids are still all read here (cheap next to views), for the same
    /// warnings as an eager `ForEach` and to skip repeated ids the same way.
    fileprivate func lazyPlaceholder(_ each: ResolveContext) -> Node {
        if data.isEmpty {
            let message = "this ForEach has no elements, so it shows nothing; check the collection it is given"
            if !each.graph.issues.contains(where: { $0.path == each.path && $0.message == message }) {
                each.graph.report(.warning, path: each.path, message)
            }
        }
        var seen = Set<ID>()
        seen.reserveCapacity(data.count)
        var kept: [Data.Index]? = nil
        var index = data.startIndex
        var offset = 0
        while index != data.endIndex {
            let key = id(data[index])
            if !seen.insert(key).inserted {
                each.graph.report(.warning, path: each.path, "the id \(key) occurs more than once; later elements are skipped")
                if kept == nil { kept = Array(data.indices.prefix(offset)) }
            } else {
                kept?.append(index)
            }
            index = data.index(after: index)
            offset += 1
        }
        let data = self.data, id = self.id, content = self.content, rowContext = each
        let count = kept?.count ?? data.count
        let element: (Int) -> Data.Element = { row in
            if let kept { return data[kept[row]] }
            return data[data.index(data.startIndex, offsetBy: row)]
        }
        let source = LazyRowSource(path: each.path, count: count, component: { "\(id(element($0)))" }, scrollRow: scrollRow,
                                   resolve: { row in
                                       let value = element(row), key = id(value)
                                       let nodes = rowContext.resolve(content(value), component: "\(key)")
                                       nodes.forEach { $0.containerTraits.scrollTargetID = AnyHashable(key) }
                                       return nodes
                                   })
        return Node(path: each.path, kind: NodeKind(LazyRowsPlaceholderKind(source: source)), transaction: each.transaction)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
