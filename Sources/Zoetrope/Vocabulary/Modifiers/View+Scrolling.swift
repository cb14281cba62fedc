import Foundation

/// Whether scroll indicators show: SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let rawValue: Int
    /// The platform's choice (shown while scrolling on iOS).
    public static let automatic = ScrollIndicatorVisibility(rawValue: 0)
    /// Shown (while scrolling, on iOS).
    public static let visible = ScrollIndicatorVisibility(rawValue: 1)
    /// Hidden, unless the platform insists.
    public static let hidden = ScrollIndicatorVisibility(rawValue: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(rawValue: 3)
}

extension View {
    /// Stops scroll views in this view from scrolling when dragged: SwiftUI's `scrollDisabled(_:)`.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        environment(\.isScrollEnabled, !disabled)
    }

    /// Whether scroll views in this view show their indicators: SwiftUI's `scrollIndicators(_:axes:)`.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        ContextView(content: self) { $0.environment.scrollIndicators = visibility }
    }
}
