import Foundation

/// Kinds of safe area: SwiftUI's `SafeAreaRegions`. Scenes have no keyboard, so only `.container` insets exist.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The device's and containers' insets (status bar, home indicator).
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The software keyboard's inset.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Extends the view into the safe area on those of `edges` where it reaches the safe area's edge, as SwiftUI
    /// does: it is offered, and fills, the grown frame, while its parent still lays it out at its own size.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        ModifiedView(content: self, component: "ignoresSafeArea",
                     kind: .ignoresSafeArea(regions.contains(.container) ? edges : []))
    }
}
