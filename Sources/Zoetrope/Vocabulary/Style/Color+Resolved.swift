import ZoetropeMotion

extension Color {
    /// A colour resolved to concrete components: SwiftUI's `Color.Resolved` (iOS 17). As in SwiftUI, it stores
    /// linear sRGB (`linearRed`…) and opacity; `red`, `green` and `blue` read the gamma-encoded sRGB components.
    public typealias Resolved = ResolvedColor

    /// The colour's components in `environment` (its colour scheme picks a system colour's light or dark value).
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        resolve(in: environment.colorScheme)
    }

    /// A constant colour with the components of `resolved`.
    public init(_ resolved: Color.Resolved) {
        self.init(storage: .rgb(Double(resolved.red), Double(resolved.green), Double(resolved.blue), Double(resolved.opacity)))
    }
}

extension ResolvedColor {
    /// A resolved colour from components in `colorSpace`: gamma-encoded for `.sRGB`, linear for `.sRGBLinear`
    /// (SwiftUI's `Color.Resolved.init(colorSpace:red:green:blue:opacity:)`).
    public init(colorSpace: Color.RGBColorSpace, red: Float, green: Float, blue: Float, opacity: Float = 1) {
        switch colorSpace {
        case .sRGB: self.init(red: red, green: green, blue: blue, opacity: opacity)
        case .sRGBLinear: self.init(linearRed: red, linearGreen: green, linearBlue: blue, opacity: opacity)
        }
    }
}
