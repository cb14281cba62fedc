import Foundation

/// A gradient made from one colour: SwiftUI's `AnyGradient`, what `Color.gradient` returns.
///
/// SwiftUI documents it only as "a standard gradient for the color"; on device it is a subtle top-to-bottom
/// linear gradient, lighter at the top. Zoetrope draws it from the colour mixed 15 % with white at the top to
/// the colour itself at the bottom (an approximation, docs/approximations.md).
public struct AnyGradient: ShapeStyle, PaintResolving, Hashable, Sendable {
    let color: Color

    /// How much of white the top colour has.
    static let topWhiteMix = 0.15

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let base = color.resolve(in: environment.colorScheme)
        let k = Self.topWhiteMix
        func lighter(_ c: Float) -> Double { Double(c) + (1 - Double(c)) * k }
        let top = Color(red: lighter(base.red), green: lighter(base.green), blue: lighter(base.blue), opacity: Double(base.opacity))
        return LinearGradient(colors: [top, color], startPoint: .top, endPoint: .bottom).resolvePaint(in: environment)
    }
}

extension Color {
    /// A subtle top-to-bottom gradient of this colour: SwiftUI's `Color.gradient`.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
