import Foundation

extension Text {
    /// A logical size of text relative to its font: SwiftUI's `Text.Scale` (iOS 17), for the smaller text beside
    /// larger text (a unit after a number, a date beside a name).
    public struct Scale: Hashable, Sendable {
        private let isSecondary: Bool

        /// The font's own size.
        public static let `default` = Scale(isSecondary: false)
        /// Smaller than the font: drawn at `secondaryFactor` of its size and line height (an approximation: Apple
        /// documents no factor; docs/approximations.md, "Text").
        public static let secondary = Scale(isSecondary: true)

        /// The size of secondary text relative to its font (unmeasured; see above).
        static let secondaryFactor: CGFloat = 0.8
    }
}

extension View {
    /// Draws the text inside this view in `scale` (unchanged when `isEnabled` is false): SwiftUI's
    /// `textScale(_:isEnabled:)`.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        ContextView(content: self) { if isEnabled { $0.environment.textScale = scale } }
    }
}
