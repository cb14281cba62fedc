import Foundation

/// The timings iOS uses for its own transitions, which Apple does not publish: each is one named constant here, with
/// its source and confidence in docs/approximations.md ("System transitions").
package enum SystemMotion {
    /// UIKit's system spring (mass 3, stiffness 1000, damping ratio taken as 1): critically damped at
    /// ω₀ = √(1000 / 3) ≈ 18.257 rad/s, so a response of 2π / ω₀ ≈ 0.344 s; 99.9 % there at 0.506 s.
    public static let systemSpring = Animation.spring(response: 2 * Double.pi / (1000.0 / 3).squareRoot(), dampingFraction: 1)
    /// The system spring as a bezier over 0.5 s (Ionic's fit): for fades (dimming, the bar's titles), which end
    /// exactly at their target where a spring's finish rule would snap the last percent of an opacity away.
    public static let systemCurve = Animation.timingCurve(0.32, 0.72, 0, 1, duration: 0.5)
    /// A `NavigationStack` push or pop (UINavigationController's standard transition).
    public static let push = systemSpring
    /// How far the covered screen moves toward the leading edge, as a fraction of its width (the parallax).
    public static let pushParallax: CGFloat = 0.3
    /// How much a zoomed-in screen shrinks under a finger dragging it, per canvas height of travel (our estimate of
    /// iOS 18's interactive zoom dismissal; docs/approximations.md, "Zoom").
    static let zoomDragShrink: CGFloat = 0.5
    /// The corner radius a dragged zoomed-in screen takes (our estimate: about the display's own corners).
    static let zoomDragCornerRadius: CGFloat = 40
    /// How far (points) a finger, carried on at its lift speed for `NavigationMetrics.edgeSwipeProjection`, must
    /// have dragged a zoomed-in screen for the lift to dismiss it (our estimate).
    static let zoomDragDismissDistance: CGFloat = 100
    /// The black dimming over a covered screen once a push completes.
    public static let pushDimming: Double = 0.1
    /// A sheet or full-screen cover presenting or dismissing, and a sheet moving between detents.
    public static let presentation = systemSpring
    /// The black dimming behind a presented sheet.
    public static let sheetDimming: Double = 0.4
    /// How far the presenting screen shrinks behind a sheet at the `.large` detent (about its top centre).
    public static let sheetPresenterScale: CGFloat = 0.915
    /// The iOS 18 zoom transition, in and out (our estimate: no figure is public).
    public static let zoom = systemSpring
    /// The black dimming over the screen a zoom transition covers (our estimate).
    public static let zoomDimming: Double = 0.25
    /// The part of a zoom, nearest the source, over which the zooming screen cross-fades with its source (our
    /// estimate): at the source only the source shows, from this far out only the screen.
    public static let zoomCrossFade: Double = 0.4
}

/// Metrics of the navigation bar, sheets and their titles, in points.
enum NavigationMetrics {
    /// The inline navigation bar's height.
    static let inlineBarHeight: CGFloat = 44
    /// The extra height of the large-title area below the inline bar.
    static let largeTitleHeight: CGFloat = 52
    /// The large title's leading inset.
    static let largeTitleLeading: CGFloat = 16
    /// The horizontal inset of the bar's leading and trailing items.
    static let barItemInset: CGFloat = 8
    /// How far below the top safe area a sheet at the `.large` detent starts.
    static let sheetTopInset: CGFloat = 10
    /// A sheet's top corner radius.
    static let sheetCornerRadius: CGFloat = 10
    /// How far from a stack's leading edge a drag must start to pop the top screen interactively (our estimate of
    /// UIKit's edge-pan region).
    static let edgeSwipeWidth: CGFloat = 20
    /// How long the finger's speed at the lift is carried on when deciding whether an interactive pop completes
    /// (past half the width) or is cancelled (our estimate).
    static let edgeSwipeProjection: Double = 0.15
    /// How long a sheet's speed at a finger's lift is carried on when choosing the detent it settles at, or whether
    /// it is dismissed (our estimate).
    static let sheetDragProjection: CGFloat = 0.15
    /// Over how many points of scrolling the bar's material and a large screen's inline title fade in or out as the
    /// content crosses the scroll edge (our estimate; docs/approximations.md, "Bar appearance at the scroll edge").
    static let barAppearanceRamp: CGFloat = 10
}
