import Foundation

extension View {
    /// Clips the view's drawing to `shape` in its frame: SwiftUI's `.clipShape(_:style:)`.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        ModifiedView(content: self, component: "clipShape", kind: .clip(ClipContent(shape: shape, style: style, name: "clipShape")))
    }

    /// Clips the view's drawing to its frame: SwiftUI's `.clipped(antialiased:)`.
    public func clipped(antialiased: Bool = false) -> some View {
        ModifiedView(content: self, component: "clipped",
                     kind: .clip(ClipContent(shape: Rectangle(), style: FillStyle(antialiased: antialiased), name: "clipped")))
    }

    /// Clips the view's drawing to its frame with rounded corners: SwiftUI's `.cornerRadius(_:antialiased:)`, which
    /// clips to `RoundedRectangle(cornerRadius:)` and so takes that shape's default `.continuous` corners
    /// (fidelity.md §8.3).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        ModifiedView(content: self, component: "cornerRadius",
                     kind: .clip(ClipContent(shape: RoundedRectangle(cornerRadius: radius), style: FillStyle(antialiased: antialiased),
                                             name: "cornerRadius")))
    }

    /// Draws the view only where `mask` (sized to the view, aligned in it) is opaque: SwiftUI's `.mask(alignment:_:)`.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        MaskedView(content: self, mask: mask(), alignment: alignment)
    }
}

/// `.mask`: the content and, sized to it, the view whose alpha masks it.
struct MaskedView<Content: View, Mask: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let mask: Mask
    let alignment: Alignment

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let wrapper = context.child("mask")
        let primary = wrapper.resolve(content)
        let primaryNode = primary.count == 1 ? primary[0] : wrapper.child("content").node(.zstack(alignment: .center), children: primary)
        let maskNode = wrapper.child("mask").node(.zstack(alignment: alignment), children: wrapper.resolve(mask, component: "mask"))
        let node = wrapper.node(.mask(alignment: alignment), children: [primaryNode, maskNode])
        node.inheritTraits(from: primaryNode)
        return [node]
    }
}
