import Foundation
import ZoetropeDisplay

extension SymbolLibrary {
    private static let speakerBody = "M2.5 9 H5.5 L10 5 V19 L5.5 15 H2.5 Z"
    /// Sound waves beside the speaker: arcs about (10.5, 12) of radius 4, 7.5 and 11 over ±40°.
    private static let waves = ["M13.6 9.4 A4 4 0 0 1 13.6 14.6", "M16.2 7.2 A7.5 7.5 0 0 1 16.2 16.8", "M18.9 4.9 A11 11 0 0 1 18.9 19.1"]
    private static let micCapsule = "M12 2.5 A3 3 0 0 1 15 5.5 V11 A3 3 0 0 1 9 11 V5.5 A3 3 0 0 1 12 2.5 Z"
    private static let micStand = "M5.5 10.5 A6.5 6.5 0 0 0 18.5 10.5 M12 17 V21 M8.5 21 H15.5"
    private static let forwardShape = "M3 6 L11.5 12 L3 18 Z M12.5 6 L21 12 L12.5 18 Z"
    private static let playShape = "M7 4.5 L19.5 12 L7 19.5 Z"
    private static let stopShape = "M8 5 H16 A3 3 0 0 1 19 8 V16 A3 3 0 0 1 16 19 H8 A3 3 0 0 1 5 16 V8 A3 3 0 0 1 8 5 Z"
    private static let goCircle = "M19.6 12.8 A7.7 7.7 0 1 1 12 4.8 M9.3 2.2 L12 4.8 L9.3 7.4"

    static func speaker(fill: Bool, waves count: Int) -> SymbolGlyph {
        let body: [Part] = fill ? [solid(speakerBody), line(speakerBody)] : [line(speakerBody)]
        return SymbolGlyph(body + waves.prefix(count).map { line($0) })
    }

    /// `goforward` / `gobackward` with an optional number of seconds inside.
    static func go(forward: Bool, seconds: Int?) -> SymbolGlyph {
        var parts: [Part] = forward ? [line(goCircle)] : mirrored([line(goCircle)])
        if let seconds { parts += SymbolDigits.number(seconds, centreX: 12, centreY: 13.2, height: 6, width: 1.5) }
        return SymbolGlyph(parts)
    }

