import Foundation
import Zoetrope

/// Which frames one chapter of the review looks at: an interaction of the script, or the motion on appear (before
/// the first interaction), and the runs of motion that follow it until the next interaction.
///
/// Runs of motion (`MotionFrames.windows`) are cut at the frame of every press, drag and interaction that starts an
/// animated change (`cuts`), so an interaction that interrupts the motion of the one before starts a chapter of its own. A run belongs to the last interaction at or before its
/// first moving frame; one that starts before every interaction is the scene's motion on appear.
struct ChapterPlan: Hashable {
    /// `Tap("more")`, or `On appear`.
    var title: String
    /// The interaction's time and how long the finger stays down (0 and 0 on appear).
    var time: Double
    var fingerDown: Double
    /// The first frame showing the interaction (0 on appear).
    var eventFrame: Int
    /// From the still frame before the chapter's motion to its last moving frame; nil when nothing visibly changes.
    var motion: ClosedRange<Int>?
    /// The frames the slow-motion clip loops over: the motion with a tenth of a second either side (or half a second
    /// from the interaction when nothing moves).
    var clip: ClosedRange<Int>
    /// Ten consecutive frames from two before the first moving frame (or the interaction's).
    var strip: [Int]
    /// The frame where half the chapter's movement is done (the interaction's frame when nothing moves).
    var key: Int
    /// The onion skin's frames: the still frame before, a quarter, half and three quarters of the movement, the end.
    var onion: [Int]
    /// The region that changes, in canvas points (padded and at least 64 points square); the whole canvas when
    /// nothing changes.
    var region: CGRect
    /// Whether `region` was found (false: the whole canvas, because nothing changes).
    var regionFound: Bool

    /// The title of the chapter of the motion on appear.
    static let onAppear = "On appear"
    /// Frames in a strip.
    static let stripLength = 10
    /// Points around the changed region, and its smallest side.
    static let padding = 16.0, smallestSide = 64.0

    /// The frames where a run of motion is cut into chapters: those of the presses and drags (the finger moves things
    /// from the moment it lands) and of the interactions that start an animated change of the spec within two frames.
    /// A tap that starts nothing (one that only stops a glide) leaves the motion under way to the chapter before.
    static func cuts(events: [MotionSpec.Event], rows: [MotionSpec.Row], fps: Double, lastFrame: Int) -> [Int] {
        events.filter { event in
            event.duration > 0 || rows.contains { $0.start >= event.time - 1e-9 && $0.start <= event.time + 2 / fps }
        }.map { frame(of: $0.time, fps: fps, lastFrame: lastFrame) }
    }

    /// The first frame showing time `t`.
    static func frame(of t: Double, fps: Double, lastFrame: Int) -> Int {
        min(max(Int((t * fps - 1e-9).rounded(.up)), 0), lastFrame)
    }

    /// The chapters of a scene, in time order.
    static func plans(spec: MotionSpec, motion: MotionFrames, canvas: CGSize) -> [ChapterPlan] {
        let fps = motion.fps, last = motion.lastFrame
        let sorted = spec.events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        let eventFrames = sorted.map { frame(of: $0.time, fps: fps, lastFrame: last) }
        let pieces = motion.pieces(cutAt: cuts(events: sorted, rows: spec.rows, fps: fps, lastFrame: last))
        var owners: [Int: [ClosedRange<Int>]] = [:]   // -1: on appear
        for piece in pieces {
            let firstMoving = piece.lowerBound + 1
            let owner = eventFrames.lastIndex { $0 <= firstMoving } ?? -1
            owners[owner, default: []].append(piece)
        }
        var plans: [ChapterPlan] = []
        if let appear = owners[-1] {
            plans.append(plan(title: onAppear, time: 0, fingerDown: 0, eventFrame: 0, pieces: appear, next: eventFrames.first,
                              motion: motion, canvas: canvas))
        }
        for (index, event) in sorted.enumerated() {
            plans.append(plan(title: event.label, time: event.time, fingerDown: event.duration, eventFrame: eventFrames[index],
                              pieces: owners[index] ?? [], next: eventFrames.dropFirst(index + 1).first, motion: motion,
                              canvas: canvas))
        }
        return plans
    }

    private static func plan(title: String, time: Double, fingerDown: Double, eventFrame: Int, pieces: [ClosedRange<Int>],
                             next: Int?, motion: MotionFrames, canvas: CGSize) -> ChapterPlan {
        let last = motion.lastFrame
        let margin = max(Int((motion.fps / 10).rounded()), 1)
        let range = pieces.isEmpty ? nil : pieces.map(\.lowerBound).min()!...pieces.map(\.upperBound).max()!
        let clip: ClosedRange<Int>
        let strip: [Int], key: Int, onion: [Int]
        if let range {
            clip = max(min(eventFrame, range.lowerBound) - margin, 0)...min(range.upperBound + margin, last)
            key = motion.frames(in: range, atFractions: [0.5])[0]
            onion = Array(Set([range.lowerBound] + motion.frames(in: range, atFractions: [0.25, 0.5, 0.75])
                + [range.upperBound])).sorted()
            strip = consecutive(from: range.lowerBound + 1 - 2, last: last)
        } else {
            let quiet = min(eventFrame + Int((motion.fps / 2).rounded()), next.map { max($0 - 1, eventFrame) } ?? last, last)
            clip = max(eventFrame - margin, 0)...max(quiet, min(eventFrame + 1, last))
            key = eventFrame
            onion = [eventFrame]
            strip = consecutive(from: eventFrame - 2, last: last)
        }
        let found = range.flatMap { motion.changedRegion(in: $0, canvas: canvas) }
        return ChapterPlan(title: title, time: time, fingerDown: fingerDown, eventFrame: eventFrame, motion: range, clip: clip,
                           strip: strip, key: key, onion: onion,
                           region: found.map { padded($0, canvas: canvas) } ?? CGRect(origin: .zero, size: canvas),
                           regionFound: found != nil)
    }

    /// `stripLength` consecutive frames from `start`, moved back to end at the last frame when they would pass it.
    static func consecutive(from start: Int, last: Int) -> [Int] {
        let first = max(min(start, last + 1 - stripLength), 0)
        return Array(first...min(first + stripLength - 1, last))
    }

    /// `region` grown by `padding` on every side and to at least `smallestSide`, kept on the canvas, on whole points.
    static func padded(_ region: CGRect, canvas: CGSize) -> CGRect {
        func span(_ low: Double, _ high: Double, limit: Double) -> (Double, Double) {
            var a = low - padding, b = high + padding
            if b - a < smallestSide {
                let grow = (smallestSide - (b - a)) / 2
                a -= grow
                b += grow
            }
            if a < 0 { b -= a; a = 0 }
            if b > limit { a -= b - limit; b = limit }
            return (max(a, 0).rounded(.down), min(b.rounded(.up), limit))
        }
        let (x0, x1) = span(Double(region.minX), Double(region.maxX), limit: Double(canvas.width))
        let (y0, y1) = span(Double(region.minY), Double(region.maxY), limit: Double(canvas.height))
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
