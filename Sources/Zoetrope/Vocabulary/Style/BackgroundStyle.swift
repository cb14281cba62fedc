import Foundation

/// The background style in the current context: SwiftUI's `BackgroundStyle` (`.background`), used to fill a card
/// or a shape with the colour behind the content (`.background(.background, in: .rect(cornerRadius: 12))`).
///
/// It is the system background colour of the colour scheme in effect: white in light mode, black in dark mode
/// (`systemBackground`, fidelity.md §8.4). SwiftUI's `backgroundStyle(_:)` modifier, which replaces it, is not
/// provided; inside a sheet it stays the base level (docs/approximations.md, "Background style").
public struct BackgroundStyle: ShapeStyle, PaintResolving, Hashable, Sendable {
    public init() {}

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        Color.systemBackground.resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context: the system background colour.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
