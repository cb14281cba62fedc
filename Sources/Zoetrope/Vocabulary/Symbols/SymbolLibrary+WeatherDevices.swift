import Foundation
import ZoetropeDisplay

extension SymbolLibrary {
    /// Eight rays about (`cx`, `cy`) from radius `inner` to `outer`, as path data.
    static func rays(cx: Double = 12, cy: Double = 12, inner: Double, outer: Double, count: Int = 8, start: Double = -90) -> String {
        (0..<count).map { i -> String in
            let a = (start + Double(i) * 360 / Double(count)) * .pi / 180
            return String(format: "M%.3f %.3f L%.3f %.3f", cx + inner * cos(a), cy + inner * sin(a), cx + outer * cos(a), cy + outer * sin(a))
        }.joined(separator: " ")
    }

    /// A cloud whose flat bottom runs from x 6.5 to 17.5 at y 18 (see `cloudParts` for moving it).
    static let cloud = "M6.5 18 H17.5 A4.5 4.5 0 0 0 17.3 9 A5.8 5.8 0 0 0 6.3 10.7 A3.7 3.7 0 0 0 6.5 18 Z"
    private static let moon = "M19.5 14.8 A8.3 8.3 0 1 1 9.2 4.5 A6.8 6.8 0 0 0 19.5 14.8 Z"
    private static let bolt = "M13.5 2.5 L5.5 13.5 H11.5 L10.5 21.5 L18.5 10.5 H12.5 Z"
    private static let drop = "M12 3 C9 7 5.5 11 5.5 14.5 A6.5 6.5 0 0 0 18.5 14.5 C18.5 11 15 7 12 3 Z"
    private static let flame = "M12 21.5 C7.8 21.5 5.5 18.6 5.5 15.2 C5.5 10.5 10.5 8 10.2 2.5 C14.5 5 18.5 9.5 18.5 15.2 C18.5 18.6 16.2 21.5 12 21.5 Z"
    private static let leaf = "M4.5 19.5 C4.5 10.5 10 4.8 20 4 C19.5 14 14 19.5 4.5 19.5 Z"
    private static let umbrella = "M2.5 12 A9.5 8.5 0 0 1 21.5 12 Z"

    /// The cloud raised and shrunk to leave room below it for rain, snow or a bolt.
    static func cloudAbove(fill: Bool) -> [Part] {
        moved(fill ? [solid(cloud), line(cloud)] : [line(cloud)], scale: 0.9, about: 12, 18, dy: -5)
    }

    /// A cloud with something under it.
    static func cloudWith(_ below: [Part], fill: Bool) -> SymbolGlyph { SymbolGlyph(cloudAbove(fill: fill) + below) }

    /// A four-pointed sparkle centred on (`x`, `y`), `r` from centre to tip.
    static func sparkle(_ x: Double, _ y: Double, _ r: Double) -> Part {
        let k = r * 0.22
        return .fill(path(String(format: "M%.2f %.2f Q%.2f %.2f %.2f %.2f Q%.2f %.2f %.2f %.2f Q%.2f %.2f %.2f %.2f Q%.2f %.2f %.2f %.2f Z",
                                 x, y - r, x + k, y - k, x + r, y, x + k, y + k, x, y + r, x - k, y + k, x - r, y, x - k, y - k, x, y - r)))
    }

