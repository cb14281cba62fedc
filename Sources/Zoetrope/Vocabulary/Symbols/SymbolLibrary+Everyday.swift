import Foundation
import ZoetropeDisplay

extension SymbolLibrary {
    private static let pencil = "M4 20 L5 15.5 L15.5 5 A2.1 2.1 0 0 1 19 8.5 L8.5 19 Z M13.5 7 L17 10.5"
    private static let tag = "M3 4.5 A1.5 1.5 0 0 1 4.5 3 H11.3 L20.6 12.3 A1.5 1.5 0 0 1 20.6 14.4 L14.4 20.6 A1.5 1.5 0 0 1 12.3 20.6 L3 11.3 Z"
    private static let bag = "M4.5 8 H19.5 L18.7 19.6 A2 2 0 0 1 16.7 21.5 H7.3 A2 2 0 0 1 5.3 19.6 Z"
    private static let card = "M4.5 5 H19.5 A2 2 0 0 1 21.5 7 V17 A2 2 0 0 1 19.5 19 H4.5 A2 2 0 0 1 2.5 17 V7 A2 2 0 0 1 4.5 5 Z"
    private static let lockBody = "M7 10.5 H17 A2 2 0 0 1 19 12.5 V19.5 A2 2 0 0 1 17 21.5 H7 A2 2 0 0 1 5 19.5 V12.5 A2 2 0 0 1 7 10.5 Z"
    private static let photo = "M4.5 4.5 H19.5 A2 2 0 0 1 21.5 6.5 V17.5 A2 2 0 0 1 19.5 19.5 H4.5 A2 2 0 0 1 2.5 17.5 V6.5 A2 2 0 0 1 4.5 4.5 Z"
    private static let cameraBody = "M5 7 H8 L9.5 4.5 H14.5 L16 7 H19 A2.5 2.5 0 0 1 21.5 9.5 V17.5 A2.5 2.5 0 0 1 19 20 H5 A2.5 2.5 0 0 1 2.5 17.5 V9.5 A2.5 2.5 0 0 1 5 7 Z"
    private static let folder = "M2.5 6 A1.5 1.5 0 0 1 4 4.5 H9 L11 6.5 H20 A1.5 1.5 0 0 1 21.5 8 V18 A1.5 1.5 0 0 1 20 19.5 H4 A1.5 1.5 0 0 1 2.5 18 Z"
    private static let calendar = "M5.5 4.5 H18.5 A2.5 2.5 0 0 1 21 7 V18.5 A2.5 2.5 0 0 1 18.5 21 H5.5 A2.5 2.5 0 0 1 3 18.5 V7 A2.5 2.5 0 0 1 5.5 4.5 Z"
    private static let location = "M20.5 3.5 L3.5 11 L11.5 12.5 L13 20.5 Z"
    private static let map = "M3 6 L9 3.5 L15 6 L21 3.5 V18 L15 20.5 L9 18 L3 20.5 Z"
    private static let pin = "M12 21.5 C12 21.5 5 14.5 5 9.5 A7 7 0 0 1 19 9.5 C19 14.5 12 21.5 12 21.5 Z"
    private static let flag = "M5 14 V4 C8 2.5 11 5.5 14 4.2 C16 3.5 17.5 3.5 19 4 V14 C17.5 13.5 16 13.5 14 14.2 C11 15.5 8 12.5 5 14 Z"
    private static let eye = "M2 12 C5 6.5 8.5 5 12 5 C15.5 5 19 6.5 22 12 C19 17.5 15.5 19 12 19 C8.5 19 5 17.5 2 12 Z"
    private static let thumb = "M8 10.5 L11 3.5 C12.7 3.5 13.6 4.7 13.3 6.3 L12.7 9.5 H18.5 C19.9 9.5 20.8 10.8 20.4 12.1 L18.6 18.4 C18.3 19.4 17.4 20 16.4 20 H8 Z M3.5 10.5 H8 V20 H3.5 Z"
    private static let gearTeeth: String = {
        var points: [String] = []
        for i in 0..<32 {
            let a = (Double(i) / 32 * 360 - 5.6) * .pi / 180
            let r = (i % 4 == 0 || i % 4 == 1) ? 10.2 : 7.9
            points.append(String(format: "%.3f %.3f", 12 + r * cos(a), 12 + r * sin(a)))
        }
        return "M" + points.joined(separator: " L") + " Z"
    }()
    private static let crown = "M3.5 8 L7.5 12 L12 5 L16.5 12 L20.5 8 L19 18.5 H5 Z"
    private static let gift = "M3.5 8 H20.5 V12 H3.5 Z M5 12 H19 V20.5 H5 Z"
    private static let book = "M12 6 C9.5 4 6 3.8 2.5 4.5 V18.5 C6 17.8 9.5 18 12 20 C14.5 18 18 17.8 21.5 18.5 V4.5 C18 3.8 14.5 4 12 6 Z"
    private static let bulb = "M9 17 V15.5 C9 13.5 6 12 6 8.5 A6 6 0 0 1 18 8.5 C18 12 15 13.5 15 15.5 V17 Z"
    private static let tray = "M3 13 L5.5 4.5 H18.5 L21 13 V18.5 A1.5 1.5 0 0 1 19.5 20 H4.5 A1.5 1.5 0 0 1 3 18.5 Z"
    private static let trashBody = "M5.5 6 L6.5 21 H17.5 L18.5 6 Z"
    private static let pawToes: [Part] = [.fill(.ellipse(in: SymbolCatalog.rect(3, 8.5, 3.6, 4.6))), .fill(.ellipse(in: SymbolCatalog.rect(7.2, 3.5, 3.8, 5))),
                                          .fill(.ellipse(in: SymbolCatalog.rect(13, 3.5, 3.8, 5))), .fill(.ellipse(in: SymbolCatalog.rect(17.4, 8.5, 3.6, 4.6)))]

