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
/// Its movement is how far, in points, the drawn leaf views' edges went since that frame, plus 100 per whole unit of
/// opacity (a view that appears or disappears counts as one faded from or to 0), 100 per whole unit of its style's
/// numbers (a trim), at most 100, and 1 for a view whose style changed in some other way (a colour, a font).
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
    /// moving within `gap` frames of each other joined; a run that moves less than `least` in all (a spring's tail
    /// drifting past half a point now and then, long after its motion) is left out.
    var windows: [ClosedRange<Int>] {
        var windows: [ClosedRange<Int>] = []
        for index in movement.indices where movement[index] > 0 {
            if let last = windows.last, index - last.upperBound <= Self.gap {
                windows[windows.count - 1] = last.lowerBound...index
            } else {
                windows.append(max(index - 1, 0)...index)
            }
        }
        return windows.filter { total(of: $0) >= Self.least }
    }

    /// The least movement a run of motion has (a few points, or a few hundredths of opacity).
    static let least = 4.0

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

    /// The runs of motion cut at each frame of `cuts` that falls inside one: the piece before ends at the frame before
    /// the cut, the piece after starts there (the still frame before its first moving frame).
    func pieces(cutAt cuts: [Int]) -> [ClosedRange<Int>] {
        var pieces: [ClosedRange<Int>] = []
        for window in windows {
            var start = window.lowerBound
            for cut in cuts.sorted() where cut > start + 1 && cut <= window.upperBound {
                pieces.append(start...(cut - 1))
                start = cut - 1
            }
            pieces.append(start...window.upperBound)
        }
        return pieces
    }

    /// The contact sheet's frames: for each run of motion (`pieces(cutAt:)`) the still frame before it, the frames
    /// where a quarter, half and three quarters of its movement is done, and its last frame; while that is more than
    /// `limit` frames, the run that moves least keeps only its frame before, half-way frame and last frame, and when
    /// every run is down to those, the runs that move least are left out. A scene where nothing moves shows its first
    /// and last frames.
    func sheetFrames(cutAt cuts: [Int] = [], limit: Int = 15) -> [Int] {
        let runs = pieces(cutAt: cuts)
        guard !runs.isEmpty else { return Array(Set([0, lastFrame])).sorted() }
        let byMovement = runs.indices.sorted { (total(of: runs[$0]), $1) < (total(of: runs[$1]), $0) }
        var fractions = runs.map { _ in [0.25, 0.5, 0.75] }
        var kept = Array(runs.indices)
        func chosen() -> [Int] {
            let frames = kept.flatMap { [runs[$0].lowerBound] + self.frames(in: runs[$0], atFractions: fractions[$0]) + [runs[$0].upperBound] }
            return Array(Set(frames)).sorted()
        }
        var next = byMovement[...]
        while chosen().count > limit, let index = next.first {
            fractions[index] = [0.5]
            next = next.dropFirst()
        }
        var dropping = byMovement[...]
        while chosen().count > limit, kept.count > 1, let index = dropping.first {
            kept.removeAll { $0 == index }
            dropping = dropping.dropFirst()
        }
        return chosen()
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
        !MovingViews.differ(a.bounds, b.bounds) && abs(a.opacity - b.opacity) <= 0.01 && a.attributes == b.attributes
    }

    /// How much a view's style changed: 100 per whole unit its numbers changed by, at most 100 (a trim drawing a
    /// ring on grows with how much is drawn), and 1 when some other value (a colour, a font) changed.
    static func styleChange(from old: TracedAttributes, to new: TracedAttributes) -> Double {
        guard old != new else { return 0 }
        var numbers = 0.0, other = false
        // Both in order of name: walk them side by side.
        var i = old.startIndex, j = new.startIndex
        while i < old.endIndex || j < new.endIndex {
            let a = i < old.endIndex ? old[i] : nil, b = j < new.endIndex ? new[j] : nil
            guard let a, let b, a.descriptor.name == b.descriptor.name else {
                other = true
                if let a, b == nil || a.descriptor.name < b!.descriptor.name { i += 1 } else { j += 1 }
                continue
            }
            i += 1
            j += 1
            guard a.value != b.value else { continue }
            switch (a.value, b.value) {
            case let (.number(x), .number(y)): numbers += abs(x - y)
            case let (.numbers(x), .numbers(y)) where x.count == y.count: numbers += zip(x, y).map { abs($0 - $1) }.reduce(0, +)
            default: other = true
            }
        }
        return max(min(numbers, 1) * 100, other ? 1 : 0)
    }

    /// How much `after` moved from `before` (see the type's summary).
    static func amount(from before: MotionTrace, to after: MotionTrace) -> Double {
        let old = Dictionary(leaves(of: before).map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        var amount = 0.0
        var seen = Set<String>()
        for view in leaves(of: after) {
            seen.insert(view.path)
            guard let was = old[view.path] else { amount += view.opacity * 100; continue }
            let moved = abs(view.bounds.minX - was.bounds.minX) + abs(view.bounds.minY - was.bounds.minY)
                + abs(view.bounds.maxX - was.bounds.maxX) + abs(view.bounds.maxY - was.bounds.maxY)
                + abs(view.opacity - was.opacity) * 100
            amount += Double(moved) + styleChange(from: was.attributes, to: view.attributes)
        }
        amount += old.values.filter { !seen.contains($0.path) }.reduce(0) { $0 + $1.opacity * 100 }
        return amount
    }
}
