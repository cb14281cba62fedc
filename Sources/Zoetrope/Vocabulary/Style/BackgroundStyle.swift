import Foundation

/// The background style in the current context: SwiftUI's `BackgroundStyle` (`.background`), used to fill a card
/// or a shape with the colour behind the content (`.background(.background, in: .rect(cornerRadius: 12))`).
///
/// It is the system background colour of the colour scheme in effect: white in light mode, black in dark mode
/// (`systemBackground`, fidelity.md §8.4), unless `backgroundStyle(_:)` set another; inside a sheet it stays the
/// base level (docs/approximations.md, "Background style").
public struct BackgroundStyle: ShapeStyle, PaintResolving, Hashable, Sendable {
    public init() {}

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        // A style `backgroundStyle(_:)` set, resolved without itself (it may name `.background`).
        if let style = environment.backgroundStyle {
            var outer = environment
            outer.backgroundStyle = nil
            return style.resolvePaint(in: outer)
        }
        return Color.systemBackground.resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context: the system background colour.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
