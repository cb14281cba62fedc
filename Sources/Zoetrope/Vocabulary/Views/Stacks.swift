import Foundation

/// Children one above the other: SwiftUI's `VStack`. `spacing: nil` uses the default spacing (8 pt between
/// ordinary views, none beside a `Spacer`).
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        var stack = context.child("VStack")
        stack.stackAxis = .vertical
        let alignment = Alignment(horizontal: self.alignment, vertical: .center)
        return [stack.node(.stack(axis: .vertical, alignment: alignment, spacing: spacing), children: stack.resolve(content))]
    }
}

/// Children side by side: SwiftUI's `HStack`.
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        var stack = context.child("HStack")
        stack.stackAxis = .horizontal
        let alignment = Alignment(horizontal: .center, vertical: self.alignment)
        return [stack.node(.stack(axis: .horizontal, alignment: alignment, spacing: spacing), children: stack.resolve(content))]
    }
}

/// Children on top of each other, later ones in front: SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let stack = context.child("ZStack")
        return [stack.node(.zstack(alignment: alignment), children: stack.resolve(content))]
    }
}

/// Flexible space along the axis of its stack: SwiftUI's `Spacer`. `minLength: nil` uses the default
/// spacing, 8 pt (fidelity.md §8.1).
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        [context.child("Spacer").node(.spacer(minLength: minLength))]
    }
}
