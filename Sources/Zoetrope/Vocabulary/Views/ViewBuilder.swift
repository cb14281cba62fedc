/// Builds views from closures: SwiftUI's `ViewBuilder`. `if`, `if`/`else`, `switch` and `if #available`
/// work as in SwiftUI; loops need `ForEach`.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for child in repeat each content { children.append(child) }
        return TupleView(value: (repeat each content), children: children)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Marks a view that lists several views without a container (`TupleView`).
protocol ListsSeveralViews {}

extension TupleView: ListsSeveralViews {}

/// The views of a `ViewBuilder` block, in order.
public struct TupleView<T>: View, PrimitiveView, LazyRowsTransparent {
    public typealias Body = Never
    public var value: T
    let children: [any View]

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        var nodes: [Node] = []
        for (index, child) in children.enumerated() {
            nodes += context.resolve(child, component: String(index))
        }
        return nodes
    }
}

/// The view of an `if`/`else` in a `ViewBuilder`: one branch or the other, each with its own identity.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView, LazyRowsTransparent {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    func makeNodes(_ context: ResolveContext) -> [Node] {
        switch storage {
        case let .trueContent(content): return context.resolve(content, component: "if")
        case let .falseContent(content): return context.resolve(content, component: "else")
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: LazyRowsTransparent where Wrapped: View {}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNodes(_ context: ResolveContext) -> [Node] {
        switch self {
        case .none: return []
        case let .some(content): return context.resolve(content, component: "if")
        }
    }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func makeNodes(_ context: ResolveContext) -> [Node] { [] }
}

/// A type-erased view: SwiftUI's `AnyView`. Its identity includes the erased type.
public struct AnyView: View, PrimitiveView, LazyRowsTransparent {
    public typealias Body = Never
    let content: any View

    public init<V: View>(_ view: V) { content = view }
    public init<V: View>(erasing view: V) { content = view }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        context.resolve(content, component: "AnyView<\(typeName(of: content))>")
    }
}

/// A view that groups its content without layout of its own: SwiftUI's `Group`.
public struct Group<Content: View>: View, PrimitiveView, LazyRowsTransparent {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        context.resolve(content, component: "Group")
    }
}

extension View where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive view; Zoetrope draws it directly") }
}
