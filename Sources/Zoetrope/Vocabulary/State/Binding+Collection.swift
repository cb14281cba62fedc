import Foundation

/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI: `ForEach($items) { $item in
/// Toggle(item.title, isOn: $item.isOn) }` edits each element in place.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] },
                               set: { value, transaction in
                                   var collection = self.wrappedValue
                                   collection[position] = value
                                   // Set through this binding, in the element binding's transaction.
                                   var base = self
                                   if transaction.animation != nil { base.transaction = transaction }
                                   base.wrappedValue = collection
                               })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}

extension ForEach {
    /// One view per element of the bound collection, each given a binding to its element and identified by `id`:
    /// SwiftUI's `ForEach(_: Binding<C>, id:content:)`.
    public init<C: RandomAccessCollection & MutableCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C> {
        self.data = data
        self.id = { $0.wrappedValue[keyPath: id] }
        self.content = content
    }

    /// One view per element of the bound collection of identifiable elements, each given a binding to its element:
    /// SwiftUI's `ForEach(_: Binding<C>, content:)`.
    public init<C: RandomAccessCollection & MutableCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C>, C.Element: Identifiable, ID == C.Element.ID {
        self.init(data, id: \.id, content: content)
    }
}

extension List where SelectionValue == Never {
    /// A list with a row for each element of the bound collection, given a binding to it, identified by `id`.
    public init<C: RandomAccessCollection & MutableCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A list with a row for each element of the bound collection of identifiable elements, given a binding to it.
    public init<C: RandomAccessCollection & MutableCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, C.Element.ID, RowContent>, C.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }
}
