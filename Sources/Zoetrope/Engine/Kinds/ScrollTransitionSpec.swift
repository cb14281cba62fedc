import Foundation
import ZoetropeDisplay

/// A `scrollTransition`'s configurations, axis and effects, and where its view is in the transition.
///
/// Where the view is: along the axis, the edge it is nearer (by its centre against the scroll view's centre) and how
/// far it has come past that edge into the scroll view's frame, against how far its configuration's threshold asks
/// (`Threshold.entry`, at most the view centred). At or past the threshold it is in the identity phase; short of it,
/// `.interactive` interpolates the effect between the edge phase and identity by its curve of that share (0: just
/// hidden, 1: at the threshold), `.animated` shows the edge phase until the threshold is crossed and animates each
/// crossing with its animation.
struct ScrollTransitionSpec: Sendable {
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    /// The effects at a phase, innermost first.
    let transition: @Sendable (ScrollTransitionPhase) -> [VisualEffectStep]

    /// How finely `.animated` looks back for threshold crossings, and how far (seconds): a crossing is placed on the
    /// 1/240 s grid, and one longer ago than the window is taken as finished.
    static let crossingStep = 1.0 / 240
    static let crossingWindow = 2.0

    /// The signed phase at the sampler's time: −1 top (leading), 0 identity, 1 bottom (trailing), in between while
    /// interpolated or animated. `viewFrame` gives the view's canvas frame as a sampler presents it (scrolled).
    /// `grid` keeps `.animated`'s positions between frames of the view drawn at `size` (`CrossingGrid`); without one
    /// every frame samples them all.
    func phase(scroll: Node, sampler: Sampler, grid: CrossingGrid? = nil, size: CGSize = .zero,
               viewFrame: (Sampler) -> CGRect) -> Double {
        let container = scroll.frame.offsetBy(dx: scroll.parentLayoutOrigin.x, dy: scroll.parentLayoutOrigin.y)
        let axes = scroll.kind.as(ScrollKind.self)?.axes ?? .vertical
        let axis = self.axis ?? (axes == .horizontal ? .horizontal : .vertical)
        let now = position(of: viewFrame(sampler), in: container, axis: axis)
        switch now.configuration.mode {
        case .identity:
            return 0
        case let .interactive(curve):
            // Identity is 0 on either side (not −0, which the trace would write as such).
            return now.share >= 1 ? 0 : now.sign * (1 - curve.value(at: now.share))
        case .animated:
            guard let time = sampler.time else { return now.target }
            return animatedPhase(at: time, sampler: sampler, grid: grid, size: size) { position(of: viewFrame($0), in: container, axis: axis) }
        }
    }

    /// `.animated`: the discrete phase replayed over the last `crossingWindow` seconds, each change animated with
    /// the configuration's animation (SwiftUI's retargeting rules, as any animated value), read at `time`.
    private func animatedPhase(at time: Double, sampler: Sampler, grid: CrossingGrid?, size: CGSize,
                               position: (Sampler) -> Position) -> Double {
        func at(_ t: Double) -> Position { position(Sampler(tracks: sampler.tracks, layout: sampler.layout, time: t)) }
        let last = Int((time / Self.crossingStep).rounded(.down))
        let first = max(Int(((time - Self.crossingWindow) / Self.crossingStep).rounded(.down)), 0)
        let points = first <= last ? first...last : first...first
        let window = grid?.positions(points, size: size) { at(Double($0) * Self.crossingStep) }
            ?? points.map { at(Double($0) * Self.crossingStep) }
        var target = window[0].target
        var value = AnimatedValue<Double>(target)
        func visit(_ t: Double, _ p: Position) {
            guard p.target != target else { return }
            target = p.target
            value.set(target, at: t, animation: p.configuration.animation)
        }
        for (k, p) in zip(points, window).dropFirst() { visit(Double(k) * Self.crossingStep, p) }
        visit(time, at(time))
        return value.value(at: time)
    }

    /// Where a view is against the edge it is nearer.
    struct Position {
        /// −1 for the top (leading) edge, 1 for the bottom (trailing) edge.
        var sign: Double
        /// How far it has come in, as a share of its threshold's distance: 0 hidden, 1 at the threshold (clamped).
        var share: Double
        var configuration: ScrollTransitionConfiguration

        /// The discrete phase: identity at the threshold, the edge's short of it.
        var target: Double { share >= 1 ? 0 : sign }
    }

    /// Where `view` is against the edge of `container` (canvas frames) it is nearer, along `axis`.
    func position(of view: CGRect, in container: CGRect, axis: Axis) -> Position {
        let (v0, v1, c0, c1) = axis == .vertical ? (view.minY, view.maxY, container.minY, container.maxY)
                                                 : (view.minX, view.maxX, container.minX, container.maxX)
        let length = Double(v1 - v0), span = Double(c1 - c0)
        let isTopLeading = v0 + v1 < c0 + c1
        let configuration = isTopLeading ? topLeading : bottomTrailing
        // How far past the edge it has come; the view centred in the container always counts as in.
        let entered = Double(isTopLeading ? v1 - c0 : c1 - v0)
        let needed = min(configuration.threshold.entry(view: length, container: span), (length + span) / 2)
        let share = needed > 0 ? min(max(entered / needed, 0), 1) : (entered > 0 ? 1 : 0)
        return Position(sign: isTopLeading ? -1 : 1, share: share, configuration: configuration)
    }
}

/// `.animated`'s positions at the points of its 1/240 s grid, kept between the frames of one laid-out view: each is
/// a pure function of its time, the view's placement and its size, so a frame reads the last two seconds' positions
/// from here instead of sampling the view at all 480 points again. Emptied when the view is placed again or drawn
/// at another size. Frames drawn on several threads share it behind a lock.
final class CrossingGrid: @unchecked Sendable {
    private let lock = NSLock()
    private var size: CGSize?
    private var positions: [Int: ScrollTransitionSpec.Position] = [:]

    /// Forgets every position (the view was placed again).
    func reset() {
        lock.lock()
        size = nil
        positions = [:]
        lock.unlock()
    }

    /// The positions at the grid points `points` of the view drawn at `size`, computing the ones not known yet with
    /// `compute` (outside the lock: frames drawn side by side do not wait for each other's sampling); positions kept
    /// for another size are forgotten first.
    func positions(_ points: ClosedRange<Int>, size: CGSize,
                   compute: (Int) -> ScrollTransitionSpec.Position) -> [ScrollTransitionSpec.Position] {
        lock.lock()
        if self.size != size {
            self.size = size
            positions = [:]
        }
        var known = points.map { positions[$0] }
        lock.unlock()
        var found: [(Int, ScrollTransitionSpec.Position)] = []
        for (index, k) in points.enumerated() where known[index] == nil {
            let position = compute(k)
            known[index] = position
            found.append((k, position))
        }
        if !found.isEmpty {
            lock.lock()
            if self.size == size { for (k, position) in found { positions[k] = position } }
            lock.unlock()
        }
        return known.map { $0! }
    }
}
