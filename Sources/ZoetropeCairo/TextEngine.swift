import CCairo
import CPango
import Foundation
import ZoetropeDisplay

/// Measures and draws text with Pango and the bundled Inter fonts, through the pinned font map of
/// `pipeline-notes.md` §3.4 — output does not depend on the machine's fonts or fontconfig settings.
///
/// Measuring and drawing build the same layout (in points, independent of the device scale), so a text item
/// drawn with `width` = its measured width shows exactly the measured lines. Safe to call from several threads:
/// every call gets its own PangoContext and PangoLayout, and the shared font map (fontconfig matching, font
/// and glyph caches) is used under one lock.
public final class PangoTextEngine: TextMeasuring, @unchecked Sendable {
    /// The engine the rasterizer uses.
    public static let shared = PangoTextEngine()

    private let fonts: TextFontMap
    private let lock = NSLock()

    /// A new engine with its own font map. Most code should use `shared`; tests create fresh ones.
    public init() { fonts = TextFontMap() }

    /// The font map, for tests that build layouts directly.
    var fontsForTesting: TextFontMap { fonts }

    /// The bundled font files in use.
    public var fontFiles: [URL] { fonts.loadedFiles }
    /// Bundled font files that could not be loaded (empty unless the resources are broken); text then draws
    /// with whatever bundled faces remain, never a system font.
    public var missingFontFiles: [String] { fonts.missingFiles }

    /// The bundled family a descriptor is drawn with (family names compared ignoring case, spaces and hyphens):
    /// "Inter Display" when named and upright (no Inter Display italics are bundled); the design faces "JetBrains
    /// Mono", "Quicksand" and "Noto Serif" when named; "Inter" otherwise — unknown families (including "SF Pro")
    /// fall back to Inter, never to a system font.
    public static func resolvedFamily(for font: FontDescriptor) -> String {
        let key = font.family.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
        switch key {
        case "interdisplay": return font.isItalic ? "Inter" : "Inter Display"
        case "jetbrainsmono": return "JetBrains Mono"
        case "quicksand": return "Quicksand"
        case "notoserif": return "Noto Serif"
        default: return "Inter"
        }
    }

    /// Whether the colour emoji font was found (`TextFontMap.emojiFontPath`).
    public var hasEmojiFont: Bool { fonts.emojiFile != nil }

    /// Warns once per process, on stderr, when text with emoji is measured and the emoji font is missing: the emoji
    /// then draw with whatever bundled face has them (usually none: an empty box).
    private func warnIfEmojiFontMissing(_ string: String) {
        guard fonts.emojiFile == nil, !warnedAboutEmoji, string.unicodeScalars.contains(where: \.properties.isEmojiPresentation) else { return }
        warnedAboutEmoji = true
        let message = "zoetrope: warning: text has emoji but the colour emoji font \(TextFontMap.emojiFontPath) is missing; "
            + "install Debian's fonts-noto-color-emoji (scripts/setup-system does)\n"
        FileHandle.standardError.write(Data(message.utf8))
    }

    private var warnedAboutEmoji = false

