import Foundation
import ZoetropeMotion
import ZoetropeCairo
import ZoetropeDisplay

/// A contact sheet (`zoetrope sheet`): frames of a scene at chosen times in a grid, each labelled with its time and
/// frame number, under a title. One display list: each frame is its own display list moved into its cell, so the
/// cells are exactly the frames `still` draws at the job's scale.
public struct ContactSheet: Sendable {
    /// Frames come from `job.displayList(at:)`: its scale, background and touches apply.
    public let job: RenderJob
    /// Scene seconds, one cell each, in reading order.
    public let times: [Double]
    /// Cells per row.
    public let columns: Int
    /// The part of the canvas each cell shows, in points (nil: the whole canvas).
    public let region: CGRect?
    /// The heading (nil: the scene's id).
    public let title: String?

    /// Points around the grid, between cells, under each frame for its label, and above the grid for the title.
    static let margin = 24.0, gap = 16.0, labelHeight = 30.0, titleHeight = 46.0

    /// `columns` defaults to all the times on one row, at most 5.
    public init(job: RenderJob, times: [Double], columns: Int? = nil, region: CGRect? = nil, title: String? = nil) {
        self.job = job
        self.times = times
        self.columns = max(1, columns ?? min(max(times.count, 1), 5))
        self.region = region
        self.title = title
    }

    /// Rows of cells.
    public var rows: Int { max(1, (times.count + columns - 1) / columns) }

    /// The size of one cell, in points: the region's, else the canvas's.
    private var cell: CGSize { region?.size ?? job.timeline.scene.canvas.size }

    /// How wide a column is: the cell's, and for a region at least `narrowest` so its label fits under it.
    private var column: Double { region == nil ? Double(cell.width) : max(Double(cell.width), Self.narrowest) }

    /// Where the cell sits in its column: centred, on a whole point.
    private var inset: Double { ((column - Double(cell.width)) / 2).rounded(.down) }

    /// Points of the narrowest column of a region's sheet (`0.283 s · frame 17` in 13 pt), and of the narrowest such
    /// sheet (its title and subtitle).
    static let narrowest = 120.0, narrowestSheet = 360.0

    /// The sheet's size in points.
    public var size: CGSize {
        let columnsShown = min(columns, max(times.count, 1))
        let grid = Double(columnsShown) * column + Double(columnsShown - 1) * Self.gap
        let width = 2 * Self.margin + (region == nil ? grid : max(grid, Self.narrowestSheet))
        let height = 2 * Self.margin + Self.titleHeight
            + Double(rows) * (Double(cell.height) + Self.labelHeight) + Double(rows - 1) * Self.gap
        return CGSize(width: width, height: height)
    }

    /// The top-left corner of cell `index`, in sheet points.
    func origin(ofCell index: Int) -> CGPoint {
        let column = index % columns, row = index / columns
        return CGPoint(x: Self.margin + Double(column) * (self.column + Self.gap) + inset,
                       y: Self.margin + Self.titleHeight + Double(row) * (Double(cell.height) + Self.labelHeight + Self.gap))
    }

    /// The sheet as one display list: white paper, a title, and per cell the frame (clipped to its canvas or region,
    /// on its own background), a hairline border and the label `0.4 s · frame 24`.
    public func displayList() -> DisplayList {
        let scene = job.timeline.scene
        let frameRect = CGRect(origin: .zero, size: cell)
        var items: [DisplayItem] = [
            SheetInk.text(title ?? scene.id, at: CGPoint(x: Self.margin, y: Self.margin), width: Double(size.width) - 2 * Self.margin,
                          size: 17, weight: 600, color: DisplayColor(red255: 0, green: 0, blue: 0)),
            SheetInk.text(subtitle, at: CGPoint(x: Self.margin, y: Self.margin + 23), width: Double(size.width) - 2 * Self.margin,
                          size: 12),
        ]
        for (index, time) in times.enumerated() {
            var children: [DisplayItem] = []
            if let region {
                children = job.displayList(at: time, croppedTo: region).items
            } else {
                let frame = job.displayList(at: time)
                if let background = frame.background { children.append(SheetInk.fill(frameRect, background)) }
                children += frame.items
            }
            let origin = origin(ofCell: index)
            items.append(.group(GroupItem(transform: .translation(x: Double(origin.x), y: Double(origin.y)),
                                          clip: .rect(frameRect), label: "cell \(index) at \(NumberText.trimmed(time, places: 3)) s",
                                          children: children)))
            // The border sits just outside the frame, so it covers none of its pixels.
            let border = CGRect(x: Double(origin.x) - 0.5, y: Double(origin.y) - 0.5,
                                width: Double(cell.width) + 1, height: Double(cell.height) + 1)
            items.append(SheetInk.stroke(.rect(border), SheetInk.hairline, width: 1))
            items.append(SheetInk.text(label(for: time), at: CGPoint(x: Double(origin.x) - inset, y: Double(origin.y + cell.height) + 8),
                                       width: column, alignment: .center))
        }
        return DisplayList(size: size, scale: job.scale, background: .white, items: items)
    }

    /// `60 fps · 2.4 s · 5 frames`, and the region when there is one (`· x 16, y 80, 361 × 240 pt`).
    private var subtitle: String {
        let scene = job.timeline.scene
        let area = region.map { " · x \(NumberText.trimmed(Double($0.minX), places: 3)), y \(NumberText.trimmed(Double($0.minY), places: 3)), "
            + "\(NumberText.trimmed(Double($0.width), places: 3)) × \(NumberText.trimmed(Double($0.height), places: 3)) pt" } ?? ""
        return "\(NumberText.trimmed(job.fps, places: 3)) fps · \(NumberText.trimmed(scene.duration, places: 3)) s · "
            + "\(times.count) frame\(times.count == 1 ? "" : "s")" + area
    }

    /// `0.4 s · frame 24`; the frame number only when the time is on the job's frame grid.
    func label(for time: Double) -> String {
        let index = time * job.fps
        let onGrid = abs(index - index.rounded()) < 1e-6
        return NumberText.trimmed(time, places: 3) + " s" + (onGrid ? " · frame \(Int(index.rounded()))" : "")
    }

    /// Draws the sheet and writes it as a PNG, through a temporary name and a rename.
    public func writePNG(to url: URL) throws {
        try RenderJob.writePNG(to: url) { CairoRasterizer().draw(displayList()) }
    }
}
