import Foundation
import ZoetropeDisplay

/// A view that draws with immediate-mode calls: SwiftUI's `Canvas`. It takes the whole size it is offered; its
/// `renderer` is called with a `GraphicsContext` and that size each time the view is drawn (every frame, so a
/// `Canvas` inside a `TimelineView` or one whose captured values animate redraws as SwiftUI's does).
///
/// `opaque`, `colorMode` and `rendersAsynchronously` are performance hints in SwiftUI; Zoetrope draws the same either
/// way. In the `symbols:` form, each view given there with a `.tag(_:)` is laid out at its ideal size and can be drawn
/// by the renderer through `resolveSymbol(id:)`, as often as it likes; the symbols themselves are not shown.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    public typealias Body = Never
    let renderer: (inout GraphicsContext, CGSize) -> Void
    var symbols: Symbols?

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let node = context.child("Canvas")
        let symbolNodes = symbols.map { node.child("symbols").resolve($0) } ?? []
        return [node.node(.canvas(CanvasContent(renderer: renderer, environment: node.environment)), children: symbolNodes)]
    }
}

extension Canvas {
    /// A canvas whose renderer can draw the tagged views of `symbols` (`GraphicsContext.resolveSymbol(id:)`).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
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
        /// Whether something was drawn with a blend mode other than normal: the canvas (or layer) it was drawn in
        /// is then composited as a layer of its own, so that it blends with what was drawn before it in that canvas,
        /// not with the views behind the canvas.
        var blends = false

        /// The items as a layer of their own when something in them blends, else as they are.
        var isolatedItems: [DisplayItem] {
            guard blends else { return items }
            var layer = GroupItem(children: items)
            layer.isIsolated = true
            return [.group(layer)]
        }
    }

    let recording: Recording
    let measurer: any TextMeasuring
    /// The canvas's symbols, drawn as they are at this frame when the renderer first asks for one.
    var symbols: SymbolTable?

    /// A canvas's symbols by tag: each symbol's view is walked and drawn the first time the renderer resolves it in a
    /// frame, not for every frame whether it is used or not. Shared by the context's copies.
    final class SymbolTable {
        private let resolve: (AnyHashable) -> ResolvedSymbol?
        private var resolved: [AnyHashable: ResolvedSymbol?] = [:]

        init(resolve: @escaping (AnyHashable) -> ResolvedSymbol?) { self.resolve = resolve }

        subscript(tag: AnyHashable) -> ResolvedSymbol? {
            if let known = resolved[tag] { return known }
            let symbol = resolve(tag)
            resolved[tag] = symbol
            return symbol
        }
    }
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
        record(layer.recording.isolatedItems, userSpace: false)
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

    // MARK: Symbols

    /// A view of the canvas's `symbols:`, as it is drawn at this frame: SwiftUI's `GraphicsContext.ResolvedSymbol`.
    public struct ResolvedSymbol {
        /// Its size: its ideal size, as it was laid out.
        public let size: CGSize
        let items: [DisplayItem]
    }

    /// The symbol tagged `id`, nil when the canvas has none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { symbols?[AnyHashable(id)] }

    /// Draws `symbol` at its size with `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = CGPoint(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height)
        draw(symbol, in: CGRect(origin: origin, size: symbol.size))
    }

    /// Draws `symbol` stretched into `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        let sx = symbol.size.width > 0 ? Double(rect.width / symbol.size.width) : 1
        let sy = symbol.size.height > 0 ? Double(rect.height / symbol.size.height) : 1
        let placed = DisplayItem.group(GroupItem(transform: Transform2D(a: sx, b: 0, c: 0, d: sy, tx: Double(rect.minX), ty: Double(rect.minY)),
                                                 children: symbol.items))
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
        if blendMode != .normal { recording.blends = true }
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
