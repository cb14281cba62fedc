import Foundation

/// How a presentation covers the screen.
enum PresentationStyle {
    /// A card rising from the bottom to its detent, over a dimmed screen.
    case sheet
    /// The whole screen, rising from the bottom.
    case fullScreenCover
}

/// Where a presented sheet's parts go: the dimming covers the canvas, the sheet lies along its bottom.
struct PresentationLayout {
    /// The sheet's rectangle on the canvas.
    var sheet: CGRect
    let cornerRadius: CGFloat
    let showsGrabber: Bool
    /// How far the screen below has shrunk behind it, 0…1: 1 with the sheet's top at the large detent, 0 with it at
    /// the next smaller detent (or the bottom edge when large is the only one), in proportion between the two, so
    /// the presenter's scale, corners and backdrop follow a finger dragging the sheet (issue 23 item 5).
    var presenterShrink: CGFloat = 0
    /// How much of the sheet's dimming shows, 0…1: all of it at any detent, fading in proportion as the sheet's top
    /// goes from its lowest detent to the bottom edge.
    var dimming: CGFloat = 1
    /// What a finger dragging the sheet changes; nil for a cover.
    var drag: SheetDrag?
}

/// A finger dragging a sheet (a script's `Drag` that lands on it, on no view with a gesture or scroll view of its
/// own): the sheet follows it, and at the lift it settles at the detent nearest to where it was heading, or is
/// dismissed when that is off the screen's bottom.
struct SheetDrag {
    /// The sheet's top edge at its selected detent, on the canvas (points).
    let restingTop: CGFloat
    /// The top edge at each detent, and the canvas's height (where a dismissed sheet goes).
    let detentTops: [(detent: PresentationDetent, top: CGFloat)]
    let canvasHeight: CGFloat
    /// Sets how far the finger has moved the sheet down (negative: up).
    let follow: (CGFloat) -> Void
    /// Selects a detent and puts the sheet back at it.
    let settle: (PresentationDetent) -> Void
    let dismiss: () -> Void

    /// Where the sheet goes at a lift `offset` points from its resting place, moving at `velocity` points per second
    /// (downward positive): the nearest of its detents and the bottom edge to where the sheet, carried on for
    /// `NavigationMetrics.sheetDragProjection` seconds, would be.
    func release(offset: CGFloat, velocity: CGFloat) {
        let projected = restingTop + offset + velocity * NavigationMetrics.sheetDragProjection
        let nearest = detentTops.min { abs($0.top - projected) < abs($1.top - projected) }
        if let nearest, abs(nearest.top - projected) <= abs(canvasHeight - projected) {
            settle(nearest.detent)
        } else {
            dismiss()
        }
    }
}
