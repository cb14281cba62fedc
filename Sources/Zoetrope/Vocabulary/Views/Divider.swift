import Foundation

/// A thin separator line: SwiftUI's `Divider`. Horizontal in a VStack (or outside any stack), vertical in an
/// HStack; one pixel (1 / scale pt) thick and as long as the stack's cross axis offers; filled with the separator
/// colour, rgba(60,60,67,0.29) light and rgba(84,84,88,0.60) dark (fidelity.md §8.1).
public struct Divider: View, PrimitiveView {
    public typealias Body = Never

    public init() {}

    /// The system separator colour (fidelity.md §8.4).
    static let separator = Color.system((60, 60, 67), (84, 84, 88), opacity: 0.29, darkOpacity: 0.6)

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let node = context.child("Divider")
        let color = Self.separator.resolve(in: node.environment.colorScheme)
        // The line runs across the enclosing stack: along x in a VStack, along y in an HStack.
        let axis: Axis = node.stackAxis == .horizontal ? .vertical : .horizontal
        return [node.node(.divider(color: color, axis: axis))]
    }
}
