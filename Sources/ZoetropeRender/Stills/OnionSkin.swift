import Foundation
import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay

/// An onion-skin still (`zoetrope still --onion`): the views that move, drawn at several times over the frame at the
/// last time, fading with age — the picture designers draw by hand to show a path.
///
/// The frame at the last time is drawn without the moving views; then each earlier time's moving views, isolated
/// (`SceneTimeline.displayList(at:onlyView:)`) and composited as one layer with an opacity that grows from the oldest to
/// the newest (`ghostOpacity`); then the moving views at the last time, fully, on top.
public struct OnionSkin: Sendable {
    /// The frames' scale, background and touches come from the job.
    public let job: RenderJob
    /// Scene seconds, ascending and distinct; the last one is the frame drawn in full.
    public let times: [Double]
    /// The part of the canvas to show, in points (nil: the whole canvas).
    public var region: CGRect?

    /// `times` sorted, duplicates dropped.
    public init(job: RenderJob, times: [Double]) {
        self.job = job
        self.times = Array(Set(times)).sorted()
    }

    /// The opacity of the ghost at `age` (1 = the newest earlier time) of `count` earlier times: from 0.6 for the
    /// newest down to 0.15 + 0.45 / count for the oldest, so older ghosts are always fainter.
    public static func ghostOpacity(age: Int, count: Int) -> Double {
        guard count > 0 else { return 1 }
        return 0.15 + 0.45 * Double(count - age + 1) / Double(count)
    }

    /// The paths of the moving views: the largest subtrees whose drawn leaves all change their on-screen bounds
    /// (by more than half a point) between the times at which they show (see `MovingViews`).
    public var movingViews: [String] { MovingViews(traces: times.map { job.timeline.trace(at: $0) }).roots }

    /// The still as one display list at the job's scale, cut to `region` when there is one.
    public func displayList() -> DisplayList {
        guard let region else { return whole() }
        return whole().cropped(to: region)
    }

    private func whole() -> DisplayList {
        guard let last = times.last else { return job.displayList(at: 0) }
        let roots = movingViews
        var list = job.displayList(at: last, hidingViews: Set(roots))
        let earlier = times.dropLast()
        for (offset, time) in earlier.enumerated() {
            let ghost = isolated(roots, at: time)
            guard !ghost.isEmpty else { continue }
            let age = earlier.count - offset
            list.items.append(.group(GroupItem(opacity: Self.ghostOpacity(age: age, count: earlier.count),
                                               label: "ghost at \(NumberText.trimmed(time, places: 3)) s", children: ghost)))
        }
        list.items += isolated(roots, at: last)
        return list
    }

    /// The items of each of `paths` drawn alone at `time`, in order.
    private func isolated(_ paths: [String], at time: Double) -> [DisplayItem] {
        paths.flatMap { job.timeline.displayList(at: time, onlyView: $0)?.items ?? [] }
    }

    /// Draws the still and writes it as a PNG, through a temporary name and a rename.
    public func writePNG(to url: URL) throws {
        try RenderJob.writePNG(to: url) { CairoRasterizer().draw(displayList()) }
    }
}
