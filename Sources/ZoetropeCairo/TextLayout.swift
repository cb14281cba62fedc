import CPango
import Foundation
import ZoetropeDisplay

/// One `TextRun` laid out by Pango, with the line positions we draw at.
///
/// Each line gets a box `run.lineHeight` tall, or the font's own line height (ascent + descent) when nil; the
/// difference between the box and ascent + descent (the leading) is split evenly above and below the line, so the
/// first baseline is at `(lineBox - (ascent + descent)) / 2 + ascent` from the top. A negative leading (a box
/// tighter than the font) is allowed and overlaps the lines, like a tight CSS line-height. `run.lineSpacing`
/// (SwiftUI's `.lineSpacing`) is added between boxes only.
///
/// Owns a PangoLayout; only used while `PangoTextEngine`'s lock is held.
final class TextLayout {
    /// A shown line: Pango's line, its left edge in points (alignment offset included) and its logical width.
    struct Line {
        let line: UnsafeMutablePointer<PangoLayoutLine>
        let x: Double
        let width: Double
    }

    private let layout: OpaquePointer
    /// The UTF-8 ranges of the run's spans in the text Pango lays out (`laidOutText`), in the spans' order.
    let spanRanges: [Range<Int>]
    let lines: [Line]
    let ascent: Double
    let descent: Double
    /// The height of one line's box, in points.
    let lineBox: Double
    /// Baseline-to-baseline distance: the box plus the line spacing.
    let pitch: Double