    /// Playback and sound (SF Symbols' "Media" category); `play.fill`, `pause.fill` and `music.note` are among the
    /// first glyphs.
    static let media: [String: SymbolGlyph] = {
        var entries: [(String, SymbolGlyph)] = [
            ("play", glyph(line(playShape))),
            ("pause", glyph(line("M8 5 V19 M16 5 V19", 2.6))),
            ("stop", glyph(line(stopShape))), ("stop.fill", glyph(solid(stopShape), line(stopShape))),
            ("forward", glyph(line(forwardShape))), ("forward.fill", glyph(solid(forwardShape), line(forwardShape))),
            ("backward", SymbolGlyph(mirrored([line(forwardShape)]))),
            ("backward.fill", SymbolGlyph(mirrored([solid(forwardShape), line(forwardShape)]))),
            ("forward.end", glyph(line("M4 5 L15 12 L4 19 Z M19.5 5 V19"))),
            ("forward.end.fill", glyph(solid("M4 5 L15 12 L4 19 Z"), line("M4 5 L15 12 L4 19 Z M19.5 5 V19", 2))),
            ("backward.end", SymbolGlyph(mirrored([line("M4 5 L15 12 L4 19 Z M19.5 5 V19")]))),
            ("backward.end.fill", SymbolGlyph(mirrored([solid("M4 5 L15 12 L4 19 Z"), line("M4 5 L15 12 L4 19 Z M19.5 5 V19", 2)]))),
            ("playpause", glyph(line("M3 6 L11 12 L3 18 Z M15 6 V18 M20 6 V18"))),
            ("playpause.fill", glyph(solid("M3 6 L11 12 L3 18 Z"), line("M3 6 L11 12 L3 18 Z"), line("M15 6 V18 M20 6 V18", 2.6))),
            ("shuffle", glyph(line("M3 7 H6.5 C11.5 7 12.5 17 17.5 17 H20.5 M3 17 H6.5 C11.5 17 12.5 7 17.5 7 H20.5 M18 4.5 L20.5 7 L18 9.5 M18 14.5 L20.5 17 L18 19.5", 1.8))),
            ("repeat", glyph(line("M4 11 V9.5 A3 3 0 0 1 7 6.5 H20 M17 3.5 L20 6.5 L17 9.5 M20 13 V14.5 A3 3 0 0 1 17 17.5 H4 M7 14.5 L4 17.5 L7 20.5", 1.8))),
            ("repeat.1", glyph(line("M4 11 V9.5 A3 3 0 0 1 7 6.5 H20 M17 3.5 L20 6.5 L17 9.5 M20 13 V14.5 A3 3 0 0 1 17 17.5 H4 M7 14.5 L4 17.5 L7 20.5", 1.8),
                               line("M10.8 10.6 L12.4 9.6 V14.4", 1.5))),
            ("speaker", speaker(fill: false, waves: 0)), ("speaker.fill", speaker(fill: true, waves: 0)),
            ("speaker.wave.1", speaker(fill: false, waves: 1)), ("speaker.wave.1.fill", speaker(fill: true, waves: 1)),
            ("speaker.wave.2", speaker(fill: false, waves: 2)), ("speaker.wave.2.fill", speaker(fill: true, waves: 2)),
            ("speaker.wave.3", speaker(fill: false, waves: 3)), ("speaker.wave.3.fill", speaker(fill: true, waves: 3)),
            ("speaker.slash", glyph(line(speakerBody), line("M14 9 L20 15 M20 9 L14 15"))),
            ("speaker.slash.fill", glyph(solid(speakerBody), line(speakerBody), line("M14 9 L20 15 M20 9 L14 15"))),
            ("mic", glyph(line(micCapsule), line(micStand))),
            ("mic.fill", glyph(solid(micCapsule), line(micCapsule), line(micStand))),
            ("mic.slash", slashed([line(micCapsule), line(micStand)])),
            ("mic.slash.fill", slashed([solid(micCapsule), line(micCapsule), line(micStand)])),
            ("music.note.list", glyph(line("M3.5 5.5 H13.5 M3.5 9.5 H13.5 M3.5 13.5 H9"),
                                      .fill(.ellipse(in: SymbolCatalog.rect(11.5, 16.5, 5.5, 4.2))),
                                      line("M16.2 18.5 V4.5 L20.5 5.8", 1.8))),
            ("headphones", glyph(line("M4.5 16 V12 A7.5 7.5 0 0 1 19.5 12 V16"), box(3.5, 13, 4.5, 7.5, 2), box(16, 13, 4.5, 7.5, 2))),
            ("waveform", glyph(line("M3 10.5 V13.5 M6.5 8 V16 M10 4.5 V19.5 M13.5 7 V17 M17 9.5 V14.5 M20.5 11 V13", 1.8))),
            ("waveform.circle", glyph(ring(12, 12, 9.5, 1.6), line("M7.5 11 V13 M10 8.5 V15.5 M12.5 6.5 V17.5 M15 9 V15 M17 10.8 V13.2", 1.5))),
            ("record.circle", glyph(ring(12, 12, 9.5, 1.6), dot(12, 12, 5))),
            ("record.circle.fill", glyph(dot(12, 12, 10.5), cut(ring(12, 12, 6.8, 1.2)))),
            ("film", glyph(box(3.5, 3.5, 17, 17, 2.5), line("M7.5 3.5 V20.5 M16.5 3.5 V20.5 M3.5 12 H20.5 M3.5 7.5 H7.5 M3.5 16.5 H7.5 M16.5 7.5 H20.5 M16.5 16.5 H20.5", 1.4))),
            ("goforward", go(forward: true, seconds: nil)), ("gobackward", go(forward: false, seconds: nil)),
            ("hifispeaker", glyph(box(5.5, 2.5, 13, 19, 2.5), ring(12, 15, 3.2), dot(12, 7, 1.2))),
            ("radio", glyph(box(2.5, 7.5, 19, 13, 2.5), line("M6 7.5 L17 3"), ring(15.5, 14, 3), line("M6 12 H9.5 M6 15.5 H9.5"))),
        ]
        for seconds in [5, 10, 15, 30, 45, 60, 75, 90] {
            entries.append(("goforward.\(seconds)", go(forward: true, seconds: seconds)))
            entries.append(("gobackward.\(seconds)", go(forward: false, seconds: seconds)))
        }
        return table(entries)
    }()

    private static let bubbleLeft = "M7 4 H17 A4 4 0 0 1 21 8 V12.5 A4 4 0 0 1 17 16.5 H9.5 L5.5 20 V16.2 A4 4 0 0 1 3 12.5 V8 A4 4 0 0 1 7 4 Z"
    private static let message = "M12 3.5 C6.8 3.5 2.5 7 2.5 11.3 C2.5 13.8 3.9 16 6.1 17.4 C5.8 18.8 5 20 4 20.8 C6.3 20.8 8.2 19.9 9.4 18.8 C10.2 19 11.1 19.1 12 19.1 C17.2 19.1 21.5 15.6 21.5 11.3 C21.5 7 17.2 3.5 12 3.5 Z"
    static let phoneShape = "M6.6 3 L9.2 3.3 L10.6 7.3 L8.6 9.2 C9.7 11.5 12.3 14.1 14.8 15.3 L16.7 13.3 L20.7 14.7 L21 17.4 C21 19.4 19.4 21 17.4 21 C9.4 20.5 3.5 14.6 3 6.6 C3 4.6 4.6 3 6.6 3 Z"
    private static let videoShape = "M5 6.5 H13.5 A2.5 2.5 0 0 1 16 9 V15 A2.5 2.5 0 0 1 13.5 17.5 H5 A2.5 2.5 0 0 1 2.5 15 V9 A2.5 2.5 0 0 1 5 6.5 Z M16 10.5 L21.5 7.2 V16.8 L16 13.5 Z"
    private static let envelopeShape = "M4.5 5 H19.5 A2 2 0 0 1 21.5 7 V17 A2 2 0 0 1 19.5 19 H4.5 A2 2 0 0 1 2.5 17 V7 A2 2 0 0 1 4.5 5 Z"
    private static let paperplaneShape = "M2.5 11 L21.5 2.5 L14 21.5 L11 13.5 Z"

