/// A piece of user interface: SwiftUI's `View`. Composite views describe themselves with `body`;
/// primitive views (shapes, stacks, modifiers) have `Never` as their body and are drawn by Zoetrope.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
}
