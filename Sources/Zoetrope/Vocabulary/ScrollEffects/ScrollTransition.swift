import Foundation

/// Where a view is in its scroll transition: SwiftUI's `ScrollTransitionPhase`. A view inside the visible region
/// of its scroll view (by its configuration's threshold) is in `identity`; one about to come in at the top (or
/// leading) edge in `topLeading`, at the bottom (or trailing) edge in `bottomTrailing`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// About to enter (or just left) at the top edge of a vertical scroll view, the leading edge of a horizontal one.
    case topLeading
    /// Inside the visible region: the transition should change nothing here.
    case identity
    /// About to enter (or just left) at the bottom edge of a vertical scroll view, the trailing edge of a horizontal one.
    case bottomTrailing

    /// −1 in `topLeading`, 0 in `identity`, 1 in `bottomTrailing`.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }

    /// Whether the phase is `identity`.
    public var isIdentity: Bool { self == .identity }
}

/// How a scroll transition is applied as its view scrolls through the visible region of its scroll view: SwiftUI's
/// `ScrollTransitionConfiguration`.
public struct ScrollTransitionConfiguration: Sendable {
    enum Mode: Sendable {
        /// Never leaves the identity phase.
        case identity
        /// Interpolates the effect with the scroll position, paced by the curve (0: just hidden, 1: at the threshold).
        case interactive(UnitCurve)
        /// Changes phase once the threshold is crossed, animating the change.
        case animated
    }

    var mode: Mode
    var threshold: Threshold = .visible
    var animation: Animation?

    /// Interpolates the effect as the view scrolls in, with an ease-in-out pace.
    public static let interactive = ScrollTransitionConfiguration(mode: .interactive(.easeInOut))

    /// Interpolates the effect as the view scrolls in, its pace set by `timingCurve` (0: the view just hidden,
    /// 1: the view at the threshold).
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .interactive(timingCurve))
    }

    /// Changes phase when the view crosses the threshold, animated with the default animation.
    public static let animated = ScrollTransitionConfiguration.animated(.default)

    /// Changes phase when the view crosses the threshold, animated with `animation`.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .animated, animation: animation)
    }

    /// Leaves the view as it is, wherever it scrolls.
    public static let identity = ScrollTransitionConfiguration(mode: .identity)

    /// The same configuration, with the view counted as visible once `threshold` is met.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.threshold = threshold
        return copy
    }

    /// The same configuration, with its phase changes animated with `animation`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var copy = self
        copy.animation = animation
        return copy
    }

    /// A point in a view's progress from hidden (wholly outside its scroll view) to visible: SwiftUI's
    /// `ScrollTransitionConfiguration.Threshold`.
    ///
    /// Kept as how far past the edge the view must have come to meet it, in three linear parts (so that
    /// `interpolated(towards:amount:)` and `inset(by:)` combine exactly): a share of the view's length, a share of
    /// half the container's and half the view's length together (the view centred), and points.
    public struct Threshold: Sendable, Hashable {
        var viewShare: Double
        var centredShare: Double
        var points: Double

        /// The view is wholly inside the container.
        public static let visible = Threshold.visible(1)
        /// The view is wholly outside the container: any part showing counts as visible.
        public static let hidden = Threshold.visible(0)
        /// The view is centred in the container.
        public static var centered: Threshold { Threshold(viewShare: 0, centredShare: 1, points: 0) }

        /// The view is visible by `amount`, 0 wholly hidden and 1 wholly visible (clamped to 0…1).
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(viewShare: min(max(amount, 0), 1), centredShare: 0, points: 0)
        }

        /// This threshold moved `distance` points toward the container's centre (away from it when negative).
        public func inset(by distance: Double) -> Threshold {
            Threshold(viewShare: viewShare, centredShare: centredShare, points: points + distance)
        }

        /// This threshold combined with `other`: `amount` 0 is this one, 1 is `other`.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
            return Threshold(viewShare: mix(viewShare, other.viewShare), centredShare: mix(centredShare, other.centredShare),
                             points: mix(points, other.points))
        }

        /// How far past the container's edge the view must have come to meet the threshold, in points, for a view
        /// of length `view` in a container of length `container`.
        func entry(view: Double, container: Double) -> Double {
            viewShare * view + centredShare * (container + view) / 2 + points
        }
    }
}

extension View {
    /// Applies `transition` as this view scrolls into and out of the visible region of its scroll view: SwiftUI's
    /// `scrollTransition(_:axis:transition:)`. The closure is called with the placeholder effect and the phase, and
    /// evaluated again for every frame from the scroll view's presented offset. `axis` nil takes the innermost
    /// scroll view's (vertical when it scrolls both ways). Layout is unchanged.
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect)
        -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// Applies `transition` as this view scrolls, with one configuration for the top (leading) edge and one for the
    /// bottom (trailing) edge: SwiftUI's `scrollTransition(topLeading:bottomTrailing:axis:transition:)`.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                 axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect)
        -> some View {
        let source = VisualEffectSource.scrollTransition(
            ScrollTransitionSpec(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis) { phase in
                transition(EmptyVisualEffect(), phase).visualEffectSteps
            })
        return EnvironmentModifiedView(content: self, component: "scrollTransition") {
            .visualEffect(VisualEffectKind(source: source, colorScheme: $0.colorScheme))
        }
    }

    /// Applies the effect `effect` makes from the view's geometry as drawn: SwiftUI's `visualEffect(_:)`. The closure
    /// is given the placeholder effect and a `GeometryProxy` of the view, and evaluated again for every frame (its
    /// `frame(in: .global)` follows the scroll views around it). Layout is unchanged.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        let source = VisualEffectSource.geometry { proxy in effect(EmptyVisualEffect(), proxy).visualEffectSteps }
        return EnvironmentModifiedView(content: self, component: "visualEffect") {
            .visualEffect(VisualEffectKind(source: source, colorScheme: $0.colorScheme))
        }
    }
}
