import Foundation
import ZoetropeDisplay

/// A view that draws with immediate-mode calls: SwiftUI's `Canvas`. It takes the whole size it is offered; its
/// `renderer` is called with a `GraphicsContext` and that size each time the view is drawn (every frame, so a
/// `Canvas` inside a `TimelineView` or one whose captured values animate redraws as SwiftUI's does).
///
/// `opaque`, `colorMode` and `rendersAsynchronously` are performance hints in SwiftUI; Zoetrope draws the same either
/// way. The `symbols:` form (views drawn through `resolveSymbol(id:)`) is not yet available.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    public typealias Body = Never
    let renderer: (inout GraphicsContext, CGSize) -> Void

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let node = context.child("Canvas")
        return [node.node(.canvas(CanvasContent(renderer: renderer, environment: node.environment)))]
    }
}

extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
    }
}

/// An immediate-mode drawing destination: SwiftUI's `GraphicsContext`. Copies share what is drawn but each keeps
/// its own state (transform, opacity, blend mode, clip and filters), as in SwiftUI; drawing records display items.
public struct GraphicsContext {
    /// What the drawing calls of one layer have recorded, in the canvas's coordinates.
    final class Recording {
        var items: [DisplayItem] = []
    }

    let recording: Recording
    let measurer: any TextMeasuring
    /// The canvas's size, for `clipBoundingRect`.
    let canvasSize: CGSize

    /// Multiplies the alpha of everything drawn from now on.
    public var opacity: Double = 1
    /// How what is drawn from now on is composited with what is below it.
    public var blendMode: BlendMode = .normal
    /// Maps user coordinates into the canvas's.
    public var transform: CGAffineTransform = .identity
    /// The environment of the canvas: colour scheme, font, foreground style.
    public var environment: EnvironmentValues
    /// Clips in canvas coordinates, outermost first.
    var clips: [(path: DisplayPath, rule: FillRule, inverse: Bool)] = []
    /// Filters in the order they were added (the last added applies first).
    var filters: [Filter] = []

    init(size: CGSize, environment: EnvironmentValues, measurer: any TextMeasuring) {
        recording = Recording()
        canvasSize = size
        self.environment = environment
        self.measurer = measurer
    }

    // MARK: Transform

