import Foundation

/// How a symbol's layers are coloured: SwiftUI's `SymbolRenderingMode`. Zoetrope's symbols are one layer, so every
/// mode draws them in the foreground style (docs/approximations.md, "Symbols").
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// A variant of a symbol: SwiftUI's `SymbolVariants` (`.fill`, `.circle`, `.square`, `.slash`, combined as
/// `.circle.fill`). `Image(systemName:)` inside `.symbolVariant(_:)` draws the name with the variant's suffix when
/// Zoetrope draws that name, else the name itself.
public struct SymbolVariants: Hashable, Sendable {
    let suffixes: [String]
    public static let none = SymbolVariants(suffixes: [])
    public static let fill = SymbolVariants(suffixes: ["fill"])
    public static let circle = SymbolVariants(suffixes: ["circle"])
    public static let square = SymbolVariants(suffixes: ["square"])
    public static let rectangle = SymbolVariants(suffixes: ["rectangle"])
    public static let slash = SymbolVariants(suffixes: ["slash"])
    public var fill: SymbolVariants { SymbolVariants(suffixes: suffixes + ["fill"]) }
    public var circle: SymbolVariants { SymbolVariants(suffixes: suffixes + ["circle"]) }
    public var square: SymbolVariants { SymbolVariants(suffixes: suffixes + ["square"]) }
    public var slash: SymbolVariants { SymbolVariants(suffixes: suffixes + ["slash"]) }

    /// `name` with the variant: the shapes first, then `slash`, then `fill`, as SF Symbols orders them.
    func applied(to name: String) -> String {
        let order = ["circle", "square", "rectangle", "slash", "fill"]
        let extra = order.filter { suffix in suffixes.contains(suffix) && !name.split(separator: ".").contains(Substring(suffix)) }
        return ([name] + extra).joined(separator: ".")
    }
}

extension Image {
    /// Sets how the symbol's layers are coloured: SwiftUI's `Image.symbolRenderingMode(_:)` (drawn monochrome).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

extension View {
    /// Sets how symbols' layers are coloured: SwiftUI's `View.symbolRenderingMode(_:)` (drawn monochrome).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

    /// Scales the symbols inside this view relative to their font: SwiftUI's `View.imageScale(_:)`.
    public func imageScale(_ scale: Image.Scale) -> some View {
        ContextView(content: self) { $0.environment.imageScale = scale }
    }

    /// Draws symbols inside this view in a variant: SwiftUI's `View.symbolVariant(_:)`.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        ContextView(content: self) { $0.environment.symbolVariants = variant }
    }
}
