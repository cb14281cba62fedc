import Foundation

/// Gives its content a proxy that scrolls the scroll views inside it: SwiftUI's `ScrollViewReader`.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// Makes the content from the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// A reader whose content scrolls with the proxy it is given.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let inner = context.child("ScrollViewReader")
        return inner.resolve(content(ScrollViewProxy(graph: inner.graph, readerPath: inner.path)))
    }
}
