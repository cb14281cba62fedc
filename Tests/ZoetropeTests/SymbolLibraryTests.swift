import Foundation
import Testing
@testable import Zoetrope
@testable import ZoetropeDisplay

/// The symbol library of issue 24: hundreds of SF Symbols names drawn as our own paths, composed with enclosures,
/// and a warning, once per scene, for a name we do not draw.
@MainActor @Suite struct SymbolLibraryTests {
    /// Names that must draw, by category (what real screens use: issue 24's list), written out by hand.
    static let required: [String: [String]] = [
        "numbers": ["0.circle", "1.circle", "1.circle.fill", "1.square", "1.square.fill", "9.circle.fill", "10.circle", "42.square.fill", "50.circle.fill"],
        "media": ["play", "play.fill", "pause", "pause.fill", "stop", "stop.fill", "forward", "forward.fill", "backward", "backward.fill",
                  "forward.end.fill", "backward.end.fill", "shuffle", "repeat", "repeat.1", "speaker.wave.1", "speaker.wave.2", "speaker.wave.3",
                  "speaker.wave.2.fill", "speaker.slash", "speaker.slash.fill", "mic", "mic.fill", "mic.slash", "music.note", "music.note.list",
                  "headphones", "play.circle", "play.circle.fill", "pause.circle.fill", "goforward.15", "gobackward.15", "waveform"],
        "communication": ["message", "message.fill", "bubble.left", "bubble.left.fill", "bubble.right", "bubble.right.fill", "phone", "phone.fill",
                          "phone.down.fill", "video", "video.fill", "envelope", "envelope.fill", "paperplane", "paperplane.fill",
                          "bubble.left.and.bubble.right", "envelope.circle.fill", "phone.circle.fill", "video.circle"],
        "arrows": ["arrow.up", "arrow.down", "arrow.left", "arrow.right", "arrow.clockwise", "arrow.counterclockwise", "chevron.left",
                   "chevron.right", "chevron.up", "chevron.down", "chevron.forward", "chevron.backward", "arrow.up.right", "arrow.uturn.left",
                   "arrow.uturn.right", "arrow.uturn.backward", "arrow.triangle.2.circlepath", "arrow.up.circle.fill", "arrow.down.circle",
                   "chevron.right.circle.fill", "arrow.left.arrow.right", "arrowshape.left.fill", "arrowshape.backward.fill",
                   "arrowshape.forward", "arrowshape.up.fill", "arrowshape.down"],
        "shapes": ["circle", "circle.fill", "square", "square.fill", "triangle", "triangle.fill", "diamond", "diamond.fill", "hexagon",
                   "hexagon.fill", "capsule", "capsule.fill", "seal", "seal.fill", "rectangle", "rectangle.fill", "oval", "shield.fill"],
        "weather": ["sun.max", "sun.max.fill", "moon", "moon.fill", "moon.stars.fill", "cloud", "cloud.fill", "cloud.rain", "cloud.rain.fill",
                    "cloud.bolt", "cloud.bolt.fill", "cloud.snow", "cloud.sun.fill", "snowflake", "wind", "bolt.fill", "drop.fill", "thermometer",
                    "umbrella.fill", "sparkles", "flame.fill"],
        "devices": ["iphone", "ipad", "laptopcomputer", "desktopcomputer", "macwindow", "applewatch", "tv", "keyboard", "printer",
                    "display", "gamecontroller", "wifi", "battery.100"],
        "everyday": ["heart", "heart.fill", "heart.circle.fill", "star", "star.fill", "star.circle", "bell", "bell.fill", "bell.slash", "gear",
                     "gearshape", "gearshape.fill", "person", "person.fill", "person.2", "person.2.fill", "person.circle.fill",
                     "person.crop.circle", "house", "house.fill", "magnifyingglass", "trash", "trash.fill", "pencil", "square.and.arrow.up",
                     "plus", "plus.circle", "plus.circle.fill", "plus.square.fill", "minus", "minus.circle.fill", "xmark", "xmark.circle",
                     "xmark.circle.fill", "checkmark", "checkmark.circle", "checkmark.circle.fill", "checkmark.square.fill", "ellipsis",
                     "ellipsis.circle", "bookmark", "bookmark.fill", "tag", "tag.fill", "cart", "cart.fill", "bag", "bag.fill", "creditcard",
                     "creditcard.fill", "lock", "lock.fill", "lock.open", "photo", "photo.fill", "camera", "camera.fill", "doc", "doc.fill",
                     "folder", "folder.fill", "calendar", "clock", "clock.fill", "location", "location.fill", "map", "map.fill", "mappin",
                     "flag", "flag.fill", "info.circle", "questionmark.circle", "exclamationmark.triangle.fill", "eye", "eye.slash",
                     "hand.thumbsup.fill", "globe", "square.grid.2x2", "list.bullet", "line.3.horizontal", "slider.horizontal.3"],
    ]