    /// Moves the origin of user coordinates.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales user coordinates.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates user coordinates about their origin (clockwise on screen for a positive angle).
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: CGFloat(angle.radians)).concatenating(transform)
    }

    /// Applies `matrix` to user coordinates before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Clip

    /// Options of `clip(to:style:options:)`: SwiftUI's `GraphicsContext.ClipOptions`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keeps what is outside the path instead of inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Restricts what is drawn from now on to the inside of `path` (in user coordinates).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append((path.storage.applying(transform.transform2D), style.isEOFilled ? .evenOdd : .nonZero,
                      options.contains(.inverse)))
    }

    /// The bounding rectangle of the current clip, in user coordinates.
    public var clipBoundingRect: CGRect {
        var rect = CGRect(origin: .zero, size: canvasSize)
        for clip in clips where !clip.inverse { rect = rect.intersection(clip.path.boundingRect) }
        guard !rect.isNull, let inverse = transform.inverse else { return .zero }
        return rect.applying(inverse)
    }

    // MARK: Filters

    /// Adds a filter applied to everything drawn from now on (each drawing, or each layer, on its own).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        filters.append(filter)
    }

    // MARK: Drawing

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let item = ShapeItem(path: path.storage, paint: paint(shading, for: path.storage),
                             fillRule: style.isEOFilled ? .evenOdd : .nonZero)
        record([.shape(item)], userSpace: true)
    }

    /// Strokes `path` with `shading` along `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let item = ShapeItem(path: path.storage, paint: paint(shading, for: path.storage), stroke: style.strokeData)
        record([.shape(item)], userSpace: true)
    }

    /// Strokes `path` with `shading`, `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws a layer: what `content` draws into the context it is given, composited as one with this context's
    /// opacity, blend mode, clip and filters.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(size: canvasSize, environment: environment, measurer: measurer)
        layer.transform = transform
        try content(&layer)
        record(layer.recording.items, userSpace: false)
    }

    /// Draws `text` with `anchor` of its box at `point`, on one line per paragraph.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` wrapped to `rect`'s width, from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Text resolved in this context's environment, ready to measure and draw: SwiftUI's `ResolvedText`.
    public struct ResolvedText {
        let run: TextRun
        let measurer: any TextMeasuring
        /// Paints the text; `.foreground` (the text's own colour, else the environment's) by default.
        public var shading: Shading
        let ownColor: ResolvedColor

        /// The size of the text laid out in at most `size` (its width wraps the lines).
        public func measure(in size: CGSize) -> CGSize {
            measurer.measure(run, maxWidth: size.width.isFinite ? Double(size.width) : nil).size
        }

        /// The distance from the top of the text to its first line's baseline, laid out in `size`.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            CGFloat(measurer.measure(run, maxWidth: size.width.isFinite ? Double(size.width) : nil).firstBaseline)
        }

        /// The distance from the top of the text to its last line's baseline, laid out in `size`.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            CGFloat(measurer.measure(run, maxWidth: size.width.isFinite ? Double(size.width) : nil).lastBaseline)
        }
    }

    /// `text` in this context's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        let resolved = text.resolved(in: environment)
        return ResolvedText(run: resolved.run, measurer: measurer, shading: .foreground, ownColor: resolved.color)
    }

    /// Draws resolved text with `anchor` of its box at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        drawText(text, origin: origin, width: Double(size.width))
    }

    /// Draws resolved text wrapped to `rect`'s width, from its top-leading corner.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        drawText(text, origin: rect.origin, width: Double(rect.width))
    }

    private func drawText(_ text: ResolvedText, origin: CGPoint, width: Double) {
        let color: DisplayColor
        if case .foreground = text.shading.storage {
            color = text.ownColor.displayColor
        } else {
            color = paint(text.shading, for: DisplayPath.rect(CGRect(origin: origin, size: CGSize(width: width, height: 0))))
                .representativeColor
        }
        record([.text(TextItem(run: text.run, origin: origin, width: width, color: color))], userSpace: true)
    }

    /// An image resolved in this context's environment: SwiftUI's `ResolvedImage`. Symbols take the environment's
    /// font size and the foreground style unless `shading` is set.
    public struct ResolvedImage {
        let image: Image
        let environment: EnvironmentValues
        /// The image's size in points.
        public let size: CGSize
        /// Paints a symbol; `.foreground` by default (a picture file keeps its own colours).
        public var shading: Shading?
        /// The distance from the top to the baseline (a symbol's bottom).
        public var baseline: CGFloat { size.height }
    }

    /// `image` in this context's environment.
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(image: image, environment: environment, size: image.canvasSize(in: environment), shading: nil)
    }

    /// Draws `image` at its own size with `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// Draws `image` stretched into `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws a resolved image at its own size with `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * image.size.width, y: point.y - anchor.y * image.size.height)
        draw(image, in: CGRect(origin: origin, size: image.size))
    }

    /// Draws a resolved image stretched into `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        let color = paint(image.shading ?? .foreground, for: .rect(rect)).representativeColor
        let items = image.image.canvasItems(in: rect.size, environment: image.environment, color: color)
        let placed = DisplayItem.group(GroupItem(transform: .translation(x: Double(rect.minX), y: Double(rect.minY)),
                                                 children: items))
        record([placed], userSpace: true)
    }

    // MARK: Recording

    /// Adds `items` (in user coordinates when `userSpace`, else already in canvas coordinates) through the
    /// current transform, opacity, blend mode, filters and clips.
    private func record(_ items: [DisplayItem], userSpace: Bool) {
        guard opacity > 0 else { return }
        var group = GroupItem(transform: userSpace ? transform.transform2D : .identity, opacity: min(1, opacity),
                              children: items)
        group.blendMode = blendMode.layerMode
        var item = DisplayItem.group(group)
        // The filter added last applies first: it wraps the drawing innermost.
        for filter in filters.reversed() { item = filter.wrapping(item, scheme: environment.colorScheme) }
        for clip in clips.reversed() {
            var clipped = GroupItem(children: [item])
            if clip.inverse {
                var outside = DisplayPath.rect(CGRect(origin: .zero, size: canvasSize).insetBy(dx: -1e5, dy: -1e5))
                outside.elements += clip.path.elements
                clipped.clip = outside
                clipped.clipStyle.fillRule = .evenOdd
            } else {
                clipped.clip = clip.path
                clipped.clipStyle.fillRule = clip.rule
            }
            item = .group(clipped)
        }
        recording.items.append(item)
    }

    /// The display paint of `shading` for a drawing of `path` (gradients are in user coordinates, like the path).
    func paint(_ shading: Shading, for path: DisplayPath) -> Paint {
        switch shading.storage {
        case .foreground:
            return environment.foregroundPaint.displayPaint(in: path.boundingRect)
        case let .style(style):
            return style.resolvePaint(in: environment).displayPaint(in: path.boundingRect)
        case let .linear(gradient, start, end):
            return .linearGradient(stops: stops(gradient), start: start, end: end)
        case let .radial(gradient, center, startRadius, endRadius):
            return .radialGradient(stops: stops(gradient), center: center, startRadius: Double(startRadius),
                                   endRadius: Double(endRadius), verticalScale: 1)
        case let .conic(gradient, center, angle):
            return .angularGradient(stops: stops(gradient), center: center, startAngle: angle.radians,
                                    endAngle: angle.radians + 2 * .pi)
        }
    }

    private func stops(_ gradient: Gradient) -> [GradientStop] {
        gradient.stops.map { GradientStop(color: $0.color.resolve(in: environment.colorScheme).displayColor,
                                          location: Double($0.location)) }
    }
}

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

