import Foundation
import Zoetrope

/// Every frame's trace of a scene and how much each frame visibly moved: what the review's contact sheet, chapters
/// and crops choose their frames and regions from. Frames are spaced by movement rather than by time, as the
/// snapshot baselines choose their pixel frames (`PixelFrameSelection`, which this target cannot import): a spring
/// spends most of its time in a tail where nothing visibly moves, so the frame at half its *time* shows the end state
/// again, while the frame at half its *movement* shows views mid-flight.
///
/// A frame moves when it does not look the same (`MotionTrace.looksSame(as:)`: half a point, 0.01 of opacity) as
/// the last frame that moved (frame 0 to begin with), so a slow drift counts once it adds up to something visible.
/// Its movement is how far, in points, the drawn leaf views' visible edges went since that frame, plus 100 per whole
/// unit of opacity and per view that appears or disappears, and 1 for a view that changed in some other way.
struct MotionFrames {
    let fps: Double
    /// One per frame; frame i shows t = i / fps.
    let traces: [MotionTrace]
    /// How much each frame moved (0 for frame 0 and for frames that look like the last one that moved).
    let movement: [Double]

    /// Frames moving within this many frames of each other belong to one run of motion (a tenth of a second at 60 fps).
    static let gap = 6

    init(timeline: SceneTimeline, fps: Double) {
        self.fps = fps
        let count = max(1, timeline.scene.frameCount(fps: fps))
        traces = (0..<count).map { timeline.trace(at: Double($0) / fps) }
        var movement = [Double](repeating: 0, count: count)
        var anchor = 0
        for index in 1..<max(count, 1) where !traces[index].looksSame(as: traces[anchor]) {
            movement[index] = max(Self.amount(from: traces[anchor], to: traces[index]), 1)
            anchor = index
        }
        self.movement = movement
    }

    var lastFrame: Int { traces.count - 1 }

    /// The runs of motion: from the still frame before the first moving frame to the last moving frame, frames
    /// moving within `gap` frames of each other joined.
    var windows: [ClosedRange<Int>] {
        var windows: [ClosedRange<Int>] = []
        for index in movement.indices where movement[index] > 0 {
            if let last = windows.last, index - last.upperBound <= Self.gap {
                windows[windows.count - 1] = last.lowerBound...index
            } else {
                windows.append(max(index - 1, 0)...index)
            }
        }
        return windows
    }

    /// The frames of `window` at which `fractions` of its movement is done (the first frame reaching each), in order.
    func frames(in window: ClosedRange<Int>, atFractions fractions: [Double]) -> [Int] {
        let total = window.reduce(0.0) { $0 + movement[$1] }
        guard total > 0 else { return fractions.map { _ in window.upperBound } }
        var chosen: [Int] = []
        var done = 0.0
        var pending = fractions[...]
        for index in window {
            done += movement[index]
            while let fraction = pending.first, done >= fraction * total - 1e-9 {
                chosen.append(index)
                pending = pending.dropFirst()
            }
        }
        return chosen + pending.map { _ in window.upperBound }
    }

    /// The contact sheet's frames: for each run of motion the still frame before it, the frames where a quarter,
    /// half and three quarters of its movement is done, and its last frame; at most `limit` (two runs of five), else
    /// each run's frame before, half-way frame and last frame, else those of the runs that move most. A scene where
    /// nothing moves shows its first and last frames.
    func sheetFrames(limit: Int = 10) -> [Int] {
        let windows = self.windows
        guard !windows.isEmpty else { return Array(Set([0, lastFrame])).sorted() }
        func pick(_ fractions: [Double], from chosenWindows: [ClosedRange<Int>]) -> [Int] {
            let frames = chosenWindows.flatMap { [$0.lowerBound] + self.frames(in: $0, atFractions: fractions) + [$0.upperBound] }
            return Array(Set(frames)).sorted()
        }
        let full = pick([0.25, 0.5, 0.75], from: windows)
        if full.count <= limit { return full }
        let halves = pick([0.5], from: windows)
        if halves.count <= limit { return halves }
        let largest = windows.sorted { total(of: $0) > total(of: $1) }.prefix(max(limit / 3, 1))
        return pick([0.5], from: largest.sorted { $0.lowerBound < $1.lowerBound })
    }

    /// All the movement in `window`.
    func total(of window: ClosedRange<Int>) -> Double { window.reduce(0.0) { $0 + movement[$1] } }

    /// The canvas region, in points, that changes over `frames`: the union of the visible on-screen bounds (clipped
    /// as drawn) of every drawn leaf view that moves, fades, appears or changes style within them; nil when nothing
    /// changes.
    func changedRegion(in frames: ClosedRange<Int>, canvas: CGSize) -> CGRect? {
        let range = max(frames.lowerBound, 0)...min(frames.upperBound, lastFrame)
        let first = traces[range.lowerBound]
        let before = Dictionary(Self.leaves(of: first).map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        var changed = Set<String>()
        for index in range.dropFirst() {
            for view in Self.leaves(of: traces[index]) {
                guard let old = before[view.path] else { changed.insert(view.path); continue }
                if !Self.sameLook(old, view) { changed.insert(view.path) }
            }
            let now = Set(Self.leaves(of: traces[index]).map(\.path))
            for path in before.keys where !now.contains(path) { changed.insert(path) }
        }
        let screen = CGRect(origin: .zero, size: canvas)
        var region: CGRect?
        for index in range {
            for view in Self.leaves(of: traces[index]) where changed.contains(view.path) {
                var visible = view.bounds.intersection(screen)
                if let clip = view.clip { visible = visible.intersection(clip) }
                guard !visible.isNull, visible.width > 0.01, visible.height > 0.01 else { continue }
                region = region.map { $0.union(visible) } ?? visible
            }
        }
        return region
    }

    /// The drawn leaves of a trace: views with nothing drawn inside them, visible (opacity above 0.005), with area.
    static func leaves(of trace: MotionTrace) -> [TracedView] {
        let parents = Set(trace.views.compactMap(\.parent))
        return trace.views.indices.filter { !parents.contains($0) }.map { trace.views[$0] }
            .filter { $0.opacity > 0.005 && $0.bounds.width > 0.01 && $0.bounds.height > 0.01 }
    }

    /// Whether a view looks the same in two traces (bounds within half a point, opacity within 0.01, same style).
    static func sameLook(_ a: TracedView, _ b: TracedView) -> Bool {
        !MovingViews.differ(a.bounds, b.bounds) && abs(a.opacity - b.opacity) <= 0.01 && a.style == b.style
    }

    /// How much `after` moved from `before` (see the type's summary).
    static func amount(from before: MotionTrace, to after: MotionTrace) -> Double {
        let old = Dictionary(leaves(of: before).map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        var amount = 0.0
        var seen = Set<String>()
        for view in leaves(of: after) {
            seen.insert(view.path)
            guard let was = old[view.path] else { amount += 100; continue }
            let moved = abs(view.bounds.minX - was.bounds.minX) + abs(view.bounds.minY - was.bounds.minY)
                + abs(view.bounds.maxX - was.bounds.maxX) + abs(view.bounds.maxY - was.bounds.maxY)
                + abs(view.opacity - was.opacity) * 100
            amount += Double(moved) > 0.01 ? Double(moved) : (view.style == was.style ? 0 : 1)
        }
        amount += Double(old.keys.filter { !seen.contains($0) }.count) * 100
        return amount
    }
}