    /// The size of `run` laid out at most `maxWidth` points wide. Measuring is a pure function of its inputs, and
    /// layout asks again for the same runs at every frame of live content (a morph lays its text out per frame), so
    /// answers are kept: up to `measuredCapacity` of them, all dropped when full (shaping dominated the trace of a
    /// morphing scene, 52 % of its time in HarfBuzz, before this).
    public func measure(_ run: TextRun, maxWidth: Double?) -> TextMetrics {
        let key = MeasureKey(run: run, maxWidth: maxWidth)
        lock.lock()
        if let known = measured[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let metrics = withLayout(run, width: maxWidth) { layout -> TextMetrics in
            warnIfEmojiFontMissing(run.string)
            return layout.metrics
        }
        lock.lock()
        if measured.count >= Self.measuredCapacity { measured.removeAll(keepingCapacity: true) }
        measured[key] = metrics
        lock.unlock()
        return metrics
    }

    private struct MeasureKey: Hashable {
        var run: TextRun
        var maxWidth: Double?
    }

    private var measured: [MeasureKey: TextMetrics] = [:]
    static let measuredCapacity = 4096

    /// Draws `item` on a cairo context whose user space is the item's coordinate space (points); the device
    /// scale lives in the context's matrix, so glyph outlines are rasterized at full resolution.
    ///
    /// Glyphs are filled as outlines at their exact, unrounded positions (pipeline-notes.md §3.4 step 4), so text
    /// that moves by a fraction of a pixel moves its ink by that fraction, like the shapes beside it. Showing them
    /// as glyphs instead (`pango_cairo_show_layout_line`) would not: cairo 1.16's image compositor draws each
    /// glyph from its cached mask at the nearest whole device pixel, whatever Pango computed, so a slowly moving
    /// paragraph stood still and then jumped a pixel row (issue 11, item 5). The outlines are the same unhinted
    /// FreeType outlines the masks were made from (hint style none); they are anti-aliased by cairo's scan
    /// converter, as shapes are, with the non-zero winding rule of TrueType/CFF outlines.
    func draw(_ item: TextItem, cr: OpaquePointer) {
        let color = item.color
        guard color.alpha > 0 || item.run.spans.contains(where: { $0.color != nil }), !item.run.string.isEmpty,
              item.origin.x.isFinite, item.origin.y.isFinite else { return }
        withLayout(item.run, width: item.width.isFinite ? item.width : nil, forDrawing: true) { layout in
            if item.run.spans.contains(where: { !$0.drawsPlain }) { return Self.drawStyled(item, layout: layout, cr: cr) }
            cairo_save(cr)
            Self.setSource(color, cr: cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_new_path(cr)
            var emoji: [(x: Double, y: Double, run: PangoGlyphItem)] = []
            for (index, line) in layout.lines.enumerated() {
                let x = item.origin.x + line.x, y = item.origin.y + layout.baseline(ofLine: index)
                let emojiRuns = Self.emojiRuns(of: line.line)
                if emojiRuns.isEmpty {
                    cairo_move_to(cr, x, y)
                    pango_cairo_layout_line_path(cr, line.line)
                } else {
                    // Colour glyphs have no outlines (cairo would trace their bitmaps into blocks): their runs are
                    // shown as glyphs after the fill, the other runs added as outlines at their own positions.
                    for (offset, run, isEmoji) in emojiRuns {
                        if isEmoji {
                            emoji.append((x + offset, y, run))
                        } else {
                            cairo_move_to(cr, x + offset, y)
                            pango_cairo_glyph_string_path(cr, run.item.pointee.analysis.font, run.glyphs)
                        }
                    }
                }
            }
            // One fill for all lines: overlapping glyphs (tight line heights, kerning) cover a pixel once, as the
            // glyph masks of one run did.
            cairo_fill(cr)
            for (x, y, run) in emoji { Self.showColourGlyphs(run, x: x, y: y, cr: cr) }
            cairo_restore(cr)
        }
    }

    /// Draws text whose parts differ in colour, decoration or baseline: run by run, each in its span's colour,
    /// raised by its offset, with its underline and strikethrough (at the font's own positions and thickness).
    static func drawStyled(_ item: TextItem, layout: TextLayout, cr: OpaquePointer) {
        cairo_save(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        for (index, line) in layout.lines.enumerated() {
            let x = item.origin.x + line.x, y = item.origin.y + layout.baseline(ofLine: index)
            if item.run.spans.contains(where: { $0.background != nil }) {
                drawBackgrounds(item, layout: layout, line: line.line, x: x, baseline: y, cr: cr)
            }
            forEachRun(of: line.line) { run, offset, width in
                let span = layout.span(at: Int(run.item.pointee.offset)).map { item.run.spans[$0] }
                let color = span?.color ?? item.color
                let baseline = y - (span?.baselineOffset.isFinite == true ? span!.baselineOffset : 0)
                let font = run.item.pointee.analysis.font
                if let inline = span?.inline {
                    drawInline(inline, x: x + offset, baseline: baseline, color: color, cr: cr)
                } else if color.alpha > 0 {
                    setSource(color, cr: cr)
                    if isEmojiFont(font) {
                        showColourGlyphs(run, x: x + offset, y: baseline, cr: cr)
                    } else {
                        cairo_new_path(cr)
                        cairo_move_to(cr, x + offset, baseline)
                        pango_cairo_glyph_string_path(cr, font, run.glyphs)
                        cairo_fill(cr)
                    }
                }
                guard let span, span.underline != nil || span.strikethrough != nil, let font,
                      let metrics = pango_font_get_metrics(font, nil) else { return }
                defer { pango_font_metrics_unref(metrics) }
                let lines: [(TextDecoration?, Int32, Int32)] = [
                    (span.underline, pango_font_metrics_get_underline_position(metrics),
                     pango_font_metrics_get_underline_thickness(metrics)),
                    (span.strikethrough, pango_font_metrics_get_strikethrough_position(metrics),
                     pango_font_metrics_get_strikethrough_thickness(metrics))]
                for case let (decoration?, position, thickness) in lines {
                    // Pango gives the top of the line as a distance above the baseline.
                    let height = max(TextLayout.points(thickness), 0.5)
                    let top = baseline - TextLayout.points(position)
                    drawDecoration(decoration, from: x + offset, to: x + offset + width, top: top, height: height,
                                   color: decoration.color ?? color, cr: cr)
                }
            }
        }
        cairo_restore(cr)
    }

    /// Calls `body` with each glyph run of `line`, its left edge from the line's start and its width, in points.
    static func forEachRun(of line: UnsafeMutablePointer<PangoLayoutLine>,
                           _ body: (PangoGlyphItem, _ offset: Double, _ width: Double) -> Void) {
        var offset = 0.0
        var node = line.pointee.runs
        while let current = node {
            node = current.pointee.next
            guard let data = current.pointee.data else { continue }
            let run = data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
            let width = TextLayout.points(pango_glyph_string_get_width(run.glyphs))
            body(run, offset, width)
            offset += width
        }
    }

    /// The background colours of a line's spans, each behind its glyphs from its font's ascent to its descent (drawn
    /// before any glyph of the line, so a background never covers a neighbour's characters).
    static func drawBackgrounds(_ item: TextItem, layout: TextLayout, line: UnsafeMutablePointer<PangoLayoutLine>,
                                x: Double, baseline: Double, cr: OpaquePointer) {
        forEachRun(of: line) { run, offset, width in
            guard let span = layout.span(at: Int(run.item.pointee.offset)).map({ item.run.spans[$0] }),
                  let background = span.background, background.alpha > 0,
                  let font = run.item.pointee.analysis.font, let metrics = pango_font_get_metrics(font, nil) else { return }
            defer { pango_font_metrics_unref(metrics) }
            let rise = span.baselineOffset.isFinite ? span.baselineOffset : 0
            let ascent = TextLayout.points(pango_font_metrics_get_ascent(metrics))
            let descent = TextLayout.points(pango_font_metrics_get_descent(metrics))
            setSource(background, cr: cr)
            cairo_rectangle(cr, x + offset, baseline - rise - ascent, width, ascent + descent)
            cairo_fill(cr)
        }
    }

    /// An image in a line of text: its items drawn into a group whose coverage masks `color`, the box's left edge at
    /// `x` and its bottom `descent` below `baseline`.
    static func drawInline(_ inline: TextInline, x: Double, baseline: Double, color: DisplayColor, cr: OpaquePointer) {
        guard color.alpha > 0, x.isFinite, baseline.isFinite else { return }
        cairo_save(cr)
        cairo_translate(cr, x, baseline + inline.descent - Double(inline.size.height))
        cairo_push_group(cr)
        var painter = CairoPainter(cr: cr)
        for item in inline.items { painter.draw(item) }
        let mask = cairo_pop_group(cr)
        setSource(color, cr: cr)
        cairo_mask(cr, mask)
        cairo_pattern_destroy(mask)
        cairo_restore(cr)
    }

    /// A line `height` points thick from `from` to `to` with its top at `top`, in its pattern: dots and dashes as
    /// multiples of its thickness.
    static func drawDecoration(_ decoration: TextDecoration, from: Double, to: Double, top: Double, height: Double,
                               color: DisplayColor, cr: OpaquePointer) {
        guard color.alpha > 0, to > from else { return }
        setSource(color, cr: cr)
        cairo_new_path(cr)
        let dashes: [Double]
        switch decoration.pattern {
        case .solid:
            cairo_rectangle(cr, from, top, to - from, height)
            cairo_fill(cr)
            return
        case .dot: dashes = [1, 1]
        case .dash: dashes = [3, 1.5]
        case .dashDot: dashes = [3, 1.5, 1, 1.5]
        case .dashDotDot: dashes = [3, 1.5, 1, 1.5, 1, 1.5]
        }
        let scaled = dashes.map { $0 * height }
        cairo_set_line_width(cr, height)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        scaled.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
        cairo_move_to(cr, from, top + height / 2)
        cairo_line_to(cr, to, top + height / 2)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    static func setSource(_ color: DisplayColor, cr: OpaquePointer) {
        func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        cairo_set_source_rgba(cr, unit(color.red), unit(color.green), unit(color.blue), unit(color.alpha))
    }

    /// The runs of `line` with their x offsets in points, each marked when its font is the colour emoji font;
    /// empty when the line has no emoji run (it is then drawn as one path, as before emoji were supported).
    static func emojiRuns(of line: UnsafeMutablePointer<PangoLayoutLine>) -> [(Double, PangoGlyphItem, Bool)] {
        var runs: [(Double, PangoGlyphItem, Bool)] = []
        var anyEmoji = false
        var offset = 0.0
        var node = line.pointee.runs
        while let current = node {
            if let data = current.pointee.data {
                let run = data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
                let isEmoji = isEmojiFont(run.item.pointee.analysis.font)
                anyEmoji = anyEmoji || isEmoji
                runs.append((offset, run, isEmoji))
                offset += TextLayout.points(pango_glyph_string_get_width(run.glyphs))
            }
            node = current.pointee.next
        }
        return anyEmoji ? runs : []
    }

    /// Shows the colour glyphs of `run` with its origin at (`x`, `y`), as cairo's colour bitmaps (scaled from the
    /// font's strike to the text's size: the private configuration marks the emoji font scalable).
    static func showColourGlyphs(_ run: PangoGlyphItem, x: Double, y: Double, cr: OpaquePointer) {
        cairo_move_to(cr, x, y)
        pango_cairo_show_glyph_string(cr, run.item.pointee.analysis.font, run.glyphs)
    }

    static func isEmojiFont(_ font: UnsafeMutablePointer<PangoFont>?) -> Bool {
        guard let font, let description = pango_font_describe(font) else { return false }
        defer { pango_font_description_free(description) }
        guard let family = pango_font_description_get_family(description) else { return false }
        return String(cString: family) == TextFontMap.emojiFamily
    }

    private func withLayout<T>(_ run: TextRun, width: Double?, forDrawing: Bool = false, _ body: (TextLayout) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        let context = fonts.makeContext()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let layout = TextLayout(run, width: width, context: context, forDrawing: forDrawing, emojiFont: fonts.emojiFile != nil)
        return body(layout)
    }
}
