import CCairo
import CPango
import Foundation

/// The pinned Pango font map of `pipeline-notes.md` §3.4: a PangoCairo FreeType font map whose fontconfig
/// configuration is built from nothing (`FcConfigCreate`, which reads no system or user files) and holds only the
/// bundled font files (and the colour emoji font, by path), so the user's fontconfig and installed fonts cannot change or substitute anything.
struct TextFontMap {
    /// The bundled font files, in `Fonts/` of this target's resources.
    static let fontFileNames = [
        "Inter-Regular.otf", "Inter-Italic.otf", "Inter-Medium.otf", "Inter-MediumItalic.otf",
        "Inter-SemiBold.otf", "Inter-SemiBoldItalic.otf", "Inter-Bold.otf", "Inter-BoldItalic.otf",
        "InterDisplay-Regular.otf", "InterDisplay-SemiBold.otf", "InterDisplay-Bold.otf",
        // The system font designs (SwiftUI's `Font.Design`), OFL: `.monospaced`, `.rounded`, `.serif`.
        "JetBrainsMono-Regular.ttf", "JetBrainsMono-Medium.ttf", "JetBrainsMono-Bold.ttf",
        "Quicksand-Regular.ttf", "Quicksand-Bold.ttf",
        "NotoSerif-Regular.ttf", "NotoSerif-Bold.ttf",
    ]

    /// The colour emoji font, loaded by path from Debian's fonts-noto-color-emoji (10 MB, so not bundled; installed
    /// by scripts/setup-system). Only this file is added to the private configuration: no system font lookup.
    /// `ZOETROPE_EMOJI_FONT` names another file (tests use it to check the missing-font warning).
    static var emojiFontPath: String {
        ProcessInfo.processInfo.environment["ZOETROPE_EMOJI_FONT"] ?? "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    }
    /// The family name of the emoji font, which drawing shows as colour bitmaps instead of filling outlines.
    static let emojiFamily = "Noto Color Emoji"

    /// The PangoCairo font map (a `PangoFcFontMap`); never freed (the engine lives as long as the process).
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// Bundled files that fontconfig accepted.
    let loadedFiles: [URL]
    /// Bundled files that were missing or that fontconfig rejected.
    let missingFiles: [String]
    /// The emoji font file, when it was found and loaded.
    let emojiFile: URL?

    init() {
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        let config = FcConfigCreate()
        var loaded: [URL] = [], missing: [String] = []
        let directory = Bundle.module.url(forResource: "Fonts", withExtension: nil)
        for name in Self.fontFileNames {
            guard let url = directory?.appendingPathComponent(name),
                  FileManager.default.fileExists(atPath: url.path) else { missing.append(name); continue }
            let added = url.path.withCString { path in
                path.withMemoryRebound(to: FcChar8.self, capacity: strlen(path) + 1) { FcConfigAppFontAddFile(config, $0) }
            }
            if added != 0 { loaded.append(url) } else { missing.append(name) }
        }
        // The emoji font has only bitmap strikes (109 pixels per em): marked scalable, and its fixed pixel size
        // dropped, while it is scanned, so that Pango shapes and measures it at the text's size instead of the
        // strike's, and cairo scales the strike's bitmaps to that size.
        let rule = """
            <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><match target="scan">\
            <test name="family"><string>\(Self.emojiFamily)</string></test>\
            <edit name="scalable" mode="assign"><bool>true</bool></edit><edit name="pixelsize" mode="delete"/></match></fontconfig>
            """
        _ = rule.withCString { xml in
            xml.withMemoryRebound(to: FcChar8.self, capacity: strlen(xml) + 1) { FcConfigParseAndLoadFromMemory(config, $0, 0) }
        }
        let emoji = URL(fileURLWithPath: Self.emojiFontPath)
        let emojiAdded = FileManager.default.fileExists(atPath: emoji.path) && emoji.path.withCString { path in
            path.withMemoryRebound(to: FcChar8.self, capacity: strlen(path) + 1) { FcConfigAppFontAddFile(config, $0) }
        } != 0
        emojiFile = emojiAdded ? emoji : nil
        loadedFiles = loaded + (emojiAdded ? [emoji] : [])
        missingFiles = missing
        // The font map takes its own reference to the configuration.
        pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
        FcConfigDestroy(config)
        // Sizes are given in absolute units (points = cairo user units), so the resolution only pins what
        // Pango would otherwise read from the environment.
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 96)
    }

    /// A new context with the explicit font options of §3.4 (gray anti-aliasing, no hinting, unhinted metrics)
    /// and unrounded glyph positions. Its matrix stays the identity: layout happens in points, whatever the
    /// device scale, so measuring and drawing see the same layout. The caller owns the returned reference.
    func makeContext() -> OpaquePointer {
        let context = pango_font_map_create_context(fontMap)!
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }
}
