import Foundation
import ZoetropeDisplay

/// The status bar's symbols drawn as paths, all at full strength: four cellular bars, three Wi-Fi arcs and a full
/// battery. Sizes are for the island phones' status bar (`scale` 1), in points; each glyph is centred vertically on
/// `centerY`.
struct StatusBarGlyphs {
    /// A symbol of a known width whose items are made for its left edge.
    struct Glyph {
        let width: Double
        let items: (_ left: Double) -> [DisplayItem]
    }

    let color: DisplayColor
    let centerY: Double
    let scale: Double

    /// The battery's outline and cap are drawn fainter than its charge, as iOS draws them.
    static let batteryOutlineOpacity = 0.35
    static let batteryCapOpacity = 0.4

    /// Four bars 3 pt wide, 1.7 pt apart, rising from 4 to 11 pt.
    var cellular: Glyph {
        let barWidth = 3 * scale, gap = 1.7 * scale, full = 11 * scale
        let heights = [4.0, 6.33, 8.67, 11].map { $0 * scale }
        let bottom = centerY + full / 2
        return Glyph(width: 4 * barWidth + 3 * gap) { left in
            heights.enumerated().map { index, height in
                let bar = CGRect(x: left + Double(index) * (barWidth + gap), y: bottom - height, width: barWidth, height: height)
                return .shape(ShapeItem(path: .roundedRect(bar, cornerRadius: 1 * scale, style: .circular), paint: .color(color)))
            }
        }
    }

    /// A fan of a wedge and two arcs around a point at the bottom, spanning 45° either side of straight up; the arcs
    /// have round ends.
    var wifi: Glyph {
        let thickness = 2.2 * scale, gap = 1.3 * scale, wedge = 3.7 * scale
        let arcRadii = [wedge + gap + thickness / 2, wedge + 2 * gap + 1.5 * thickness]
        let outer = arcRadii[1] + thickness / 2
        let halfWidth = arcRadii[1] * sin(.pi / 4) + thickness / 2
        let apexY = centerY + outer / 2
        let start = -3 * Double.pi / 4, sweep = Double.pi / 2
        return Glyph(width: 2 * halfWidth) { left in
            let apex = CGPoint(x: left + halfWidth, y: apexY)
            var fan = DisplayPath()
            fan.move(to: apex)
            if let arc = DisplayPath.arc(center: apex, radiusX: wedge, radiusY: wedge, startAngle: start, sweep: sweep) {
                fan.append(arc: arc)
            }
            fan.closeSubpath()
            // The wedge's corners rounded by a thin stroke with round joins over its fill.
            var items: [DisplayItem] = [
                .shape(ShapeItem(path: fan, paint: .color(color))),
                .shape(ShapeItem(path: fan, paint: .color(color), stroke: StrokeData(lineWidth: 0.8 * scale, lineJoin: .round))),
            ]
            for radius in arcRadii {
                var band = DisplayPath()
                if let arc = DisplayPath.arc(center: apex, radiusX: radius, radiusY: radius, startAngle: start, sweep: sweep) {
                    band.append(arc: arc)
                }
                items.append(.shape(ShapeItem(path: band, paint: .color(color),
                                              stroke: StrokeData(lineWidth: thickness, lineCap: .round))))
            }
            return items
        }
    }

    /// A 25 × 12 pt rounded body outlined faintly, full of charge, with a small cap on the right.
    var battery: Glyph {
        let body = CGSize(width: 25 * scale, height: 12 * scale), line = 1 * scale
        let cap = CGSize(width: 1.5 * scale, height: 4 * scale), capGap = 1 * scale
        let top = centerY - Double(body.height) / 2
        return Glyph(width: Double(body.width) + capGap + Double(cap.width)) { left in
            let outline = CGRect(x: left, y: top, width: Double(body.width), height: Double(body.height))
            let charge = outline.insetBy(dx: 2 * line, dy: 2 * line)
            let capRect = CGRect(x: Double(outline.maxX) + capGap, y: centerY - Double(cap.height) / 2,
                                 width: Double(cap.width), height: Double(cap.height))
            let capCorner = CGSize(width: cap.width, height: cap.width)
            return [
                .shape(ShapeItem(path: .roundedRect(outline.insetBy(dx: line / 2, dy: line / 2), cornerRadius: 3.5 * scale,
                                                    style: .continuous),
                                 paint: .color(color.withAlpha(Self.batteryOutlineOpacity)), stroke: StrokeData(lineWidth: line))),
                .shape(ShapeItem(path: .roundedRect(charge, cornerRadius: 2 * scale, style: .continuous), paint: .color(color))),
                .shape(ShapeItem(path: .roundedRect(capRect, topLeft: .zero, topRight: capCorner, bottomRight: capCorner,
                                                    bottomLeft: .zero, style: .circular),
                                 paint: .color(color.withAlpha(Self.batteryCapOpacity)))),
            ]
        }
    }

    /// The glyphs of `row` left to right from `x`, `spacing` points apart.
    func place(_ row: [Glyph], from x: Double, spacing: Double) -> [DisplayItem] {
        var left = x
        var items: [DisplayItem] = []
        for glyph in row {
            items += glyph.items(left)
            left += glyph.width + spacing
        }
        return items
    }

    /// The width of `row` with `spacing` points between glyphs.
    static func width(of row: [Glyph], spacing: Double) -> Double {
        row.map(\.width).reduce(0, +) + spacing * Double(max(0, row.count - 1))
    }
}

private extension DisplayColor {
    func withAlpha(_ opacity: Double) -> DisplayColor {
        DisplayColor(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }
}
