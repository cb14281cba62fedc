import Foundation
import ZoetropeDisplay

/// A picture: SwiftUI's `Image`. `Image(systemName:)` draws Zoetrope's own vector stand-ins for SF Symbols,
/// sized by the font and tinted with the foreground style; an unknown name draws a placeholder and is reported.
public struct Image: View, PrimitiveView {
    public typealias Body = Never
    let systemName: String

    public init(systemName: String) { self.systemName = systemName }

    @MainActor func makeNodes(_ context: ResolveContext) -> [Node] {
        let node = context.child("Image")
        let environment = node.environment
        let font = environment.font ?? .body
        let glyph: SymbolGlyph
        if let known = SymbolCatalog.glyph(named: systemName) {
            glyph = known
        } else {
            node.graph.report(.warning, path: node.path, "no built-in symbol named \"\(systemName)\"; drawing a placeholder")
            glyph = SymbolCatalog.placeholder
        }
        // The symbol's box: the font size tall (an approximation of SF Symbols' medium scale).
        let size = CGSize(width: (font.size * glyph.aspect).rounded(), height: font.size.rounded())
        let color = environment.foregroundPaint.representativeColor
        let result = node.node(.symbol(name: systemName, glyph: glyph, weight: font.weight, color: color, size: size))
        result.symbolName = systemName
        return [result]
    }
}
