/// A piece of user interface: SwiftUI's `View`. Composite views describe themselves with `body`;
/// primitive views (shapes, stacks, modifiers) have `Never` as their body.
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}
