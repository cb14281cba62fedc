import Foundation

/// A view wrapped in one modifier node whose parameters are checked when it is resolved: `makeKind` reports each
/// bad value (as a warning at the modifier's path) and replaces it, so bad input never reaches layout.
struct CheckedModifierView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let component: String
    let makeKind: (_ warn: (String) -> Void) -> NodeKind

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let modifier = context.child(component)
        let kind = makeKind { modifier.graph.report(.warning, path: modifier.path, $0) }
        return context.wrapEach(content, component: component) { _ in kind }
    }
}

/// A length given to a layout modifier, checked: nil when it is NaN, negative, or infinite where it may not be.
func checkedLength(_ value: CGFloat?, _ name: String, allowsInfinity: Bool = false, warn: (String) -> Void) -> CGFloat? {
    guard let value else { return nil }
    if value.isNaN || value < 0 || (value.isInfinite && !allowsInfinity) {
        warn("invalid frame dimension \(name) = \(value) (negative or not finite); it is ignored, as SwiftUI does")
        return nil
    }
    return value
}

/// A padding or position value, checked: 0 when it is NaN or infinite.
func checkedFinite(_ value: CGFloat, _ name: String, warn: (String) -> Void) -> CGFloat {
    guard value.isFinite else {
        warn("\(name) = \(value) is not a finite number of points; 0 is used instead")
        return 0
    }
    return value
}