    /// Lays out `run` on `context`, wrapped at word boundaries to `width` points (nil: one line per paragraph).
    ///
    /// `forDrawing` lays out a `TextItem` whose width came from measuring: Pango counts the tracking after a
    /// line's last character when it decides to wrap but not in the line's width, so a measured width would wrap
    /// again. Drawing therefore wraps at `width + tracking` and moves the lines back by the part of that slack
    /// that alignment gave them, which reproduces the measured lines at the measured positions.
    init(_ run: TextRun, width: Double?, context: OpaquePointer, forDrawing: Bool = false, emojiFont: Bool = false) {
        layout = pango_layout_new(context)
        let limit = run.lineLimit.map { max($0, 1) }
        let slack = forDrawing && run.tracking.isFinite ? max(run.tracking, 0) : 0
        let wrapWidth = width.flatMap { $0.isFinite ? max($0, 0) + slack : nil }
        let alignmentShift = wrapWidth == nil ? 0 : {
            switch run.alignment {
            case .leading: return 0.0
            case .center: return slack / 2
            case .trailing: return slack
            }
        }()
        let (text, spanRanges) = Self.laidOutText(run, limitsLines: limit != nil && wrapWidth != nil)
        self.spanRanges = spanRanges
        pango_layout_set_text(layout, text, -1)

        let description = pango_font_description_new()
        pango_font_description_set_family(description, PangoTextEngine.resolvedFamily(for: run.font))
        pango_font_description_set_absolute_size(description, Double(Self.units(Self.clampedSize(run.font.size))))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(Self.clampedWeight(run.font.weight))))
        pango_font_description_set_style(description, run.font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        // Letter spacing, tabular digits and emoji ranges as attributes; none at all for plain text, as before.
        let attributes = pango_attr_list_new()
        var hasAttributes = false
        if run.tracking != 0, run.tracking.isFinite {
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Self.units(run.tracking)))
            hasAttributes = true
        }
        if run.font.hasMonospacedDigits {
            pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum 1"))
            hasAttributes = true
        }
        // Each styled part in its own face, size, weight, slant, spacing and digits (before the emoji ranges, which
        // override the face).
        for (span, range) in zip(run.spans, spanRanges) where !range.isEmpty {
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>) {
                attribute.pointee.start_index = guint(range.lowerBound)
                attribute.pointee.end_index = guint(range.upperBound)
                pango_attr_list_insert(attributes, attribute)
            }
            insert(pango_attr_family_new(PangoTextEngine.resolvedFamily(for: span.font)))
            insert(pango_attr_size_new_absolute(Int32(Self.units(Self.clampedSize(span.font.size)))))
            insert(pango_attr_weight_new(PangoWeight(rawValue: UInt32(Self.clampedWeight(span.font.weight)))))
            insert(pango_attr_style_new(span.font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL))
            if let tracking = span.tracking, tracking.isFinite { insert(pango_attr_letter_spacing_new(Self.units(tracking))) }
            if span.font.hasMonospacedDigits { insert(pango_attr_font_features_new("tnum 1")) }
            if let inline = span.inline {
                // Room for the image: its box, from `descent` below the baseline up (Pango's y grows down from it).
                var box = PangoRectangle(x: 0, y: Self.units(-(Double(inline.size.height) - inline.descent)),
                                         width: Self.units(Double(inline.size.width)), height: Self.units(Double(inline.size.height)))
                insert(pango_attr_shape_new(&box, &box))
            }
            hasAttributes = true
        }
        if emojiFont {
            // Emoji written with the emoji variation selector (U+2764 U+FE0F, a red heart) or shown as emoji by
            // default are drawn with the emoji font, even where a text face has the character (Inter has a heart).
            for range in Self.emojiByteRanges(in: text) {
                let attribute: UnsafeMutablePointer<PangoAttribute> = pango_attr_family_new(TextFontMap.emojiFamily)
                attribute.pointee.start_index = guint(range.lowerBound)
                attribute.pointee.end_index = guint(range.upperBound)
                pango_attr_list_insert(attributes, attribute)
                hasAttributes = true
            }
        }
        if hasAttributes { pango_layout_set_attributes(layout, attributes) }
        pango_attr_list_unref(attributes)

        switch run.alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        if let wrapWidth {
            pango_layout_set_width(layout, Self.units(wrapWidth))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            if let limit {
                // At most `limit` lines, the last one ending in "…". Pango counts lines per paragraph, so the
                // text's line breaks were made line separators (one paragraph) above.
                switch run.truncation {
                case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
                case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
                }
                pango_layout_set_height(layout, -Int32(clamping: limit))
            }
        }

        var shown: [Line] = []
        let iterator = pango_layout_get_iter(layout)
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            shown.append(Line(line: line, x: Self.points(logical.x) - alignmentShift, width: Self.points(logical.width)))
        } while (limit.map { shown.count < $0 } ?? true) && pango_layout_iter_next_line(iterator) != 0
        pango_layout_iter_free(iterator)
        lines = run.string.isEmpty ? [] : shown

        // Ascent and descent of the font as Pango places a line (the first line's logical extents).
        var logical = PangoRectangle()
        if let first = pango_layout_get_line_readonly(layout, 0) {
            pango_layout_line_get_extents(first, nil, &logical)
        }
        ascent = Self.points(-logical.y)
        descent = Self.points(logical.height + logical.y)
        let ownPitch = ascent + descent
        lineBox = run.lineHeight.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? ownPitch
        pitch = lineBox + (run.lineSpacing.isFinite ? run.lineSpacing : 0)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Distance from the top of the box to the baseline of line `index`, in points.
    func baseline(ofLine index: Int) -> Double {
        (lineBox - (ascent + descent)) / 2 + ascent + Double(index) * pitch
    }

    var metrics: TextMetrics {
        guard !lines.isEmpty else { return .zero }
        let width = lines.map(\.width).max() ?? 0
        let height = Double(lines.count) * lineBox + Double(lines.count - 1) * (pitch - lineBox)
        return TextMetrics(size: CGSize(width: width, height: height),
                           firstBaseline: baseline(ofLine: 0), lastBaseline: baseline(ofLine: lines.count - 1),
                           lineCount: lines.count)
    }

    /// The string Pango lays out: with a line limit, paragraph breaks become U+2028 line separators so that
    /// Pango's limit (which counts lines per paragraph) and its ellipsis apply to the text as a whole.
    static func text(_ string: String, limitsLines: Bool) -> String {
        guard limitsLines else { return string }
        return string.replacingOccurrences(of: "\r\n", with: "\u{2028}")
            .replacingOccurrences(of: "\n", with: "\u{2028}")
            .replacingOccurrences(of: "\r", with: "\u{2028}")
            .replacingOccurrences(of: "\u{2029}", with: "\u{2028}")
    }

    /// The text Pango lays out (`text(_:limitsLines:)`) and where each of the run's spans is in it: line breaks
    /// become longer separators under a line limit, so the spans' byte ranges move.
    static func laidOutText(_ run: TextRun, limitsLines: Bool) -> (String, [Range<Int>]) {
        guard !run.spans.isEmpty else { return (text(run.string, limitsLines: limitsLines), []) }
        let bytes = Array(run.string.utf8)
        var result = "", ranges: [Range<Int>] = [], end = 0
        for span in run.spans {
            let lower = min(max(span.range.lowerBound, end), bytes.count)
            let upper = min(max(span.range.upperBound, lower), bytes.count)
            let part = text(String(decoding: bytes[lower..<upper], as: UTF8.self), limitsLines: limitsLines)
            let start = result.utf8.count
            result += part
            ranges.append(start..<result.utf8.count)
            end = upper
        }
        if end < bytes.count { result += text(String(decoding: bytes[end...], as: UTF8.self), limitsLines: limitsLines) }
        return (result, ranges)
    }

    /// The index of the span holding the byte at `offset` of the laid-out text, nil when none does.
    func span(at offset: Int) -> Int? {
        var low = 0, high = spanRanges.count
        while low < high {
            let middle = (low + high) / 2
            if spanRanges[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < spanRanges.count && spanRanges[low].contains(offset) ? low : nil
    }

    /// The UTF-8 byte ranges of the characters shown as emoji: those with the emoji variation selector U+FE0F, and
    /// those whose first scalar is an emoji by default (`Emoji_Presentation`), such as a thumbs up.
    static func emojiByteRanges(in string: String) -> [Range<Int>] {
        let selector: Unicode.Scalar = "\u{FE0F}"
        var ranges: [Range<Int>] = []
        var offset = 0
        for character in string {
            let length = character.utf8.count
            let hasSelector: Bool = character.unicodeScalars.contains(selector)
            let isEmoji: Bool = character.unicodeScalars.first.map { $0.properties.isEmojiPresentation } ?? false
            if hasSelector || isEmoji {
                if let last = ranges.last, last.upperBound == offset {
                    ranges[ranges.count - 1] = last.lowerBound..<(offset + length)
                } else {
                    ranges.append(offset..<(offset + length))
                }
            }
            offset += length
        }
        return ranges
    }

    /// Points in Pango units (1/1024 pt), rounded and clamped to what Pango's Int32 fields hold.
    static func units(_ points: Double) -> Int32 {
        Int32(min(max((points * Double(PANGO_SCALE)).rounded(), -2_000_000_000), 2_000_000_000))
    }
    static func points(_ units: Int32) -> Double { Double(units) / Double(PANGO_SCALE) }
    /// Sizes Pango accepts: finite, 0.01…10 000 pt (non-finite or non-positive sizes draw at 0.01 pt, i.e. nothing).
    static func clampedSize(_ size: Double) -> Double { size.isFinite ? min(max(size, 0.01), 10_000) : 0.01 }
    static func clampedWeight(_ weight: Double) -> Double { weight.isFinite ? min(max(weight, 100), 1000).rounded() : 400 }
}
