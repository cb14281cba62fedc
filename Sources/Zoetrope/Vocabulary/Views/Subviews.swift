import Foundation

// SwiftUI's custom-container API (iOS 18): `ForEach(subviews:content:)`, `Group(subviews:transform:)`, `Subview`,
// `SubviewsCollection`.
//
// The subviews of a view are what it resolves to as separate views: the same flat list a `VStack` lays out as its
// children (a `TupleView`'s elements, each `ForEach` element, a `Group` flattened, the branches of an `if` that are
// present, a custom view's body). They are resolved here once, at the container's own place in the tree and with its
// environment, as SwiftUI documents ("the view is resolved using the environment of its container, not the
// environment of its subview proxy"): each subview's nodes keep that path, so state inside a subview survives
// re-evaluation and its transitions keep their identity wherever the subview is placed.
//
// They are resolved eagerly, also in a lazy container: `ForEach(subviews:)` in a `LazyHStack` still makes its rows
// (what its content closure builds around each subview) on demand, but the subviews themselves are all resolved first.
//
// Not here: `Subview.containerValues` (no `ContainerValues` / `@Entry` container values in Zoetrope yet), and
// `ForEach(sections:)` / `Group(sections:)`. A subview placed twice shows the same nodes twice (SwiftUI would make two).

/// One subview of a view, as given by `ForEach(subviews:content:)` and `Group(subviews:transform:)`: placed anywhere,
/// it draws that piece of the original view, with the original's identity and state.
public struct Subview: View, PrimitiveView, Identifiable {
    public typealias Body = Never

    /// A subview's identity: its place in the view it comes from.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let value: String
        public var description: String { value }
    }

    public let id: ID
    let node: Node

    func makeNodes(_ context: ResolveContext) -> [Node] { [node] }
}

/// The subviews of a view, as given by `Group(subviews:transform:)`: a random-access collection of `Subview`, and
/// itself a view that shows them all (SwiftUI's "proxy for the original view"). A part of one (`subviews.prefix(3)`,
/// `subviews[1...]`, `subviews.dropFirst()`) is one too, with the base collection's indices.
public struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
    public typealias Body = Never
    public typealias Element = Subview
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias SubSequence = SubviewsCollectionSlice

    let subviews: ArraySlice<Subview>

    init<S: Sequence>(subviews: S) where S.Element == Subview { self.subviews = ArraySlice(subviews) }

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> Subview { subviews[position] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollection(slice: subviews[bounds]) }
    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }

    private init(slice: ArraySlice<Subview>) { subviews = slice }

    func makeNodes(_ context: ResolveContext) -> [Node] { subviews.map(\.node) }
}

/// A part of a `SubviewsCollection`: SwiftUI's `SubviewsCollectionSlice`, the same collection type here.
public typealias SubviewsCollectionSlice = SubviewsCollection

extension SubviewsCollection {
    /// Resolves `view` at `context` (its own place: the subviews keep these paths) into one subview per node.
    static func resolving(_ view: any View, in context: ResolveContext) -> SubviewsCollection {
        var source = context
        source.lazyRows = false
        let base = source.path
        let nodes = source.resolve(view)
        return SubviewsCollection(subviews: nodes.map { node in
            var relative = node.path
            if relative.hasPrefix(base + "/") { relative.removeFirst(base.count + 1) }
            return Subview(id: Subview.ID(value: relative.replacingOccurrences(of: "/", with: ".")), node: node)
        })
    }
}

/// Data a `ForEach` can only know once it is placed (`ForEach(subviews:)`): made from the context it resolves in.
protocol ContextResolvedData {
    /// The data for `context`, or nil when it is known already.
    func resolved(in context: ResolveContext) -> Any?
}

/// The data of `ForEach(subviews:content:)`: the subviews of a view, as a random-access collection of `Subview`.
/// SwiftUI makes it on your behalf.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection, ContextResolvedData {
    public typealias Element = Subview
    public typealias Index = Int
    public typealias Indices = Range<Int>

    let base: any View
    /// Nil until the `ForEach` is placed.
    let subviews: [Subview]?

    public var startIndex: Int { 0 }
    public var endIndex: Int { subviews?.count ?? 0 }
    public subscript(position: Int) -> Subview { subviews![position] }
    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }

    func resolved(in context: ResolveContext) -> Any? {
        guard subviews == nil else { return nil }
        let collection = SubviewsCollection.resolving(base, in: context.child("ForEach-subviews"))
        return ForEachSubviewCollection(base: base, subviews: Array(collection.subviews))
    }
}

extension ForEach {
    /// One view per subview of `view`, each made by `content`: SwiftUI's `ForEach(subviews:content:)`.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(ForEachSubviewCollection(base: view, subviews: nil), id: \.id, content: content)
    }
}

/// The content of `Group(subviews:transform:)`: the view `transform` makes from the subviews of `Subviews`.
/// SwiftUI makes it on your behalf.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View, PrimitiveView, LazyRowsTransparent {
    public typealias Body = Never
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let collection = SubviewsCollection.resolving(subviews, in: context.child("subviews"))
        return context.resolve(transform(collection), component: "content")
    }
}

extension Group {
    /// A group made from the subviews of `view` by `transform`: SwiftUI's `Group(subviews:transform:)`.
    public init<Base: View, Result: View>(subviews view: Base,
                                          @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(subviews: view, transform: transform) }
    }
}
