import Foundation

extension View {
    /// Frames this view with the length of the nearest container along `axes` (the window's safe area, or a scroll
    /// view's visible area less its content margins), aligned by `alignment`: SwiftUI's
    /// `containerRelativeFrame(_:alignment:)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        ModifiedView(content: self, component: "containerRelativeFrame",
                     kind: .containerRelativeFrame(axes, alignment: alignment) { length, _ in length })
    }

    /// Frames this view with `span` of the `count` columns (rows) the nearest container's length divides into, with
    /// `spacing` between them: SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`. A column is
    /// (length − spacing · (count − 1)) / count; the view is span columns and the span − 1 spacings between them.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        CheckedModifierView(content: self, component: "containerRelativeFrame") { warn in
            if count < 1 { warn("containerRelativeFrame: count \(count) must be at least 1; 1 is used") }
            if span < 1 { warn("containerRelativeFrame: span \(span) must be at least 1; 1 is used") }
            let gap = checkedFinite(spacing, "containerRelativeFrame spacing", warn: warn)
            return .containerRelativeFrame(axes, alignment: alignment) { length, _ in
                ContainerRelativeFrameKind.length(of: length, count: count, span: span, spacing: gap)
            }
        }
    }

    /// Frames this view with the length `length` computes from the nearest container's length along each of `axes`:
    /// SwiftUI's `containerRelativeFrame(_:alignment:_:)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        ModifiedView(content: self, component: "containerRelativeFrame",
                     kind: .containerRelativeFrame(axes, alignment: alignment, length: length))
    }
}
