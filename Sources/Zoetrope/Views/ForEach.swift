import Foundation

/// One view per element of a collection, each identified by its id: SwiftUI's `ForEach`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var data: Data
    let id: (Data.Element) -> ID
    public var content: (Data.Element) -> Content

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let each = context.child("ForEach")
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
            nodes += each.resolve(content(element), component: "\(key)")
        }
        return nodes
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
