import Foundation
import Zoetrope

/// The frames of a scene where something visibly moves: from the last frame before the first one that looks
/// different from frame 0 (so a sheet starts just before the first interaction takes effect) to the first frame from
/// which nothing visibly changes any more. Read from the motion trace, so it agrees with the pixels.
///
/// "Looks the same" (`MotionTrace.looksSame(as:)`): the same visible views (opacity above 0.005) in the same order,
/// layout frames and on-screen bounds within half a point, opacity and style numbers within 0.01, style text equal.
/// A spring's long sub-pixel tail (its finish rule, fidelity.md §1.3) is thereby left out. A scene that never comes to
/// rest ends at its last frame.
public struct MotionWindow: Hashable, Sendable {
    /// Frame indices at `fps`, `first < last` unless the scene has a single frame.
    public var first: Int
    public var last: Int
    public var fps: Double

    /// Finds the window of `timeline` on the frame grid of `fps`.
    package init(timeline: SceneTimeline, fps: Double) {
        self.fps = fps
        let final = max(0, timeline.scene.frameCount(fps: fps) - 1)
        var traces: [Int: MotionTrace] = [:]
        func trace(_ index: Int) -> MotionTrace {
            if let cached = traces[index] { return cached }
            let made = timeline.trace(at: Double(index) / fps)
            traces[index] = made
            return made
        }
        var start = 0
        var index = 1
        while index < final {
            if !trace(index).looksSame(as: trace(0)) { start = index - 1; break }
            index += 1
        }
        var end = final
        index = final - 1
        while index > start, trace(index).looksSame(as: trace(final)) {
            end = index
            index -= 1
        }
        first = start
        last = final == 0 ? 0 : max(end, start + 1)
    }

    /// `count` times spread evenly over the window, each on the frame grid (rounded to the nearest frame).
    public func times(count: Int) -> [Double] {
        guard count > 1 else { return [Double(first) / fps] }
        return (0..<count).map { k in
            let index = (Double(first) + Double(last - first) * Double(k) / Double(count - 1)).rounded()
            return index / fps
        }
    }
}

extension MotionTrace {
    /// Whether two traces would look the same to a reviewer (see `MotionWindow`).
    func looksSame(as other: MotionTrace) -> Bool {
        let a = views.filter { $0.opacity > 0.005 }, b = other.views.filter { $0.opacity > 0.005 }
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            guard x.path == y.path, x.type == y.type, abs(x.opacity - y.opacity) <= 0.01,
                  Self.close(x.frame, y.frame), Self.close(x.bounds, y.bounds), x.attributes.count == y.attributes.count
            else { return false }
            for (a, b) in zip(x.attributes, y.attributes) where a.descriptor != b.descriptor || !Self.close(a.value, b.value) {
                return false
            }
        }
        return true
    }

    private static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) <= 0.5 && abs(a.minY - b.minY) <= 0.5 && abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
    }

    private static func close(_ a: InspectedValue, _ b: InspectedValue) -> Bool {
        switch (a, b) {
        case let (.number(x), .number(y)): return abs(x - y) <= 0.01
        case let (.numbers(x), .numbers(y)): return x.count == y.count && zip(x, y).allSatisfy { abs($0 - $1) <= 0.01 }
        default: return a == b
        }
    }
}