    /// The sky (SF Symbols' "Weather" category), each with its `.fill` form where SF Symbols has one.
    static let weather: [String: SymbolGlyph] = {
        let rain = line("M8.5 16.5 L7 20.5 M12.5 16.5 L11 20.5 M16.5 16.5 L15 20.5", 1.6)
        let drizzle = line("M8.5 16.5 L8 18 M12.5 16.5 L12 18 M16.5 16.5 L16 18 M7 20 L6.5 21.5 M11 20 L10.5 21.5 M15 20 L14.5 21.5", 1.6)
        let heavy = line("M7 16.5 L5.5 21 M10.3 16.5 L8.8 21 M13.6 16.5 L12.1 21 M16.9 16.5 L15.4 21", 1.6)
        let snow: [Part] = [dot(8, 17.5, 1), dot(12, 17.5, 1), dot(16, 17.5, 1), dot(10, 20.7, 1), dot(14, 20.7, 1)]
        let smallBolt = "M12.8 14.5 L9.5 19 H12 L11.3 22.5 L14.8 17.6 H12.3 Z"
        let fog = line("M5 17.5 H19 M7 20.5 H17", 1.6)
        var entries: [(String, SymbolGlyph)] = [
            ("sun.max", glyph(ring(12, 12, 4.2), line(rays(inner: 7.3, outer: 10)))),
            ("sun.max.fill", glyph(dot(12, 12, 5.2), line(rays(inner: 7.5, outer: 10), 2))),
            ("sun.min", glyph(ring(12, 12, 4.2), line(rays(inner: 7.6, outer: 8.2), 2))),
            ("sun.min.fill", glyph(dot(12, 12, 5.2), line(rays(inner: 7.8, outer: 8.4), 2.2))),
            ("sunrise", glyph(line("M6.5 16.5 A5.5 5.5 0 0 1 17.5 16.5 M2.5 20 H21.5 M12 2.5 V8 M9.5 5 L12 2.5 L14.5 5 M4 10.5 L5.5 12 M20 10.5 L18.5 12"))),
            ("sunset", glyph(line("M6.5 16.5 A5.5 5.5 0 0 1 17.5 16.5 M2.5 20 H21.5 M12 2.5 V8 M9.5 5.5 L12 8 L14.5 5.5 M4 10.5 L5.5 12 M20 10.5 L18.5 12"))),
            ("moon.stars", glyph(line(moon), sparkle(17, 5.5, 2.6), sparkle(20.5, 10, 1.7))),
            ("moon.stars.fill", glyph(solid(moon), line(moon), sparkle(17, 5.5, 2.6), sparkle(20.5, 10, 1.7))),
            ("moon.zzz", glyph(line(moon), line("M14 3.5 H18 L14 7.5 H18 M18.5 9.5 H21 L18.5 12 H21", 1.3))),
            ("cloud.rain", cloudWith([rain], fill: false)), ("cloud.rain.fill", cloudWith([rain], fill: true)),
            ("cloud.drizzle", cloudWith([drizzle], fill: false)), ("cloud.drizzle.fill", cloudWith([drizzle], fill: true)),
            ("cloud.heavyrain", cloudWith([heavy], fill: false)), ("cloud.heavyrain.fill", cloudWith([heavy], fill: true)),
            ("cloud.snow", cloudWith(snow, fill: false)), ("cloud.snow.fill", cloudWith(snow, fill: true)),
            ("cloud.bolt", cloudWith([line(smallBolt, 1.4)], fill: false)),
            ("cloud.bolt.fill", cloudWith([solid(smallBolt), line(smallBolt, 1.4)], fill: true)),
            ("cloud.bolt.rain", cloudWith([line(smallBolt, 1.4), line("M7.5 16.5 L6.5 19.5 M17.5 16.5 L16.5 19.5", 1.6)], fill: false)),
            ("cloud.bolt.rain.fill", cloudWith([solid(smallBolt), line(smallBolt, 1.4), line("M7.5 16.5 L6.5 19.5 M17.5 16.5 L16.5 19.5", 1.6)], fill: true)),
            ("cloud.fog", cloudWith([fog], fill: false)), ("cloud.fog.fill", cloudWith([fog], fill: true)),
            ("cloud.sun", glyph(line("M9.5 9.2 A4 4 0 0 1 16.6 7.6", 1.6), line(rays(cx: 13, cy: 7.5, inner: 5.8, outer: 7.4, count: 5, start: -162), 1.6),
                                .knockout([.fill(path(cloud).applying(.translation(x: -1.5, y: 2.5)))]),
                                line(cloud).applying(.translation(x: -1.5, y: 2.5)))),
            ("cloud.sun.fill", glyph(dot(14, 8, 4.2), line(rays(cx: 14, cy: 8, inner: 6, outer: 7.6, count: 5, start: -162), 1.6),
                                     .knockout([.stroke(path(cloud).applying(.translation(x: -2, y: 2.5)), width: 4.5)]),
                                     solid(cloud).applying(.translation(x: -2, y: 2.5)), line(cloud).applying(.translation(x: -2, y: 2.5)))),
            ("cloud.moon", glyph(line("M17.8 12.2 A5 5 0 0 1 13 3.5 A4.2 4.2 0 0 0 21 9.8", 1.6),
                                 .knockout([.fill(path(cloud).applying(.translation(x: -2, y: 2.5)))]),
                                 line(cloud).applying(.translation(x: -2, y: 2.5)))),
            ("snowflake", glyph(line("M12 2.5 V21.5 M3.8 7.25 L20.2 16.75 M3.8 16.75 L20.2 7.25 M9.5 3.8 L12 6.2 L14.5 3.8 M9.5 20.2 L12 17.8 L14.5 20.2 M3.9 10.8 L7.2 9.9 L6.4 6.6 M20.1 13.2 L16.8 14.1 L17.6 17.4 M3.9 13.2 L7.2 14.1 L6.4 17.4 M20.1 10.8 L16.8 9.9 L17.6 6.6", 1.6))),
            ("wind", glyph(line("M3 9 H14.5 A2.6 2.6 0 1 0 11.9 6.4 M3 13 H18 A2.6 2.6 0 1 1 15.4 15.6 M3 17 H10"))),
            ("tornado", glyph(line("M3 4.5 H21 M5 8.5 H19 M7.5 12.5 H16.5 M9.5 16.5 H14 M11 20.5 H12.5"))),
            ("thermometer", glyph(line("M10 14.5 V5 A2 2 0 0 1 14 5 V14.5 A4 4 0 1 1 10 14.5 Z"), dot(12, 17.5, 2), line("M12 17 V9", 1.6))),
            ("thermometer.medium", glyph(line("M10 14.5 V5 A2 2 0 0 1 14 5 V14.5 A4 4 0 1 1 10 14.5 Z"), dot(12, 17.5, 2), line("M12 17 V10.5", 1.6))),
            ("sparkles", glyph(sparkle(10, 13, 7.5), sparkle(18, 5.5, 3.5), sparkle(18.5, 18.5, 2.5))),
            ("sparkle", glyph(sparkle(12, 12, 10))),
            ("rainbow", glyph(line("M2.5 18 A9.5 9.5 0 0 1 21.5 18 M5.5 18 A6.5 6.5 0 0 1 18.5 18 M8.5 18 A3.5 3.5 0 0 1 15.5 18"))),
            ("umbrella", glyph(line(umbrella), line("M12 12 V18.5 A2 2 0 0 1 8 18.5 M12 2.5 V3.5"))),
            ("umbrella.fill", glyph(solid(umbrella), line(umbrella), line("M12 12 V18.5 A2 2 0 0 1 8 18.5 M12 2.5 V3.5"))),
            ("bolt.slash", slashed([line(bolt)])), ("bolt.slash.fill", slashed([solid(bolt), line(bolt)])),
            ("humidity", glyph(line("M12 3 C9.5 7 6.5 10.5 6.5 14.5 A5.5 5.5 0 0 0 17.5 14.5 C17.5 10.5 14.5 7 12 3 Z"),
                               line("M10 17 L14 12", 1.3), dot(10, 12.5, 0.9), dot(14, 16.5, 0.9))),
        ]
        entries += pair("cloud", cloud) + pair("moon", moon) + pair("bolt", bolt) + pair("drop", drop) + pair("flame", flame)
        entries += [("leaf", glyph(line(leaf), line("M4.5 19.5 L13 11"))),
                    ("leaf.fill", glyph(solid(leaf), line(leaf), cut(line("M5.5 18.5 L13 11", 1.3))))]
        return table(entries)
    }()