    @Test func everyRequiredNameDraws() {
        var missing: [String] = []
        for (_, names) in Self.required { missing += names.filter { SymbolCatalog.glyph(named: $0) == nil } }
        #expect(missing.sorted() == [])
    }

    @Test func hundredsOfNames() {
        // 47 first glyphs; numbers 0…50 in 4 enclosures alone are 51 × 4 = 204 names.
        let names = SymbolCatalog.names
        #expect(names.count >= 600)
        #expect((0...50).allSatisfy { n in [".circle", ".circle.fill", ".square", ".square.fill"].allSatisfy { names.contains("\(n)\($0)") } })
        #expect(!names.contains("51.circle"))
    }

    @Test func everyPathParsesAndDrawsSomething() {
        for name in SymbolCatalog.names {
            let glyph = SymbolCatalog.glyph(named: name)
            let items = glyph?.items(in: CGSize(width: 24, height: 24), weight: .regular, color: DisplayColor(red: 0, green: 0, blue: 0)) ?? []
            #expect(!items.isEmpty, "\(name)")
            func empty(_ part: SymbolGlyph.Part) -> Bool {
                switch part {
                case let .fill(path, _), let .stroke(path, _): return path.elements.isEmpty
                case let .knockout(parts): return parts.contains(where: empty)
                }
            }
            #expect(glyph?.parts.contains(where: empty) == false, "\(name) has an empty path")
        }
    }

    @Test func firstGlyphsKeepTheirDrawing() {
        // The 47 first glyphs are looked up before the library, so an enclosure composed for the same name never
        // replaces them: "plus.circle.fill" keeps its even-odd disc (one fill part, no knockout).
        guard case .fill(_, evenOdd: true)? = SymbolCatalog.glyph(named: "plus.circle.fill")?.parts.first else {
            Issue.record("plus.circle.fill changed")
            return
        }
        #expect(SymbolCatalog.glyph(named: "plus.circle.fill")?.parts.count == 1)
        #expect(SymbolCatalog.basic.count + SymbolCatalog.extended.count == 47)
    }

    @Test func filledEnclosureCutsTheSymbolOutInAnIsolatedLayer() throws {
        let glyph = try #require(SymbolCatalog.glyph(named: "3.circle.fill"))
        let items = glyph.items(in: CGSize(width: 24, height: 24), weight: .regular, color: DisplayColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        guard items.count == 1, case let .group(layer) = items[0] else { Issue.record("one layer expected"); return }
        #expect(layer.isIsolated)
        guard case let .group(cut)? = layer.children.last else { Issue.record("the cut comes last"); return }
        #expect(cut.blendMode == .destinationOut)
        // The cut is drawn opaque whatever the symbol's colour, so it erases fully.
        guard case let .shape(shape)? = cut.children.first, case let .color(color) = shape.paint else { Issue.record("a shape"); return }
        #expect(color.alpha == 1)
    }

    @Test func twoDigitNumbersSitSideBySideInsideTheCircle() throws {
        // Two digits 9 tall: each 5.4 wide, 1.8 apart, so together 12.6 wide, centred: from 5.7 to 18.3.
        let parts = SymbolDigits.number(42, centreX: 12, centreY: 12, height: 9, width: 1.8)
        #expect(parts.count == 2)
        // The x of every point of each digit's path (end points and control points).
        let xs = parts.map { part -> [Double] in
            guard case let .stroke(path, _) = part else { return [] }
            return path.elements.flatMap { element -> [Double] in
                switch element {
                case let .move(p), let .line(p): return [Double(p.x)]
                case let .quadCurve(p, c): return [Double(p.x), Double(c.x)]
                case let .curve(p, c1, c2): return [Double(p.x), Double(c1.x), Double(c2.x)]
                case .closeSubpath: return []
                }
            }
        }
        #expect(abs((xs[0].min() ?? 0) - 5.7) < 1e-9)
        #expect(abs((xs[1].max() ?? 0) - 18.3) < 1e-9)
    }

    @Test func unknownNameWarnsOncePerScene() {
        struct Twice: View {
            @State private var on = false
            var body: some View {
                VStack {
                    Image(systemName: "no.such.glyph")
                    Image(systemName: "no.such.glyph")
                    Text(on ? "on" : "off").onTapGesture { on.toggle() }.accessibilityIdentifier("t")
                }
            }
        }
        let t = timeline(script: { Tap("t", at: 0.5) }) { Twice() }
        #expect(t.issues.filter { $0.message.contains("\"no.such.glyph\"") }.count == 1)
    }
}
