import Foundation
import ZoetropeDisplay

extension GraphicsContext {
    /// How a drawing is composited: SwiftUI's `GraphicsContext.BlendMode` (the modes Cairo composites; see
    /// docs/swiftui-coverage.md).
    public struct BlendMode: Hashable, Sendable {
        let layerMode: LayerBlendMode
        public static let normal = BlendMode(layerMode: .normal)
        public static let multiply = BlendMode(layerMode: .multiply)
        public static let screen = BlendMode(layerMode: .screen)
        public static let overlay = BlendMode(layerMode: .overlay)
        public static let darken = BlendMode(layerMode: .darken)
        public static let lighten = BlendMode(layerMode: .lighten)
        public static let colorDodge = BlendMode(layerMode: .colorDodge)
        public static let colorBurn = BlendMode(layerMode: .colorBurn)
        public static let softLight = BlendMode(layerMode: .softLight)
        public static let hardLight = BlendMode(layerMode: .hardLight)
        public static let difference = BlendMode(layerMode: .difference)
        public static let exclusion = BlendMode(layerMode: .exclusion)
        public static let hue = BlendMode(layerMode: .hue)
        public static let saturation = BlendMode(layerMode: .saturation)
        public static let color = BlendMode(layerMode: .color)
        public static let luminosity = BlendMode(layerMode: .luminosity)
        public static let sourceAtop = BlendMode(layerMode: .sourceAtop)
        public static let destinationOver = BlendMode(layerMode: .destinationOver)
        public static let destinationOut = BlendMode(layerMode: .destinationOut)
        public static let plusDarker = BlendMode(layerMode: .plusDarker)
        public static let plusLighter = BlendMode(layerMode: .plusLighter)
    }

    /// What a drawing is painted with: SwiftUI's `GraphicsContext.Shading`. Gradient points are in user coordinates.
    public struct Shading {
        enum Storage {
            case foreground
            case style(any ShapeStyle)
            case linear(Gradient, CGPoint, CGPoint)
            case radial(Gradient, CGPoint, CGFloat, CGFloat)
            case conic(Gradient, CGPoint, Angle)
        }

        let storage: Storage

        /// The environment's foreground style.
        public static var foreground: Shading { Shading(storage: .foreground) }

        public static func color(_ color: Color) -> Shading { Shading(storage: .style(color)) }

        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }

        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(storage: .style(style)) }

        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .linear(gradient, startPoint, endPoint))
        }

        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .radial(gradient, center, startRadius, endRadius))
        }

        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .conic(gradient, center, angle))
        }
    }

    /// Options of a gradient shading: SwiftUI's `GraphicsContext.GradientOptions`. Zoetrope pads every gradient
    /// with its end colours (`repeat` and `mirror` are drawn padded; docs/approximations.md).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// Options of `addFilter(_:options:)`: SwiftUI's `GraphicsContext.FilterOptions`.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Options of a blur filter: SwiftUI's `GraphicsContext.BlurOptions`.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keeps the drawing's alpha instead of blurring it into transparency.
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options of a shadow filter: SwiftUI's `GraphicsContext.ShadowOptions`.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws the shadow without the drawing over it.
        public static let shadowOnly = ShadowOptions(rawValue: 1)
        public static let invertsAlpha = ShadowOptions(rawValue: 2)
        public static let disablesGroup = ShadowOptions(rawValue: 4)
    }

    /// A filter of what is drawn: SwiftUI's `GraphicsContext.Filter`.
    public struct Filter {
        enum Storage {
            case blur(CGFloat, opaque: Bool)
            case shadow(Color, CGFloat, CGFloat, CGFloat, shadowOnly: Bool)
            case matrix(ColorMatrix)
            case multiply(Color)
        }

        let storage: Storage

        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(storage: .blur(radius, opaque: options.contains(.opaque)))
        }

        /// A shadow under the drawing; SwiftUI's default colour is black at 33 % opacity.
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                                  y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(storage: .shadow(color, radius, x, y, shadowOnly: options.contains(.shadowOnly)))
        }

        public static func brightness(_ amount: Double) -> Filter { Filter(storage: .matrix(.brightness(amount))) }
        public static func contrast(_ amount: Double) -> Filter { Filter(storage: .matrix(.contrast(amount))) }
        public static func saturation(_ amount: Double) -> Filter { Filter(storage: .matrix(.saturation(amount))) }
        public static func grayscale(_ amount: Double) -> Filter { Filter(storage: .matrix(.grayscale(amount))) }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(storage: .matrix(.hueRotation(radians: angle.radians))) }
        public static func colorMultiply(_ color: Color) -> Filter { Filter(storage: .multiply(color)) }
        public static var luminanceToAlpha: Filter { Filter(storage: .matrix(.luminanceToAlpha)) }

        /// Inverts the colours by `amount` (1: fully).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            // W3C Filter Effects 1, invert(amount): each colour component c becomes amount + (1 - 2 amount) c.
            let k = 1 - 2 * amount
            return Filter(storage: .matrix(ColorMatrix(rows: [[k, 0, 0, 0, amount], [0, k, 0, 0, amount], [0, 0, k, 0, amount],
                                                               [0, 0, 0, 1, 0]])))
        }

        /// `item` drawn through this filter.
        func wrapping(_ item: DisplayItem, scheme: ColorScheme) -> DisplayItem {
            var group = GroupItem(children: [item])
            switch storage {
            case let .blur(radius, opaque):
                guard radius > 0 else { return item }
                group.blur = LayerBlur(radius: Double(radius), isOpaque: opaque)
            case let .shadow(color, radius, x, y, shadowOnly):
                let shadowColor = color.resolve(in: scheme).displayColor
                group.shadow = LayerShadow(color: shadowColor, radius: Double(radius), x: Double(x), y: Double(y))
                if shadowOnly {
                    // The drawing itself moved far away and the shadow brought back: only the shadow shows.
                    let away = 1e5
                    group.shadow = LayerShadow(color: shadowColor, radius: Double(radius), x: Double(x) - away, y: Double(y))
                    group.transform = .translation(x: away, y: 0)
                    group.children = [.group(GroupItem(transform: .translation(x: -away, y: 0), children: [item]))]
                    group.clip = nil
                }
            case let .matrix(matrix):
                group.colorMatrix = matrix
            case let .multiply(color):
                let c = color.resolve(in: scheme).displayColor
                group.colorMatrix = .multiply(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
            }
            return .group(group)
        }
    }
}
