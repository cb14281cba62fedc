import Foundation
import ZoetropeDisplay

/// A picture: SwiftUI's `Image`. `Image(systemName:)` draws Zoetrope's own vector stand-ins for SF Symbols,
/// sized by the font (or by what it is offered when resizable) and tinted with the foreground style; an unknown name draws a placeholder and is reported.
/// `Image(_:)` draws a PNG file (see `ImageFile.locate`) at its point size, or stretched when `resizable()`; a
/// missing or unreadable file is reported and drawn as a grey box (`missingSize` unless resizable).
public struct Image: View, PrimitiveView {
    public typealias Body = Never

    /// How a scaled picture's pixels are sampled: SwiftUI's `Image.Interpolation`.
    public enum Interpolation: Hashable, Sendable { case none, low, medium, high }
    /// How a resizable picture fills its frame: SwiftUI's `Image.ResizingMode` (Zoetrope always stretches).
    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    /// The size of a symbol relative to its font: SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        /// The symbol's size relative to `.medium`: the proportions of the small and large scales in SF Symbols'
        /// custom-symbol template (approximations.md "Symbols").
        var factor: CGFloat {
            switch self {
            case .small: 0.783
            case .medium: 1
            case .large: 1.29
            }
        }
    }

    enum Source: Hashable { case system(String), file(String) }
    let source: Source
    var isResizable = false
    var interpolation: Interpolation = .high
    /// The value `Image(systemName:variableValue:)` asked for, 0...1; nil for a symbol drawn whole.
    var variableValue: Double?

    /// The point size of the placeholder of a missing, non-resizable picture.
    static let missingSize = CGSize(width: 32, height: 32)

    public init(systemName: String) { source = .system(systemName) }

    /// A symbol whose variable layers (the bars of `wifi`, the waves of `speaker.wave.3`) light up to `variableValue`
    /// (0...1): SwiftUI's `init(systemName:variableValue:)`. Zoetrope's symbols have no variable layers yet: a value
    /// below 1 draws the whole symbol and warns once, naming the view and the value.
    public init(systemName: String, variableValue: Double?) {
        source = .system(systemName)
        self.variableValue = variableValue
    }

    /// A PNG picture file: a path, or a name found in the current directory or `ZOETROPE_ASSET_PATH`.
    public init(_ name: String) { source = .file(name) }

    /// Lets the picture take the size it is offered instead of its own (a symbol's own is its font's size), stretched
    /// to it.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// How the picture's pixels are sampled when scaled.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolation = interpolation
        return copy
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        if let variableValue, variableValue < 1, case let .system(name) = source {
            context.graph.reportOnce(.warning, path: context.path,
                                     "Image(systemName: \"\(name)\", variableValue: \(variableValue)) is drawn whole: variable symbol layers are not modelled")
        }
        switch source {
        case let .system(name): return [symbolNode(name, context)]
        case let .file(name): return [fileNode(name, context)]
        }
    }

    private func symbolNode(_ requestedName: String, _ context: ResolveContext) -> Node {
        let variant = context.environment.symbolVariants.applied(to: requestedName)
        let systemName = SymbolCatalog.glyph(named: variant) != nil ? variant : requestedName
        // With a symbol replace transition the name is part of the identity: a change removes the old symbol and
        // inserts the new one, each with the transition.
        let replaces = context.environment.contentTransition.kind == .symbolReplace
        let node = context.child(replaces ? "Image#" + systemName : "Image")
        let environment = node.environment
        let font = environment.font ?? .body
        let glyph: SymbolGlyph
        if let known = SymbolCatalog.glyph(named: systemName) {
            glyph = known
        } else {
            node.graph.reportOnce(.warning, path: node.path, "no built-in symbol named \"\(systemName)\"; drawing a placeholder")
            glyph = SymbolCatalog.placeholder
        }
        // The symbol's box: the font size tall at the medium scale (an approximation of SF Symbols' metrics).
        let height = font.size * environment.imageScale.factor
        let size = CGSize(width: (height * glyph.aspect).rounded(), height: height.rounded())
        let color = environment.foregroundPaint.representativeColor
        let result = node.node(.symbol(name: systemName, glyph: glyph, weight: environment.fontWeight ?? font.weight, color: color, size: size,
                                             isResizable: isResizable))
        result.symbolName = systemName
        if replaces { result.transition = context.environment.contentTransition.transition(countsDown: false) }
        return result
    }

    private func fileNode(_ name: String, _ context: ResolveContext) -> Node {
        let node = context.child("Image")
        var content = ImageContent(name: name, file: nil, isResizable: isResizable, interpolation: interpolation)
        switch ImageFile.locate(name) {
        case let .success(file):
            content.file = file
        case let .failure(.notFound(searched)):
            node.graph.report(.warning, path: node.path,
                              "no image file \"\(name)\" (searched \(searched.joined(separator: ", "))); drawing a grey placeholder")
        case let .failure(.notPNG(path)):
            node.graph.report(.warning, path: node.path, "image file \"\(path)\" is not a PNG file; drawing a grey placeholder")
        }
        return node.node(.image(content))
    }
}

/// What a file picture node draws: the file (nil when missing) and how it is sized and sampled.
struct ImageContent {
    var name: String
    var file: ImageFile?
    var isResizable: Bool
    var interpolation: Image.Interpolation

    /// The picture's own size in points (the placeholder's when the file is missing).
    var naturalSize: CGSize { file?.pointSize ?? Image.missingSize }

    /// Its own size, or what is offered (its own size in unspecified dimensions) when resizable.
    func size(for proposal: ProposedViewSize) -> CGSize {
        isResizable ? proposal.replacingUnspecifiedDimensions(by: naturalSize) : naturalSize
    }

    /// The display item of the picture in a frame of `size`.
    func item(in size: CGSize) -> DisplayItem {
        let rect = CGRect(origin: .zero, size: size)
        guard let file else { return .shape(ShapeItem(path: .rect(rect), paint: .color(ImageItem.placeholderColor))) }
        let mode: ImageItem.Interpolation
        switch interpolation {
        case .none: mode = .none
        case .low: mode = .low
        case .medium: mode = .medium
        case .high: mode = .high
        }
        return .image(ImageItem(path: file.path, rect: rect, interpolation: mode))
    }
}
