import Foundation
import ZoetropeDisplay

/// Our own stroke digits, drawn in a 6 × 10 box (origin at the top left) and placed by `number`.
enum SymbolDigits {
    static let paths: [String] = [
        "M3 0 C0.8 0 0 2.2 0 5 C0 7.8 0.8 10 3 10 C5.2 10 6 7.8 6 5 C6 2.2 5.2 0 3 0 Z",
        "M1 2.2 L3.6 0 V10",
        "M0.3 2.4 C0.7 0.9 1.8 0 3.1 0 C4.8 0 5.8 1.2 5.8 2.7 C5.8 4.2 4.9 5.1 3.6 6.2 L0.2 10 H6",
        "M0.4 1.2 C1 0.4 1.9 0 3 0 C4.6 0 5.6 1 5.6 2.5 C5.6 4 4.5 4.8 2.8 4.8 C4.8 4.8 6 5.8 6 7.4 C6 9 4.7 10 3 10 C1.7 10 0.7 9.4 0.1 8.5",
        "M4.6 10 V0 L0 7 H6",
        "M5.5 0 H1 L0.6 4.5 C1.2 4 2 3.7 3 3.7 C4.8 3.7 6 5 6 6.8 C6 8.7 4.7 10 3 10 C1.7 10 0.7 9.4 0.1 8.4",
        "M5.2 0.8 C4.6 0.3 3.9 0 3.1 0 C1 0 0 2.3 0 5.3 C0 8.3 1 10 3.1 10 C4.9 10 6 8.7 6 6.9 C6 5.2 4.9 4 3.2 4 C1.6 4 0.3 5.2 0.1 6.6",
        "M0 0 H6 L2 10",
        "M3 4.7 C1.5 4.7 0.5 3.8 0.5 2.4 C0.5 1 1.5 0 3 0 C4.5 0 5.5 1 5.5 2.4 C5.5 3.8 4.5 4.7 3 4.7 C1.2 4.7 0 5.7 0 7.3 C0 8.9 1.2 10 3 10 C4.8 10 6 8.9 6 7.3 C6 5.7 4.8 4.7 3 4.7 Z",
        "M0.8 9.2 C1.4 9.7 2.1 10 2.9 10 C5 10 6 7.7 6 4.7 C6 1.7 5 0 2.9 0 C1.1 0 0 1.3 0 3.1 C0 4.8 1.1 6 2.8 6 C4.4 6 5.7 4.8 5.9 3.4",
    ]

    /// The digits of `value` (≥ 0) as strokes `width` wide, `height` tall, centred on (`centreX`, `centreY`), with a
    /// gap of a fifth of the height between digits.
    static func number(_ value: Int, centreX: Double, centreY: Double, height: Double, width: Double) -> [SymbolGlyph.Part] {
        let digits = String(max(value, 0)).compactMap(\.wholeNumberValue)
        let scale = height / 10
        let advance = 6 * scale + height / 5
        let total = Double(digits.count) * 6 * scale + Double(digits.count - 1) * height / 5
        return digits.enumerated().map { index, digit in
            let x = centreX - total / 2 + Double(index) * advance
            let place = Transform2D.translation(x: x, y: centreY - height / 2).concatenating(.scale(x: scale, y: scale))
            return .stroke(SymbolLibrary.path(paths[digit]).applying(place), width: width)
        }
    }
}

extension SymbolCatalog {
    /// The four enclosures SF Symbols draws around a symbol.
    enum Enclosure: String, CaseIterable {
        case circle = ".circle", circleFill = ".circle.fill", square = ".square", squareFill = ".square.fill"
    }

    /// The bases drawn inside enclosures, as SF Symbols offers them (`plus.circle`, `heart.square.fill`, …).
    static let enclosedBases: [String] = [
        "plus", "minus", "xmark", "checkmark", "multiply", "divide", "equal", "info", "questionmark", "exclamationmark",
        "arrow.up", "arrow.down", "arrow.left", "arrow.right", "arrow.up.right", "arrow.up.left", "arrow.down.right",
        "arrow.down.left", "arrow.forward", "arrow.backward", "arrow.clockwise", "arrow.counterclockwise",
        "arrow.uturn.left", "arrow.uturn.right", "arrow.uturn.backward", "arrow.uturn.forward", "arrow.triangle.2.circlepath",
        "arrow.left.arrow.right", "arrow.up.arrow.down", "arrow.up.to.line", "arrow.down.to.line",
        "chevron.up", "chevron.down", "chevron.left", "chevron.right", "chevron.forward", "chevron.backward",
        "play", "pause", "stop", "forward", "backward", "forward.end", "backward.end", "shuffle", "repeat", "playpause",
        "speaker.wave.2", "mic", "music.note", "headphones", "waveform", "heart", "star", "bell", "bookmark", "person",
        "person.2", "house", "magnifyingglass", "trash", "pencil", "gear", "gearshape", "tag", "cart", "bag",
        "creditcard", "lock", "lock.open", "photo", "camera", "folder", "calendar", "clock", "location", "map",
        "mappin", "flag", "bolt", "phone", "video", "envelope", "message", "paperplane", "ellipsis", "eye", "link",
        "globe", "dollarsign", "percent", "number", "power", "hand.thumbsup", "hand.thumbsdown", "sun.max", "moon",
        "cloud", "snowflake", "drop", "flame", "leaf", "wifi", "iphone", "car", "airplane", "gift", "book", "crown",
        "list.bullet", "doc", "square.and.arrow.up", "square.and.arrow.down", "face.smiling",
    ]

