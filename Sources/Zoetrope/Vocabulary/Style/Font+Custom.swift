import Foundation

extension Font {
    /// A font by its PostScript or family name at `size` points: SwiftUI's `Font.custom(_:size:)`. Zoetrope draws
    /// only its bundled faces, so the name picks the nearest of them (`Font.customDesign(named:)`: a monospaced,
    /// serif or rounded name its design, "Bold", "Light", "Italic" and the like its weight and slant) and a text that
    /// uses it warns once, naming the font and the face drawn instead. At the default Dynamic Type size, scaling
    /// relative to `.body` changes nothing.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        var font = Font(size: size, weight: customWeight(named: name), design: customDesign(named: name),
                        isItalic: customIsItalic(named: name))
        font.customName = name
        return font
    }

    /// A custom font that scales with `textStyle` (SwiftUI's `Font.custom(_:size:relativeTo:)`): at the default
    /// Dynamic Type size it is `size` points.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        custom(name, size: size)
    }

    /// A custom font of a size that does not scale: SwiftUI's `Font.custom(_:fixedSize:)`.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }

    /// The design whose bundled face stands for the font `name`.
    static func customDesign(named name: String) -> Design {
        let key = name.lowercased()
        if ["mono", "menlo", "courier", "consol", "code"].contains(where: key.contains) { return .monospaced }
        if ["rounded", "quicksand", "nunito", "varela"].contains(where: key.contains) { return .rounded }
        if ["serif", "georgia", "times", "new york", "newyork", "baskerville", "palatino", "garamond", "didot",
            "charter", "merriweather", "playfair"].contains(where: key.contains), !key.contains("sans") { return .serif }
        return .default
    }

    /// The weight a font's name asks for ("Inter-SemiBold", "Avenir Heavy"); regular when it names none.
    static func customWeight(named name: String) -> Weight {
        let key = name.lowercased().filter { $0.isLetter }
        let weights: [(String, Weight)] = [("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin),
                                           ("semibold", .semibold), ("demibold", .semibold), ("extrabold", .heavy),
                                           ("ultrabold", .heavy), ("light", .light), ("medium", .medium),
                                           ("bold", .bold), ("heavy", .heavy), ("black", .black)]
        return weights.first { key.contains($0.0) }?.1 ?? .regular
    }

    static func customIsItalic(named name: String) -> Bool {
        let key = name.lowercased()
        return key.contains("italic") || key.contains("oblique")
    }

    /// The bundled family a custom font is drawn with.
    static func substitute(forCustom font: Font) -> String { family(of: font.design, size: font.size) }
}
