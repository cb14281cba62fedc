import Foundation

/// The container of a list's content: fills what it is offered, shows its content from `contentOffset` down and
/// clips it (`ListKind`).
struct ListContainer<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let contentOffset: CGFloat
    let content: Content

    init(contentOffset: CGFloat, @ViewBuilder content: () -> Content) {
        self.contentOffset = contentOffset
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let container = context.child("ListContainer")
        return [container.node(.list(contentOffset: contentOffset), children: container.resolve(content))]
    }
}