    /// Bases whose enclosed form looks better with the base's own `.fill` form inside (SF Symbols fills them).
    private static let filledInside: Set<String> = ["play", "pause", "stop", "forward", "backward", "forward.end", "backward.end",
                                                    "playpause", "heart", "star", "bell", "bookmark", "person", "person.2", "house",
                                                    "tag", "bag", "lock", "lock.open", "folder", "location", "mappin", "flag",
                                                    "bolt", "phone", "video", "envelope", "message", "paperplane", "eye",
                                                    "hand.thumbsup", "hand.thumbsdown", "sun.max", "moon", "cloud", "drop", "flame",
                                                    "leaf", "car", "gift", "book", "crown", "speaker.wave.2", "mic", "camera",
                                                    "creditcard", "gearshape", "cart"]

    /// The largest number drawn in `N.circle`, `N.square` and their fills.
    static let largestNumber = 50

    /// `base` (an existing glyph) drawn inside `enclosure`: its parts scaled about their centre to fit a circle of
    /// radius 9.5 (a square of side 17), stroke widths kept (SF Symbols keeps one weight per symbol); in the filled
    /// enclosures the base is cut out of a solid disc or rounded square.
    static func enclosed(_ base: SymbolGlyph, in enclosure: Enclosure, inner: Double = 0.56) -> SymbolGlyph {
        let width = 24 * base.aspect
        let scale = inner / max(base.aspect, 1)
        let fit = Transform2D.translation(x: 12, y: 12).concatenating(.scale(x: scale, y: scale))
            .concatenating(.translation(x: -width / 2, y: -12))
        let inside = base.parts.map { part -> SymbolGlyph.Part in
            // Strokes keep their width, capped so that they read at the smaller size.
            if case let .stroke(path, strokeWidth) = part { return .stroke(path, width: min(strokeWidth, 1.8)).applying(fit) }
            return part.applying(fit)
        }
        return SymbolGlyph(enclosure.parts(with: inside))
    }

    /// `value` (0 … `largestNumber`) in `enclosure`: our own stroke digits, one or two side by side.
    static func numbered(_ value: Int, in enclosure: Enclosure) -> SymbolGlyph {
        let digits = SymbolDigits.number(value, centreX: 12, centreY: 12, height: value < 10 ? 10 : 8, width: 1.8)
        return SymbolGlyph(enclosure.parts(with: digits))
    }

    /// Every composed glyph: each enclosed base in each enclosure, and the numbers 0 … 50 in each enclosure.
    /// Names the first glyphs or the library draw themselves are left to them.
    static let composed: [String: SymbolGlyph] = {
        var result: [String: SymbolGlyph] = [:]
        for base in enclosedBases {
            for enclosure in Enclosure.allCases {
                let name = base + enclosure.rawValue
                guard basic[name] == nil, extended[name] == nil, SymbolLibrary.all[name] == nil, result[name] == nil else { continue }
                let fillsInside = enclosure == .circleFill || enclosure == .squareFill || filledInside.contains(base)
                guard let glyph = (fillsInside ? drawn(base + ".fill") : nil) ?? drawn(base) else { continue }
                result[name] = enclosed(glyph, in: enclosure)
            }
        }
        for value in 0...largestNumber {
            for enclosure in Enclosure.allCases { result["\(value)" + enclosure.rawValue] = numbered(value, in: enclosure) }
        }
        return result
    }()

    /// A glyph drawn outright (the first glyphs, then the library): what enclosures are composed from.
    static func drawn(_ name: String) -> SymbolGlyph? { basic[name] ?? extended[name] ?? SymbolLibrary.all[name] ?? aliases[name].flatMap(drawn) }

    /// Marks SF Symbols names that the first glyphs draw under another name.
    static let aliases: [String: String] = ["multiply": "xmark"]
}

extension SymbolCatalog.Enclosure {
    /// The enclosure drawn around `inside` (parts already placed in the grid).
    func parts(with inside: [SymbolGlyph.Part]) -> [SymbolGlyph.Part] {
        let ring = SymbolCatalog.circle(12, 12, 9.5)
        let square = DisplayPath.roundedRect(SymbolCatalog.rect(3.5, 3.5, 17, 17), cornerWidth: 3.5, cornerHeight: 3.5, style: .continuous)
        switch self {
        case .circle: return [.stroke(ring, width: 1.6)] + inside
        case .square: return [.stroke(square, width: 1.6)] + inside
        case .circleFill: return [.fill(SymbolCatalog.circle(12, 12, 10.5)), .knockout(inside)]
        case .squareFill:
            return [.fill(.roundedRect(SymbolCatalog.rect(2.7, 2.7, 18.6, 18.6), cornerWidth: 4.2, cornerHeight: 4.2, style: .continuous)),
                    .knockout(inside)]
        }
    }
}
