/// Builds views from closures: SwiftUI's `ViewBuilder`.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// A view that shows nothing.
public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}