    /// The symbols of ordinary app screens (favourites, settings, people, shopping, files, time, places), each with
    /// its `.fill` form where SF Symbols has one; the first glyphs hold `heart`, `star`, `bell`, `gear`, `person`,
    /// `house`, `magnifyingglass`, `trash`, `doc`, `bookmark`, `link`, `ellipsis`, `info.circle` and the marks.
    static let everyday: [String: SymbolGlyph] = {
        var entries: [(String, SymbolGlyph)] = []
        entries += pair("tag", tag, extra: [ring(7.6, 7.6, 1.5, 1.5)])
        entries += pair("bag", bag, extra: []) .map { ($0.0, SymbolGlyph($0.1.parts + [line("M8.5 10.5 V6.5 A3.5 3.5 0 0 1 15.5 6.5 V10.5")])) }
        entries += pair("creditcard", card, extra: [line("M2.5 9.5 H21.5", 2.2), line("M6 15 H10", 1.6)])
        entries += pair("lock", lockBody).map { ($0.0, SymbolGlyph($0.1.parts + [line("M8 10.5 V7.5 A4 4 0 0 1 16 7.5 V10.5")])) }
        entries += pair("lock.open", lockBody).map { ($0.0, SymbolGlyph($0.1.parts + [line("M8 10.5 V7.5 A4 4 0 0 1 15.8 6.3")])) }
        entries += pair("photo", photo, extra: [line("M2.5 17 L8.5 11 L13.5 16 L16 13.5 L21.5 19"), dot(15.5, 9, 1.6)])
        entries += pair("camera", cameraBody, extra: [ring(12, 13.3, 3.6)])
        entries += pair("folder", folder, extra: [line("M2.5 9 H21.5", 1.4)])
        entries += pair("calendar", calendar, extra: [line("M3 9.5 H21", 1.6), dot(8, 13, 0.9), dot(12, 13, 0.9), dot(16, 13, 0.9), dot(8, 17, 0.9), dot(12, 17, 0.9)])
            .map { ($0.0, SymbolGlyph($0.1.parts + [line("M8 2.5 V6 M16 2.5 V6")])) }
        entries += pair("location", location)
        entries += pair("map", map).map { ($0.0, SymbolGlyph($0.1.parts + [$0.0 == "map" ? line("M9 3.5 V18 M15 6 V20.5") : cut(line("M9 4.5 V17 M15 7 V19.5", 1.2))])) }
        entries += pair("mappin", pin, extra: [ring(12, 9.5, 2.6)])
        entries += pair("flag", flag).map { ($0.0, SymbolGlyph($0.1.parts + [line("M5 21.5 V4")])) }
        entries += pair("eye", eye, extra: [ring(12, 12, 3.6)])
        entries += [("eye.slash", slashed([line(eye), ring(12, 12, 3.6)])),
                    ("eye.slash.fill", slashed([solid(eye), line(eye), cut(ring(12, 12, 3.6))]))]
        entries += pair("hand.thumbsup", thumb)
        entries += [("hand.thumbsdown", SymbolGlyph(rotated(mirrored([line(thumb)]), 180))),
                    ("hand.thumbsdown.fill", SymbolGlyph(rotated(mirrored([solid(thumb), line(thumb)]), 180)))]
        entries += pair("crown", crown)
        entries += pair("gift", gift).map { ($0.0, SymbolGlyph($0.1.parts + [$0.0 == "gift" ? line("M12 8 V20.5") : cut(line("M12 8.5 V20", 1.5)),
                                                                                  line("M12 8 C10 3 6 3.5 7 6.5 C7.5 8 10 8 12 8 C14 8 16.5 8 17 6.5 C18 3.5 14 3 12 8", 1.5)])) }
        entries += pair("book", book).map { ($0.0, SymbolGlyph($0.1.parts + [$0.0 == "book" ? line("M12 6 V20") : cut(line("M12 7 V19", 1.3))])) }
        entries += pair("lightbulb", bulb).map { ($0.0, SymbolGlyph($0.1.parts + [line("M9.5 20 H14.5 M10.5 22 H13.5", 1.6)])) }
        entries += pair("tray", tray).map { ($0.0, SymbolGlyph($0.1.parts + [$0.0 == "tray" ? line("M3 13 H8 A4 4 0 0 0 16 13 H21") : cut(line("M3 13.5 H8 A4 4 0 0 0 16 13.5 H21", 1.2))])) }
        entries += pair("cart", "M5.5 6.5 H20.5 L18.5 14.5 H7.5 Z").map { ($0.0, SymbolGlyph($0.1.parts + [line("M2 3.5 H4.5 L7.5 14.5 V16.5 H18.5"), dot(9, 19.5, 1.6), dot(17, 19.5, 1.6)])) }
        entries += pair("clock", "M12 2.5 A9.5 9.5 0 1 1 11.99 2.5 Z", extra: [line("M12 6.5 V12 L15.5 14.5")])
        entries += pair("shield.checkered", "M12 2.5 L19.5 5.5 V11.5 C19.5 16 16.5 19.5 12 21.5 C7.5 19.5 4.5 16 4.5 11.5 V5.5 Z", extra: [line("M12 2.5 V21.5 M4.5 11.5 H19.5", 1.3)])
        entries += pair("pawprint", "M12 11.5 C9 11.5 6.5 15 6.5 17.5 C6.5 19.5 8 20.5 9.5 20.5 C10.5 20.5 11 20 12 20 C13 20 13.5 20.5 14.5 20.5 C16 20.5 17.5 19.5 17.5 17.5 C17.5 15 15 11.5 12 11.5 Z")
            .map { ($0.0, SymbolGlyph($0.1.parts + pawToes)) }
        entries += pair("trophy", "M7 3.5 H17 V9 A5 5 0 0 1 7 9 Z").map { ($0.0, SymbolGlyph($0.1.parts + [line("M7 5.5 H4.5 A3 3 0 0 0 7.5 11 M17 5.5 H19.5 A3 3 0 0 1 16.5 11 M12 14 V18 M8 20.5 H16 M9.5 18 H14.5")])) }
        entries += pair("gearshape", gearTeeth, extra: [ring(12, 12, 3.3)])
        entries += pair("person.2", "M9 4 A3.6 3.6 0 1 1 8.99 4 Z M2 19.5 C2 15 5 12.5 9 12.5 C13 12.5 16 15 16 19.5 Z")
            .map { ($0.0, SymbolGlyph($0.1.parts + [line("M15.5 4.5 A3.2 3.2 0 0 1 15.5 10.9 M17.5 12.8 C20.2 13.5 22 15.8 22 19.5 H18.5")])) }
        entries += [
            ("trash.fill", glyph(solid(trashBody), line(trashBody, 1.6), line("M3.5 6 H20.5 M9 6 V3 H15 V6", 1.6), cut(line("M10 10 V17 M14 10 V17", 1.6)))),
            ("pencil", glyph(line(pencil))),
            ("pencil.line", glyph(line(pencil), line("M12 20.5 H21"))),
            ("square.and.pencil", glyph(line("M11 4.5 H6 A2 2 0 0 0 4 6.5 V18 A2 2 0 0 0 6 20 H17.5 A2 2 0 0 0 19.5 18 V13"),
                                        line("M10 14.5 L10.6 11.8 L18 4.4 A1.6 1.6 0 0 1 20.4 6.8 L13 14.2 Z"))),
            ("square.and.arrow.down", glyph(line("M8 9 H5 V21 H19 V9 H16 M12 2.5 V14.5 M8 10.5 L12 14.5 L16 10.5", 1.6))),
            ("rectangle.portrait.and.arrow.right", glyph(line("M13 6.5 V5 A2 2 0 0 0 11 3 H5.5 A2 2 0 0 0 3.5 5 V19 A2 2 0 0 0 5.5 21 H11 A2 2 0 0 0 13 19 V17.5 M9 12 H21 M17.5 8.5 L21 12 L17.5 15.5"))),
            ("key", glyph(ring(7.5, 12, 4), line("M11.5 12 H21 V15.5 M17.5 12 V14.5"))),
            ("key.fill", glyph(dot(7.5, 12, 5), cut(dot(6.5, 12, 1.5)), line("M11.5 12 H21 V15.5 M17.5 12 V14.5", 2.2))),
            ("mappin.and.ellipse", glyph(line("M12 16 C12 16 7 11.5 7 8 A5 5 0 0 1 17 8 C17 11.5 12 16 12 16 Z"), ring(12, 8, 1.8, 1.5),
                                         line("M7.5 17.5 C4.5 18 3 18.8 3 19.5 C3 20.6 7 21.5 12 21.5 C17 21.5 21 20.6 21 19.5 C21 18.8 19.5 18 16.5 17.5", 1.5))),
            ("globe", glyph(ring(12, 12, 9.5), line("M12 2.5 C8.5 5.5 8.5 18.5 12 21.5 C15.5 18.5 15.5 5.5 12 2.5 M2.5 12 H21.5 M4 7 H20 M4 17 H20", 1.4))),
            ("divide", glyph(line("M4.5 12 H19.5", 2), dot(12, 6.5, 1.6), dot(12, 17.5, 1.6))),
            ("equal", glyph(line("M5 9 H19 M5 15 H19", 2))),
            ("info", glyph(line("M12 10 V20", 2.2), dot(12, 5.5, 1.7))),
            ("questionmark", glyph(line("M7.5 8 A4.5 4.5 0 1 1 14.2 11.9 C12.9 12.6 12 13.6 12 15 V16", 2.2), dot(12, 20.2, 1.5))),
            ("exclamationmark", glyph(line("M12 3.5 V15", 2.4), dot(12, 20, 1.6))),
            ("exclamationmark.2", glyph(line("M8 3.5 V15", 2.4), dot(8, 20, 1.6), line("M16 3.5 V15", 2.4), dot(16, 20, 1.6))),
            ("exclamationmark.3", glyph(line("M4.5 3.5 V15", 2.4), dot(4.5, 20, 1.6), line("M12 3.5 V15", 2.4), dot(12, 20, 1.6),
                                        line("M19.5 3.5 V15", 2.4), dot(19.5, 20, 1.6))),
            ("exclamationmark.triangle", glyph(line("M12 3.5 L21.5 20 H2.5 Z"), line("M12 9.5 V14.5", 1.9), dot(12, 17.3, 1.1))),
            ("exclamationmark.triangle.fill", glyph(solid("M12 3.5 L21.5 20 H2.5 Z"), line("M12 3.5 L21.5 20 H2.5 Z"), cut(line("M12 9.5 V14.5", 1.9), dot(12, 17.3, 1.1)))),
            ("checkmark.seal", glyph(line(sealOutline()), line("M8 12.3 L10.8 15 L16 9.2"))),
            ("checkmark.seal.fill", glyph(solid(sealOutline()), line(sealOutline()), cut(line("M8 12.3 L10.8 15 L16 9.2", 1.9)))),
            ("checkmark.shield", glyph(line("M12 2.5 L19.5 5.5 V11.5 C19.5 16 16.5 19.5 12 21.5 C7.5 19.5 4.5 16 4.5 11.5 V5.5 Z"), line("M8.5 12 L11 14.5 L15.5 9.5"))),
            ("bell.slash", slashed([line("M4 18 H20 C18.5 16 18 14 18 10.5 C18 3 6 3 6 10.5 C6 14 5.5 16 4 18 Z", 1.6), dot(12, 20.5, 2)])),
            ("bell.badge", glyph(line("M4 18 H20 C18.5 16 18 14 18 10.5 C18 3 6 3 6 10.5 C6 14 5.5 16 4 18 Z", 1.6), dot(12, 20.5, 2),
                                 cut(dot(18, 5.5, 4.5)), dot(18, 5.5, 3.2))),
            ("heart.slash", slashed(SymbolCatalog.glyph(named: "heart")?.parts ?? [])),
            ("star.leadinghalf.filled", glyph(.stroke(SymbolCatalog.glyph(named: "star")?.firstPath ?? DisplayPath(), width: 1.6),
                                              .fill(path(polygonHalfStar())))),
            ("person.badge.plus", glyph(ring(9.5, 7.5, 3.8), line("M2.5 20 C2.5 15.5 5.5 13 9.5 13 C11.5 13 13.2 13.6 14.5 14.8 M18.5 12.5 V20.5 M14.5 16.5 H22.5"))),
            ("person.crop.circle", glyph(ring(12, 12, 9.5, 1.6), ring(12, 9.5, 3.5, 1.6), line("M5.8 18.5 C7.2 16.2 9.4 15 12 15 C14.6 15 16.8 16.2 18.2 18.5", 1.6))),
            ("person.crop.circle.fill", glyph(dot(12, 12, 10.5), cut(dot(12, 9.5, 4), solid("M5 18.8 C6.6 16 9 14.5 12 14.5 C15 14.5 17.4 16 19 18.8 L17 21 H7 Z")))),
            ("face.smiling", glyph(ring(12, 12, 9.5), dot(9, 10, 1.2), dot(15, 10, 1.2), line("M8 14.5 C9 16.3 10.3 17 12 17 C13.7 17 15 16.3 16 14.5", 1.6))),
            ("list.bullet", glyph(dot(4.5, 6, 1.3), dot(4.5, 12, 1.3), dot(4.5, 18, 1.3), line("M9 6 H20.5 M9 12 H20.5 M9 18 H20.5"))),
            ("line.3.horizontal", glyph(line("M4 6.5 H20 M4 12 H20 M4 17.5 H20", 1.8))),
            ("line.horizontal.3", glyph(line("M4 6.5 H20 M4 12 H20 M4 17.5 H20", 1.8))),
            ("line.3.horizontal.decrease", glyph(line("M3.5 6.5 H20.5 M6.5 12 H17.5 M9.5 17.5 H14.5", 1.8))),
            ("slider.horizontal.3", glyph(line("M3.5 6 H20.5 M3.5 12 H20.5 M3.5 18 H20.5", 1.5), dot(15, 6, 2.2), dot(8, 12, 2.2), dot(13, 18, 2.2))),
            ("power", glyph(line("M12 3 V11 M7 5.5 A8 8 0 1 0 17 5.5", 2))),
            ("paperclip", glyph(line("M16.5 7.5 L8.6 15.4 A1.8 1.8 0 0 0 11.1 17.9 L18.8 10.2 A3.6 3.6 0 0 0 13.7 5.1 L6 12.8 A5.4 5.4 0 0 0 13.6 20.4 L20 14", 1.6))),
            ("hourglass", glyph(line("M6.5 3.5 H17.5 M6.5 20.5 H17.5 M7.5 3.5 C7.5 9 16.5 15 16.5 20.5 M16.5 3.5 C16.5 9 7.5 15 7.5 20.5"))),
            ("alarm", glyph(ring(12, 13, 7.5), line("M12 9 V13 L14.5 15 M3.5 6 L6.5 3.5 M20.5 6 L17.5 3.5 M7 19.5 L5.5 21 M17 19.5 L18.5 21"))),
            ("stopwatch", glyph(ring(12, 13.5, 8), line("M10 2.5 H14 M12 2.5 V5.5 M12 13.5 L15 10.5 M18.5 5.5 L19.8 6.8"))),
            ("timer", glyph(line("M12 3 A9 9 0 1 1 5.6 5.6 M12 3 V6.5 M12 12 L7.5 7.5", 1.8))),
            ("dollarsign", glyph(line("M16 7.5 C15 6 13.6 5.5 12 5.5 C9.5 5.5 8 6.8 8 8.7 C8 13 16 11 16 15.3 C16 17.2 14.3 18.5 12 18.5 C10 18.5 8.7 17.7 7.8 16.3 M12 3 V21", 1.9))),
            ("percent", glyph(line("M18 5 L6 19", 1.9), ring(7.5, 7.5, 2.5), ring(16.5, 16.5, 2.5))),
            ("number", glyph(line("M9.5 3.5 L7.5 20.5 M16.5 3.5 L14.5 20.5 M4.5 8.5 H20 M4 15.5 H19.5"))),
            ("chart.bar", glyph(box(3.5, 13, 4, 7.5, 1), box(10, 8, 4, 12.5, 1), box(16.5, 3.5, 4, 17, 1))),
            ("chart.bar.fill", glyph(slab(2.7, 12.2, 5.6, 9.1, 1.3), slab(9.2, 7.2, 5.6, 14.1, 1.3), slab(15.7, 2.7, 5.6, 18.6, 1.3))),
            ("chart.pie", glyph(line("M12 3 A9 9 0 1 0 21 12 H12 Z"), line("M15 2.5 A7.5 7.5 0 0 1 21.5 9 H15 Z"))),
            ("chart.line.uptrend.xyaxis", glyph(line("M3.5 3.5 V20.5 H20.5 M7 15.5 L11 11 L14 13.5 L20 6.5"))),
            ("cross", glyph(line("M9.5 3.5 H14.5 V9.5 H20.5 V14.5 H14.5 V20.5 H9.5 V14.5 H3.5 V9.5 H9.5 Z"))),
            ("cross.fill", glyph(solid("M9.5 3.5 H14.5 V9.5 H20.5 V14.5 H14.5 V20.5 H9.5 V14.5 H3.5 V9.5 H9.5 Z"), line("M9.5 3.5 H14.5 V9.5 H20.5 V14.5 H14.5 V20.5 H9.5 V14.5 H3.5 V9.5 H9.5 Z"))),
            ("fork.knife", glyph(line("M5 3 V8.5 A2.5 2.5 0 0 0 10 8.5 V3 M7.5 3 V21 M17.5 21 V3 C15 4.5 14 8 14.5 13 H17.5"))),
            ("cup.and.saucer", glyph(line("M5 7.5 H17 V12.5 A5 5 0 0 1 12 17.5 H10 A5 5 0 0 1 5 12.5 Z M17 9 H18.5 A2.2 2.2 0 0 1 18.5 13.4 H16.8 M3 20.5 H19"))),
            ("car", glyph(line("M3 17 V12.5 L5.5 6.5 A1.5 1.5 0 0 1 7 5.5 H17 A1.5 1.5 0 0 1 18.5 6.5 L21 12.5 V17 Z M3 12.5 H21 M5 17 V19.5 M19 17 V19.5"), dot(7, 14.6, 1.2), dot(17, 14.6, 1.2))),
            ("car.fill", glyph(solid("M3 17 V12.5 L5.5 6.5 A1.5 1.5 0 0 1 7 5.5 H17 A1.5 1.5 0 0 1 18.5 6.5 L21 12.5 V17 Z"),
                               line("M3 17 V12.5 L5.5 6.5 A1.5 1.5 0 0 1 7 5.5 H17 A1.5 1.5 0 0 1 18.5 6.5 L21 12.5 V17 Z M5 17 V19.5 M19 17 V19.5"),
                               cut(line("M6.2 11.5 L7.5 8 H16.5 L17.8 11.5 Z", 1.2), dot(7, 14.6, 1.2), dot(17, 14.6, 1.2)))),
            ("airplane", glyph(solid("M12 2 C13 2 13.4 3 13.4 4.5 V9 L21.5 13.5 V15.5 L13.4 13 V18 L15.8 19.8 V21.5 L12 20.4 L8.2 21.5 V19.8 L10.6 18 V13 L2.5 15.5 V13.5 L10.6 9 V4.5 C10.6 3 11 2 12 2 Z"))),
            ("cart.badge.plus", glyph(line("M5.5 6.5 H13 M7.5 14.5 H18.5 L19.5 11 M2 3.5 H4.5 L7.5 14.5 V16.5 H18.5"), dot(9, 19.5, 1.6), dot(17, 19.5, 1.6),
                                      line("M18.5 2.5 V9.5 M15 6 H22"))),
            ("folder.badge.plus", glyph(line(folder), line("M12 10 V16 M9 13 H15"))),
            ("calendar.badge.plus", glyph(line("M14 4.5 H5.5 A2.5 2.5 0 0 0 3 7 V18.5 A2.5 2.5 0 0 0 5.5 21 H18.5 A2.5 2.5 0 0 0 21 18.5 V12 M3 9.5 H13 M8 2.5 V6"),
                                          line("M19 2.5 V9.5 M15.5 6 H22.5"))),
            ("icloud", glyph(line(cloud))), ("icloud.fill", glyph(solid(cloud), line(cloud))),
            ("icloud.and.arrow.up", glyph(line(cloud), line("M12 16 V10 M9.5 12.5 L12 10 L14.5 12.5", 1.5))),
            ("icloud.and.arrow.down", glyph(line(cloud), line("M12 10 V16 M9.5 13.5 L12 16 L14.5 13.5", 1.5))),
            ("square.and.arrow.up.fill", glyph(slab(4.2, 8.2, 15.6, 13.6, 2.5), cut(line("M12 2.5 V14.5 M8 6.5 L12 2.5 L16 6.5", 3.6)),
                                               line("M12 2.5 V14.5 M8 6.5 L12 2.5 L16 6.5", 1.6))),
            ("doc.text", glyph(line("M5 2.5 H14 L19 7.5 V21.5 H5 Z M14 2.5 V7.5 H19", 1.6), line("M8.5 12 H15.5 M8.5 15 H15.5 M8.5 18 H12.5", 1.4))),
            ("doc.on.doc", glyph(line("M8.5 6.5 H15 L19.5 11 V21.5 H8.5 Z", 1.6), line("M5.5 17.5 H4.5 V2.5 H11.5 L14 5", 1.6))),
            ("clipboard", glyph(line("M8 4.5 H6 A1.5 1.5 0 0 0 4.5 6 V20 A1.5 1.5 0 0 0 6 21.5 H18 A1.5 1.5 0 0 0 19.5 20 V6 A1.5 1.5 0 0 0 18 4.5 H16", 1.6),
                                box(8, 2.5, 8, 4, 1, 1.6))),
            ("scissors", glyph(ring(6.5, 17.5, 3), ring(17.5, 17.5, 3), line("M8.5 15.2 L18.5 3.5 M15.5 15.2 L5.5 3.5"))),
            ("wrench", glyph(line("M14.5 3.5 A5 5 0 0 0 11.8 10.3 L3.8 18.3 A2 2 0 0 0 6.6 21.1 L14.6 13.1 A5 5 0 0 0 21.4 10.4 L18 13.8 L14.8 12.8 L13.8 9.6 Z"))),
            ("hammer", glyph(line("M13.5 9.5 L4.5 18.5 A1.8 1.8 0 0 0 7 21 L16 12 M11 5 L14.5 3 H17.5 L21 6.5 L18 9.5 L16 7.5 L13.5 10 L11 7.5 Z"))),
            ("figure.walk", glyph(dot(13, 4, 2), line("M12.5 8 L10 14.5 L7 21 M10 14.5 L14 17.5 L15 21.5 M12.5 8 L16.5 12 L19 12.5 M12.5 8 L8.5 10.5 L7 13.5", 2))),
            ("figure.run", glyph(dot(15, 4, 2), line("M13 8 L10.5 13 L14 16 L12.5 21 M10.5 13 L6.5 18.5 L3.5 18 M13 8 L17 11 L20 10.5 M13 8 L8.5 8.5 L6.5 11", 2))),
            ("bolt.heart", glyph(.stroke(SymbolCatalog.glyph(named: "heart")?.firstPath ?? DisplayPath(), width: 1.6), line("M12.8 7.5 L9.5 12.5 H13 L11.5 16.5", 1.5))),
            ("wand.and.stars", glyph(line("M3.5 20.5 L14.5 9.5", 2), sparkle(17, 7, 4), sparkle(10, 4.5, 2), sparkle(19.5, 14, 2))),
            ("qrcode", glyph(box(3, 3, 7, 7, 1, 1.5), box(14, 3, 7, 7, 1, 1.5), box(3, 14, 7, 7, 1, 1.5), slab(5.5, 5.5, 2, 2, 0.3), slab(16.5, 5.5, 2, 2, 0.3),
                             slab(5.5, 16.5, 2, 2, 0.3), slab(14, 14, 2.5, 2.5, 0.3), slab(18.5, 18.5, 2.5, 2.5, 0.3), slab(18.5, 14, 2.5, 2.5, 0.3), slab(14, 18.5, 2.5, 2.5, 0.3))),
            ("faceid", glyph(line("M3 8 V5 A2 2 0 0 1 5 3 H8 M16 3 H19 A2 2 0 0 1 21 5 V8 M21 16 V19 A2 2 0 0 1 19 21 H16 M8 21 H5 A2 2 0 0 1 3 19 V16 M8.5 8.5 V10 M15.5 8.5 V10 M12 8.5 V13 H11 M9 16 C10.8 17.5 13.2 17.5 15 16", 1.6))),
            ("hand.raised", glyph(line("M8 12 V5.5 A1.5 1.5 0 0 1 11 5.5 V11 M11 10.5 V4 A1.5 1.5 0 0 1 14 4 V11 M14 10.5 V5.5 A1.5 1.5 0 0 1 17 5.5 V14 A7.5 7.5 0 0 1 9.5 21.5 C7 21.5 5.5 20 4.5 18 L2.8 13.6 A1.4 1.4 0 0 1 5.3 12.4 L8 16", 1.6))),
            ("graduationcap", glyph(line("M12 4.5 L22 9.5 L12 14.5 L2 9.5 Z M6.5 12 V17 C8.5 19 15.5 19 17.5 17 V12 M22 9.5 V15", 1.6))),
            ("building.2", glyph(line("M3.5 21 V7 L11 3.5 V21 M11 9.5 H20.5 V21 M2 21 H22 M6.5 9 V9.5 M6.5 13 V13.5 M6.5 17 V17.5 M14.5 13 H17 M14.5 17 H17", 1.6))),
            ("storefront", glyph(line("M4 10.5 V20.5 H20 V10.5 M3 4 H21 L22 9 A3.3 3 0 0 1 15.4 9 A3.4 3 0 0 1 8.6 9 A3.3 3 0 0 1 2 9 Z M9.5 20.5 V15 H14.5 V20.5", 1.6))),
            ("shippingbox", glyph(line("M12 2.5 L20.5 6.8 V17.2 L12 21.5 L3.5 17.2 V6.8 Z M3.5 6.8 L12 11 L20.5 6.8 M12 11 V21.5 M7.8 4.6 L16.2 8.9", 1.6))),
            ("cube", glyph(line("M12 2.5 L20.5 7 V17 L12 21.5 L3.5 17 V7 Z M3.5 7 L12 11.5 L20.5 7 M12 11.5 V21.5", 1.6))),
            ("bed.double", glyph(line("M2.5 19.5 V5 M2.5 14 H21.5 V19.5 M2.5 11 H21.5 V14 M5 11 V8.5 H10.5 V11 M13.5 11 V8.5 H19 V11", 1.6))),
            ("house.circle", glyph(ring(12, 12, 9.5, 1.6), line("M7 12 L12 7.5 L17 12 M8.5 11 V16.5 H15.5 V11", 1.5))),
            ("sparkle.magnifyingglass", glyph(ring(10, 10, 6.5, 2), line("M15 15 L20.5 20.5", 2), sparkle(10, 10, 3.5))),
        ]
        return table(entries)
    }()

    /// The left half of the first glyphs' star, filled (for `star.leadinghalf.filled`).
    static func polygonHalfStar() -> String {
        let points = (0..<10).map { i -> (Double, Double) in
            let angle = -Double.pi / 2 + Double(i) * .pi / 5
            let radius = i % 2 == 0 ? 10.5 : 4.4
            return (12 + radius * cos(angle), 12.6 + radius * sin(angle))
        }
        // From the top point anticlockwise to the bottom inner point, then back up the centre line.
        let left = [points[0]] + points[5...9].reversed()
        return "M" + left.map { String(format: "%.3f %.3f", $0.0, $0.1) }.joined(separator: " L") + String(format: " L12 %.3f Z", points[5].1)
    }
}

extension SymbolGlyph {
    /// The path of the glyph's first part (for glyphs built on an existing one).
    var firstPath: DisplayPath? {
        switch parts.first {
        case let .fill(path, _)?, let .stroke(path, _)?: return path
        default: return nil
        }
    }
}