    private static let iphone = "M9.5 2.5 H14.5 A2.5 2.5 0 0 1 17 5 V19 A2.5 2.5 0 0 1 14.5 21.5 H9.5 A2.5 2.5 0 0 1 7 19 V5 A2.5 2.5 0 0 1 9.5 2.5 Z"
    private static let ipad = "M6 2.5 H18 A2 2 0 0 1 20 4.5 V19.5 A2 2 0 0 1 18 21.5 H6 A2 2 0 0 1 4 19.5 V4.5 A2 2 0 0 1 6 2.5 Z"
    private static let watch = "M9 6 H15 A3 3 0 0 1 18 9 V15 A3 3 0 0 1 15 18 H9 A3 3 0 0 1 6 15 V9 A3 3 0 0 1 9 6 Z"

    /// Phones, computers and accessories (SF Symbols' "Devices" category).
    static let devices: [String: SymbolGlyph] = table([
        ("iphone", glyph(line(iphone), line("M11 5 H13", 1.4))),
        ("iphone.gen1", glyph(line(iphone), ring(12, 18.8, 1, 1.2))),
        ("iphone.gen3", glyph(line(iphone), line("M11 5 H13", 1.4))),
        ("ipad", glyph(line(ipad), dot(12, 19.3, 0.7))),
        ("ipad.landscape", SymbolGlyph(rotated([line(ipad), dot(12, 19.3, 0.7)], -90))),
        ("laptopcomputer", glyph(box(4.5, 5, 15, 10.5, 1.5), line("M2 18.5 H22", 2))),
        ("macbook", glyph(box(4.5, 5, 15, 10.5, 1.5), line("M2 18.5 H22", 2))),
        ("desktopcomputer", glyph(box(2.5, 3.5, 19, 13, 2), line("M2.5 13.5 H21.5 M10 16.5 L9.5 20.5 M14 16.5 L14.5 20.5 M7.5 20.5 H16.5"))),
        ("display", glyph(box(2.5, 3.5, 19, 13, 2), line("M10 16.5 L9.5 20.5 M14 16.5 L14.5 20.5 M7.5 20.5 H16.5"))),
        ("macwindow", glyph(box(2.5, 4, 19, 16, 2.5), line("M2.5 8.5 H21.5"), dot(5.3, 6.25, 0.7), dot(7.5, 6.25, 0.7), dot(9.7, 6.25, 0.7))),
        ("applewatch", glyph(line(watch), line("M9 6 L9.5 2.5 H14.5 L15 6 M9 18 L9.5 21.5 H14.5 L15 18 M18 10.5 H19"))),
        ("applewatch.watchface", glyph(line(watch), line("M9 6 L9.5 2.5 H14.5 L15 6 M9 18 L9.5 21.5 H14.5 L15 18 M18 10.5 H19 M12 9 V12 L14 13.5", 1.4))),
        ("tv", glyph(box(2.5, 4, 19, 13, 2), line("M7.5 20.5 H16.5"))),
        ("tv.fill", glyph(slab(1.7, 3.2, 20.6, 14.6, 2.8), line("M7.5 20.5 H16.5"))),
        ("keyboard", glyph(box(2, 6, 20, 12, 2), line("M8 14.5 H16", 1.5), dot(5.5, 9.3, 0.8), dot(8.5, 9.3, 0.8), dot(11.5, 9.3, 0.8),
                           dot(14.5, 9.3, 0.8), dot(17.5, 9.3, 0.8), dot(5.5, 14.5, 0.8), dot(18.5, 14.5, 0.8))),
        ("printer", glyph(line("M7 8 V3.5 H17 V8 M7 17 H4.5 A1.5 1.5 0 0 1 3 15.5 V9.5 A1.5 1.5 0 0 1 4.5 8 H19.5 A1.5 1.5 0 0 1 21 9.5 V15.5 A1.5 1.5 0 0 1 19.5 17 H17 M7 13.5 H17 V20.5 H7 Z"))),
        ("printer.fill", glyph(line("M7 8 V3.5 H17 V8"), slab(2.2, 7.2, 19.6, 10.6, 2.3), cut(slab(6.2, 12.7, 11.6, 9.6, 0.6)), box(7, 13.5, 10, 7, 0.5))),
        ("gamecontroller", glyph(line("M7.5 6.5 H16.5 C19.5 6.5 21.5 10 21.5 14.5 C21.5 17.5 19 18.5 17.5 16.5 L16 14.5 H8 L6.5 16.5 C5 18.5 2.5 17.5 2.5 14.5 C2.5 10 4.5 6.5 7.5 6.5 Z M7.5 9.5 V12.5 M6 11 H9", 1.6),
                                 dot(15.5, 10, 0.9), dot(17.5, 12, 0.9))),
        ("computermouse", glyph(line("M12 2.5 A5.5 5.5 0 0 1 17.5 8 V16 A5.5 5.5 0 0 1 6.5 16 V8 A5.5 5.5 0 0 1 12 2.5 Z M12 5.5 V8.5"))),
        ("externaldrive", glyph(line("M4.5 6 H19.5 L21.5 13 V17 A1.5 1.5 0 0 1 20 18.5 H4 A1.5 1.5 0 0 1 2.5 17 V13 Z M2.5 13 H21.5"), dot(17.5, 15.8, 1))),
        ("wifi", glyph(line("M2.5 9 A13.5 13.5 0 0 1 21.5 9 M5.5 12.5 A9 9 0 0 1 18.5 12.5 M8.7 15.8 A4.6 4.6 0 0 1 15.3 15.8", 2), dot(12, 19, 1.6))),
        ("wifi.slash", slashed([line("M2.5 9 A13.5 13.5 0 0 1 21.5 9 M5.5 12.5 A9 9 0 0 1 18.5 12.5 M8.7 15.8 A4.6 4.6 0 0 1 15.3 15.8", 2), dot(12, 19, 1.6)])),
        ("battery.100", glyph(box(2, 7, 17.5, 10, 2.8), line("M21.8 10.5 V13.5", 1.8), slab(4, 9, 13.5, 6, 1.4))),
        ("battery.75", glyph(box(2, 7, 17.5, 10, 2.8), line("M21.8 10.5 V13.5", 1.8), slab(4, 9, 10, 6, 1.4))),
        ("battery.50", glyph(box(2, 7, 17.5, 10, 2.8), line("M21.8 10.5 V13.5", 1.8), slab(4, 9, 6.8, 6, 1.4))),
        ("battery.25", glyph(box(2, 7, 17.5, 10, 2.8), line("M21.8 10.5 V13.5", 1.8), slab(4, 9, 3.5, 6, 1.4))),
        ("battery.0", glyph(box(2, 7, 17.5, 10, 2.8), line("M21.8 10.5 V13.5", 1.8))),
        ("cellularbars", glyph(slab(3, 16, 3, 5, 1), slab(8, 12, 3, 9, 1), slab(13, 8, 3, 13, 1), slab(18, 3.5, 3, 17.5, 1))),
        ("airpods", glyph(line("M7 3.5 A3 3 0 0 1 7 9.5 V19.5 M17 3.5 A3 3 0 0 0 17 9.5 V19.5", 2.2))),
        ("camera.viewfinder", glyph(line("M3 8 V5 A2 2 0 0 1 5 3 H8 M16 3 H19 A2 2 0 0 1 21 5 V8 M21 16 V19 A2 2 0 0 1 19 21 H16 M8 21 H5 A2 2 0 0 1 3 19 V16"),
                                    ring(12, 12.5, 3), line("M7.5 9.5 H9.5 L10.5 8 H13.5 L14.5 9.5 H16.5 V16.5 H7.5 Z", 1.4))),
        ("headphones.circle", glyph(ring(12, 12, 9.5, 1.6), line("M7.5 14.5 V12.5 A4.5 4.5 0 0 1 16.5 12.5 V14.5", 1.5), slab(6.7, 13, 2.6, 4.2, 1), slab(14.7, 13, 2.6, 4.2, 1))),
    ])
}
