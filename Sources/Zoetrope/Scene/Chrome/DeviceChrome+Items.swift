import Foundation
import ZoetropeDisplay

extension DeviceChrome {
    /// The time every status bar shows, as in Apple's product images.
    public static let time = "9:41"
    /// The iPad status bar's date beside the time.
    public static let date = "Mon Jun 10"
    /// The bundled font's cap height in ems (Inter: 2048 / 2816): the time's digits are centred on the status bar's
    /// centre line by it.
    static let capHeight = 2048.0 / 2816.0
    /// Points between the status bar's glyphs.
    static let glyphSpacing = 5.0

    /// The chrome as one group of display items, drawn over the frame: the status bar (text laid out with `measurer`),
    /// the island, the home indicator.
    public func items(measurer: any TextMeasuring) -> [DisplayItem] {
        var children: [DisplayItem] = []
        if statusBar != nil, !hidesStatusBar {
            children.append(.group(GroupItem(label: "status bar", children: statusBarItems(measurer: measurer))))
        }
        if let island = dynamicIsland {
            children.append(.group(GroupItem(label: "dynamic island", children: [
                .shape(ShapeItem(path: .capsule(in: island), paint: .color(Self.islandColor))),
            ])))
        }
        if let indicator = homeIndicator, !hidesHomeIndicator {
            children.append(.group(GroupItem(label: "home indicator", children: [
                .shape(ShapeItem(path: .capsule(in: indicator), paint: .color(foreground))),
            ])))
        }
        return children.isEmpty ? [] : [.group(GroupItem(label: "device chrome", children: children))]
    }

    /// The time and the glyphs, laid out for the device: beside the island, around a centred time, or in the iPad's
    /// leading and trailing corners.
    func statusBarItems(measurer: any TextMeasuring) -> [DisplayItem] {
        guard let bar = statusBar else { return [] }
        let width = Double(size.width)
        let glyphs = StatusBarGlyphs(color: foreground, centerY: Double(bar.midY), scale: glyphScale)
        var items: [DisplayItem] = []
        switch style {
        case .island:
            // The "ears" beside the island: the time centred in the left one, the glyphs in the right one.
            let island = dynamicIsland ?? .zero
            let leftEar = 0...Double(island.minX), rightEar = Double(island.maxX)...width
            items.append(text(Self.time, size: 17, weight: 600, in: leftEar, alignment: .center, measurer: measurer))
            let row = [glyphs.cellular, glyphs.wifi, glyphs.battery]
            let rowWidth = StatusBarGlyphs.width(of: row, spacing: Self.glyphSpacing)
            items += glyphs.place(row, from: rightEar.lowerBound + (rightEar.upperBound - rightEar.lowerBound - rowWidth) / 2,
                                  spacing: Self.glyphSpacing)
        case .homeButton:
            let margin = Self.homeButtonStatusBarMargin
            items.append(text(Self.time + " AM", size: 12, weight: 600, in: 0...width, alignment: .center, measurer: measurer))
            items += glyphs.place([glyphs.cellular, glyphs.wifi], from: margin, spacing: Self.glyphSpacing)
            items += glyphs.place([glyphs.battery], from: width - margin - glyphs.battery.width, spacing: 0)
        case .tablet:
            let margin = Self.tabletStatusBarMargin
            let time = text(Self.time, size: 12, weight: 600, in: margin...width, alignment: .leading, measurer: measurer)
            let timeWidth = Double(measurer.measure(Self.run(Self.time, size: 12, weight: 600, alignment: .leading),
                                                    maxWidth: nil).size.width)
            let dateStart = margin + timeWidth + Self.glyphSpacing
            items.append(time)
            items.append(text(Self.date, size: 12, weight: 400, in: dateStart...max(dateStart, width),
                              alignment: .leading, measurer: measurer))
            let row = [glyphs.wifi, glyphs.battery]
            items += glyphs.place(row, from: width - margin - StatusBarGlyphs.width(of: row, spacing: Self.glyphSpacing),
                                  spacing: Self.glyphSpacing)
        }
        return items
    }

    /// The glyphs' size relative to the island phones' (the smaller status bars draw them smaller).
    var glyphScale: Double { style == .island ? 1 : 0.85 }

    /// One line of `string` in the bundled font, aligned within `span` (x, points) with its digits centred on the
    /// status bar's centre line.
    private func text(_ string: String, size: Double, weight: Double, in span: ClosedRange<Double>,
                      alignment: ZoetropeDisplay.TextAlignment, measurer: any TextMeasuring) -> DisplayItem {
        let run = Self.run(string, size: size, weight: weight, alignment: alignment)
        let boxWidth = span.upperBound - span.lowerBound
        let metrics = measurer.measure(run, maxWidth: nil)
        let baseline = Double(statusBar?.midY ?? 0) + Self.capHeight * size / 2
        return .text(TextItem(run: run, origin: CGPoint(x: span.lowerBound, y: baseline - metrics.firstBaseline),
                              width: max(boxWidth, Double(metrics.size.width)), color: foreground))
    }

    private static func run(_ string: String, size: Double, weight: Double, alignment: ZoetropeDisplay.TextAlignment) -> TextRun {
        TextRun(string, font: FontDescriptor(family: "Inter", size: size, weight: weight), alignment: alignment, lineLimit: 1)
    }
}
