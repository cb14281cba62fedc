import Foundation

extension View {
    /// Sets the shape touches land on for this view: SwiftUI's `contentShape(_:eoFill:)`. Taps inside the shape
    /// (its bounding box, in the view's frame) reach the view and its gestures even where it draws nothing.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        ModifiedView(content: self, component: "contentShape", kind: .contentShape(shape, eoFill: eoFill))
    }
}
