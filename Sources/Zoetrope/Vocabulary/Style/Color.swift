import Foundation

/// A colour, and a view that fills its frame with it: SwiftUI's `Color`.
public struct Color: Hashable, Sendable, View, ShapeStyle, PrimitiveView {
    public typealias Body = Never

    enum Storage: Hashable, Sendable {
        /// sRGB components, straight opacity.
        case rgb(Double, Double, Double, Double)
        /// A dynamic system colour: light and dark variants.
        case system(light: ResolvedColor, dark: ResolvedColor)
        indirect case opacity(Storage, Double)
        /// Two colours mixed (`mix(with:by:in:)`), resolved in each scheme so a mix of system colours stays dynamic.
        indirect case mix(Storage, Storage, fraction: Double, in: Gradient.ColorSpace)
    }
    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// The RGB colour space of a colour initialiser: SwiftUI's `Color.RGBColorSpace`.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
    }

    /// A colour from red, green and blue components, 0...1.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        switch colorSpace {
        case .sRGB:
            storage = .rgb(red, green, blue, opacity)
        case .sRGBLinear:
            let encoded = ResolvedColor(linearRed: Float(red), linearGreen: Float(green), linearBlue: Float(blue))
            storage = .rgb(Double(encoded.red), Double(encoded.green), Double(encoded.blue), opacity)
        }
    }

    /// A grey with the given white level, 0...1.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness, 0...1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = brightness - c
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        storage = .rgb(r + m, g + m, b + m, opacity)
    }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: .opacity(storage, opacity))
    }

    /// This colour mixed with `rhs`: `fraction` 0 is this colour, 1 is `rhs`, 0.5 equal parts (SwiftUI's
    /// `Color.mix(with:by:in:)`, iOS 18). The fraction is clamped to 0...1; the mix is made in `colorSpace` in the
    /// colour scheme the colour is drawn in.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        Color(storage: .mix(storage, rhs.storage, fraction: min(max(fraction, 0), 1), in: colorSpace))
    }

    func resolve(in scheme: ColorScheme) -> ResolvedColor {
        Self.resolve(storage, in: scheme)
    }

    private static func resolve(_ storage: Storage, in scheme: ColorScheme) -> ResolvedColor {
        switch storage {
        case let .rgb(r, g, b, a):
            return ResolvedColor(red: Float(r), green: Float(g), blue: Float(b), opacity: Float(a))
        case let .system(light, dark):
            return scheme == .dark ? dark : light
        case let .opacity(base, factor):
            var color = resolve(base, in: scheme)
            color.opacity *= Float(factor)
            return color
        case let .mix(base, other, fraction, space):
            return space.interpolate(resolve(base, in: scheme), resolve(other, in: scheme), by: fraction)
        }
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        [context.child("Color").node(.color(resolve(in: context.environment.colorScheme)))]
    }
}

extension Color: PaintResolving {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(resolve(in: environment.colorScheme)) }
}
