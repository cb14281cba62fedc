import Foundation

/// UIKit's haptic feedback generators, which SwiftUI code calls from its actions. A video has no haptics, so they
/// play nothing, as `sensoryFeedback` does (docs/approximations.md, "Scroll targets").
open class UIFeedbackGenerator {
    public init() {}
    /// Readies the Taptic Engine on a device; nothing here.
    open func prepare() {}
}

/// An impact: UIKit's `UIImpactFeedbackGenerator`.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() { self.init(style: .medium) }

    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

/// A task's outcome: UIKit's `UINotificationFeedbackGenerator`.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// A selection change: UIKit's `UISelectionFeedbackGenerator`.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}
