import Foundation

/// An `.alignmentGuide` modifier's guide and how it computes the guide's position from the view's dimensions.
struct AlignmentGuideRule {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
}

extension View {
    /// Moves the view's horizontal guide `g` to the position `computeValue` returns, from the view's leading edge.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        ModifiedView(content: self, component: "alignmentGuide", kind: .alignmentGuide(AlignmentGuideRule(key: g.key, computeValue: computeValue)))
    }

    /// Moves the view's vertical guide `g` to the position `computeValue` returns, from the view's top edge.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        ModifiedView(content: self, component: "alignmentGuide", kind: .alignmentGuide(AlignmentGuideRule(key: g.key, computeValue: computeValue)))
    }
}
