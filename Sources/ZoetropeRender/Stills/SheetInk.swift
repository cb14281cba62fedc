import Foundation
import ZoetropeDisplay

/// The few display items that sheets, onion skins and overlays draw on top of frames: hairlines, outlines, labels.
/// Sizes are in points of the list they go into.
enum SheetInk {
    /// Secondary label colour (iOS `secondaryLabel` on white, opaque).
    static let label = DisplayColor(red255: 60, green: 60, blue: 67)
    /// Separator colour (iOS `systemGray4`).
    static let hairline = DisplayColor(red255: 209, green: 209, blue: 214)

    /// A straight line from `start` to `end`.
    static func line(_ start: CGPoint, _ end: CGPoint, _ color: DisplayColor, width: Double, dash: [Double] = [],
                     cap: StrokeData.LineCap = .butt) -> DisplayItem {
        var path = DisplayPath()
        path.move(to: start)
        path.addLine(to: end)
        return .shape(ShapeItem(path: path, paint: .color(color), stroke: StrokeData(lineWidth: width, lineCap: cap, dash: dash)))
    }

    /// `path` stroked.
    static func stroke(_ path: DisplayPath, _ color: DisplayColor, width: Double, dash: [Double] = []) -> DisplayItem {
        .shape(ShapeItem(path: path, paint: .color(color), stroke: StrokeData(lineWidth: width, lineJoin: .miter, dash: dash)))
    }

    /// `rect` filled.
    static func fill(_ rect: CGRect, _ color: DisplayColor) -> DisplayItem {
        .shape(ShapeItem(path: .rect(rect), paint: .color(color)))
    }

    /// One line of Inter in a box `width` points wide.
    static func text(_ string: String, at origin: CGPoint, width: Double, size: Double = 13, weight: Double = 400,
                     alignment: TextAlignment = .leading, color: DisplayColor = label) -> DisplayItem {
        .text(TextItem(run: TextRun(string, font: FontDescriptor(size: size, weight: weight), alignment: alignment, lineLimit: 1),
                       origin: origin, width: width, color: color))
    }
}
