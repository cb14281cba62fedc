import Foundation
import ZoetropeDisplay

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
        case let .mesh(mesh): return mesh.patches.first?.colors.first ?? mesh.background
        }
    }
}