    /// Messages, calls and mail (SF Symbols' "Communication" category); `paperplane.fill` and `bell` are among the
    /// first glyphs.
    static let communication: [String: SymbolGlyph] = table(
        pair("message", message)
            + pair("bubble.left", bubbleLeft)
            + [("bubble.right", SymbolGlyph(mirrored([line(bubbleLeft)]))),
               ("bubble.right.fill", SymbolGlyph(mirrored([solid(bubbleLeft), line(bubbleLeft)]))),
               ("text.bubble", glyph(line(bubbleLeft), line("M7.5 8.5 H16.5 M7.5 12 H13.5", 1.5))),
               ("text.bubble.fill", glyph(solid(bubbleLeft), line(bubbleLeft), cut(line("M7.5 8.5 H16.5 M7.5 12 H13.5", 1.5)))),
               ("ellipsis.bubble", glyph(line(bubbleLeft), dot(8, 10.3, 1.3), dot(12, 10.3, 1.3), dot(16, 10.3, 1.3))),
               ("ellipsis.bubble.fill", glyph(solid(bubbleLeft), line(bubbleLeft), cut(dot(8, 10.3, 1.3), dot(12, 10.3, 1.3), dot(16, 10.3, 1.3)))),
               ("bubble.left.and.bubble.right", glyph(line("M5 3 H12 A2.5 2.5 0 0 1 14.5 5.5 V9 A2.5 2.5 0 0 1 12 11.5 H7 L4.5 13.5 V11.3 A2.5 2.5 0 0 1 2.5 9 V5.5 A2.5 2.5 0 0 1 5 3 Z"),
                                                      line("M17.5 9 H19 A2.5 2.5 0 0 1 21.5 11.5 V15 A2.5 2.5 0 0 1 19.5 17.3 V19.5 L17 17.5 H12 A2.5 2.5 0 0 1 9.5 15 V14.5"))),
               ("phone.down", SymbolGlyph(rotated([line(phoneShape)], 135))),
               ("phone.down.fill", SymbolGlyph(rotated([solid(phoneShape), line(phoneShape)], 135))),
               ("video.slash", slashed([line(videoShape)])),
               ("video.slash.fill", slashed([solid(videoShape), line(videoShape)])),
               ("envelope", glyph(line(envelopeShape), line("M3 6.5 L12 13 L21 6.5"))),
               ("envelope.fill", glyph(solid(envelopeShape), line(envelopeShape), cut(line("M3.5 7 L12 13 L20.5 7", 1.4)))),
               ("envelope.open", glyph(line("M2.5 10 L12 3.5 L21.5 10 V19 A1.5 1.5 0 0 1 20 20.5 H4 A1.5 1.5 0 0 1 2.5 19 Z M3 10.5 L12 16 L21 10.5"))),
               ("paperplane", glyph(line(paperplaneShape), line("M11 13.5 L21.5 2.5"))),
               ("phone.arrow.up.right", glyph(line(phoneShape), line("M14.5 9.5 L20.5 3.5 M16 3.5 H20.5 V8"))),
               ("at", glyph(ring(12, 12, 3.8), line("M15.8 8 V13.5 A2.6 2.6 0 0 0 21 13.5 V12 A9 9 0 1 0 17 19.5"))),
               ("antenna.radiowaves.left.and.right", glyph(dot(12, 10, 1.8), line("M12 12 V21"),
                                                           line("M8.5 6.5 A5 5 0 0 0 8.5 13.5 M15.5 6.5 A5 5 0 0 1 15.5 13.5 M5.5 3.5 A9 9 0 0 0 5.5 16.5 M18.5 3.5 A9 9 0 0 1 18.5 16.5"))),
               ("megaphone", glyph(line("M3 10 V14 A1.5 1.5 0 0 0 4.5 15.5 H7 L17.5 20.5 V3.5 L7 8.5 H4.5 A1.5 1.5 0 0 0 3 10 Z M7 15.5 L8.5 20.5 M20.5 10 V14"))),
            ]
            + pair("phone", phoneShape)
            + pair("video", videoShape))
}
