import Foundation
import ZoetropeCairo
import ZoetropeDisplay
import ZoetropeMotion

/// A chart of one sampled animation (`zoetrope curve --plot`): value against time with axes, tick labels, the
/// start and target levels, and markers for retargets, logical completion and the finish.
public struct CurvePlot: Sendable {
    package let table: CurveTable
    /// The chart size in points and its pixels per point.
    public var size = CGSize(width: 720, height: 420)
    public var scale = 2.0

    package init(table: CurveTable) { self.table = table }

    private static let ink = DisplayColor(red255: 60, green: 60, blue: 67)
    private static let grid = DisplayColor(red255: 229, green: 229, blue: 234)
    private static let curve = DisplayColor(red255: 0, green: 122, blue: 255)
    private static let retarget = DisplayColor(red255: 255, green: 149, blue: 0)
    private static let logical = DisplayColor(red255: 52, green: 199, blue: 89)
    private static let finish = DisplayColor(red255: 255, green: 59, blue: 48)
    private static let font = FontDescriptor(size: 11)

    /// The plot area inside the margins.
    private var area: CGRect { CGRect(x: 56, y: 36, width: size.width - 80, height: size.height - 84) }

    /// The chart as a display list.
    public func displayList() -> DisplayList {
        let rows = table.rows.filter { $0.t.isFinite && $0.value.isFinite }
        let maxTime = max(rows.map(\.t).max() ?? 1, 1e-3)
        let levels = rows.map(\.value) + [table.from, table.to] + table.retargets.map(\.value)
        var low = levels.min() ?? 0, high = levels.max() ?? 1
        if high - low < 1e-9 { low -= 0.5; high += 0.5 }
        let pad = (high - low) * 0.08
        low -= pad
        high += pad
        let area = self.area
        func x(_ t: Double) -> Double { Double(area.minX) + t / maxTime * Double(area.width) }
        func y(_ v: Double) -> Double { Double(area.maxY) - (v - low) / (high - low) * Double(area.height) }

        var items: [DisplayItem] = []
        // Grid and tick labels.
        for tick in Self.ticks(from: 0, to: maxTime) {
            items.append(line(x(tick), Double(area.minY), x(tick), Double(area.maxY), Self.grid, 1))
            items.append(label(NumberText.trimmed(tick, places: 3) + " s", at: CGPoint(x: x(tick) - 30, y: Double(area.maxY) + 6), width: 60, .center))
        }
        for tick in Self.ticks(from: low, to: high) {
            items.append(line(Double(area.minX), y(tick), Double(area.maxX), y(tick), Self.grid, 1))
            items.append(label(NumberText.trimmed(tick, places: 3), at: CGPoint(x: 4, y: y(tick) - 7), width: Double(area.minX) - 10, .trailing))
        }
        // Start and target levels.
        items.append(line(Double(area.minX), y(table.to), Double(area.maxX), y(table.to), Self.ink, 1, dash: [4, 4]))
        // Axes.
        items.append(line(Double(area.minX), Double(area.minY), Double(area.minX), Double(area.maxY), Self.ink, 1.5))
        items.append(line(Double(area.minX), Double(area.maxY), Double(area.maxX), Double(area.maxY), Self.ink, 1.5))
        // Event markers.
        var legend: [(String, DisplayColor)] = []
        for event in table.retargets where event.time <= maxTime {
            items.append(line(x(event.time), Double(area.minY), x(event.time), Double(area.maxY), Self.retarget, 1.5, dash: [5, 3]))
            legend.append(("retarget \(NumberText.trimmed(event.time, places: 3)) s → \(NumberText.trimmed(event.value, places: 3))", Self.retarget))
        }
        if let t = table.logicalCompletionTime, t.isFinite, t <= maxTime {
            items.append(line(x(t), Double(area.minY), x(t), Double(area.maxY), Self.logical, 1.5, dash: [2, 3]))
            legend.append(("logically complete \(NumberText.trimmed(t, places: 3)) s", Self.logical))
        }
        if let t = table.finishTime, t.isFinite, t <= maxTime {
            items.append(line(x(t), Double(area.minY), x(t), Double(area.maxY), Self.finish, 1.5, dash: [2, 3]))
            legend.append(("finished \(NumberText.trimmed(t, places: 3)) s", Self.finish))
        }
        // The curve.
        var path = DisplayPath()
        for (index, row) in rows.enumerated() {
            let point = CGPoint(x: x(row.t), y: y(row.value))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        if !path.isEmpty {
            items.append(.shape(ShapeItem(path: path, paint: .color(Self.curve),
                                          stroke: StrokeData(lineWidth: 2, lineCap: .round, lineJoin: .round))))
        }
        // Title and legend.
        items.append(label(table.animation, at: CGPoint(x: area.minX, y: 10), width: Double(area.width), .leading, weight: 600))
        var legendX = Double(area.minX)
        for (text, color) in legend {
            items.append(line(legendX, Double(size.height) - 16, legendX + 14, Double(size.height) - 16, color, 2))
            items.append(label(text, at: CGPoint(x: legendX + 18, y: Double(size.height) - 23), width: 200, .leading))
            legendX += 210
        }
        return DisplayList(size: size, scale: scale, background: .white, items: items)
    }

    /// Draws the chart and writes it as a PNG, atomically.
    public func writePNG(to url: URL) throws {
        try AtomicFile.requireFile(url)
        let image = CairoRasterizer().draw(displayList())
        try AtomicFile.write(try PNGEncoder().encode(image), to: url)
    }

    private func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ color: DisplayColor, _ width: Double,
                      dash: [Double] = []) -> DisplayItem {
        var path = DisplayPath()
        path.move(to: CGPoint(x: x0, y: y0))
        path.addLine(to: CGPoint(x: x1, y: y1))
        return .shape(ShapeItem(path: path, paint: .color(color), stroke: StrokeData(lineWidth: width, dash: dash)))
    }

    private func label(_ text: String, at origin: CGPoint, width: Double, _ alignment: TextAlignment,
                       weight: Double = 400) -> DisplayItem {
        var font = Self.font
        font.weight = weight
        return .text(TextItem(run: TextRun(text, font: font, alignment: alignment, lineLimit: 1), origin: origin,
                              width: width, color: Self.ink))
    }

    /// About five round tick values covering low…high.
    static func ticks(from low: Double, to high: Double) -> [Double] {
        let span = high - low
        guard span > 0, span.isFinite else { return [low] }
        let raw = span / 5
        let magnitude = pow(10, floor(log10(raw)))
        let step = [1.0, 2, 2.5, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? raw
        var ticks: [Double] = []
        var value = (low / step).rounded(.up) * step
        while value <= high + step * 1e-9, ticks.count < 20 {
            ticks.append(abs(value) < step * 1e-9 ? 0 : value)
            value += step
        }
        return ticks
    }
}