extension Text {
    /// The text's font in `environment`: its own font, weight, slant, design and digits over the environment's.
    func resolvedFont(in environment: EnvironmentValues) -> Font {
        var font = self.font ?? environment.font ?? .body
        // The text's own weight, else one a view around it set (`View.fontWeight`, `View.bold`), else the font's.
        if let weight = weight ?? environment.fontWeight { font = font.weight(weight) }
        if isItalic || environment.isItalic { font = font.italic() }
        // The text's own design, else the font's unless it is the default, else one a view around it set.
        if let design { font.design = design } else if font.design == .default, let design = environment.fontDesign { font.design = design }
        if hasMonospacedDigits || environment.hasMonospacedDigits { font = font.monospacedDigit() }
        return font
    }

    /// The text's colour: its own, else the environment's foreground.
    func resolvedColor(in environment: EnvironmentValues) -> ResolvedColor {
        color?.resolve(in: environment.colorScheme) ?? environment.foregroundPaint.representativeColor
    }

    /// `string` as a run in `font` with the environment's alignment and line limit.
    func textRun(_ string: String, font: Font, in environment: EnvironmentValues) -> TextRun {
        TextRun(string, font: font.descriptor, lineHeight: font.lineHeight.map(Double.init),
                alignment: environment.multilineTextAlignment.displayAlignment, lineLimit: environment.lineLimit)
    }

    /// The text's run and colour in `environment`.
    func resolved(in environment: EnvironmentValues) -> (run: TextRun, color: ResolvedColor) {
        (textRun(content, font: resolvedFont(in: environment), in: environment), resolvedColor(in: environment))
    }
}

extension Image {
    /// The size a canvas draws the image at: a symbol's box at the environment's font, a picture file's own size.
    func canvasSize(in environment: EnvironmentValues) -> CGSize {
        switch source {
        case let .system(name):
            let font = environment.font ?? .body
            let glyph = SymbolCatalog.glyph(named: name) ?? SymbolCatalog.placeholder
            return CGSize(width: (font.size * glyph.aspect).rounded(), height: font.size.rounded())
        case let .file(name):
            guard case let .success(file) = ImageFile.locate(name) else { return Image.missingSize }
            return file.pointSize
        }
    }

    /// What a canvas draws for the image in a box of `size` at the origin: a symbol in `color`, a picture stretched.
    func canvasItems(in size: CGSize, environment: EnvironmentValues, color: DisplayColor) -> [DisplayItem] {
        switch source {
        case let .system(name):
            let font = environment.font ?? .body
            let glyph = SymbolCatalog.glyph(named: name) ?? SymbolCatalog.placeholder
            return glyph.items(in: size, weight: environment.fontWeight ?? font.weight, color: color)
        case let .file(name):
            let file = try? ImageFile.locate(name).get()
            let content = ImageContent(name: name, file: file, isResizable: true, interpolation: interpolation)
            return [content.item(in: size)]
        }
    }
}

extension Paint {
    /// The colour that stands for the paint where one colour is needed (text): a gradient's first stop.
    var representativeColor: DisplayColor {
        switch self {
        case let .color(color): return color
        case let .linearGradient(stops, _, _), let .radialGradient(stops, _, _, _, _), let .angularGradient(stops, _, _, _):
            return stops.first?.color ?? DisplayColor(red: 0, green: 0, blue: 0, alpha: 0)
        case let .material(material): return material.overlay
        }
    }
}
