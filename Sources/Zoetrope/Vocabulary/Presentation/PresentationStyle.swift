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
    /// A sheet floating in the middle of a regular-width screen (an iPad's form or page sheet): all four corners
    /// rounded, no detents, nothing shrinks behind it.
    var floats = false
    /// A full-screen cover: once it has risen, it hides the whole presenter (`PresenterBuilder`).
    var covers = false
}

/// The sizes of a sheet floating in regular width (docs/approximations.md, "Sheets on iPad"): UIKit's form sheet
/// default of 540 × 620 pt, and a page sheet as wide as readable content (704 pt at most) reaching from 20 pt below
/// the top safe area to 20 pt above the bottom edge; both within 20 pt of the screen's edges.
enum FloatingSheetMetrics {
    static let formSize = CGSize(width: 540, height: 620)
    static let pageWidth: CGFloat = 704
    static let margin: CGFloat = 20

    /// Regular width: a screen at least 700 pt wide and tall (every iPad preset, either way up); iPhones are compact.
    static func isRegularWidth(_ canvas: SceneCanvas) -> Bool {
        canvas.size.width >= 700 && canvas.size.height >= 700
    }

    /// Where the sheet rests, centred on the screen.
    static func rect(_ kind: PresentationSizingKind, on canvas: SceneCanvas) -> CGRect {
        let size = canvas.size
        let top = canvas.safeAreaInsets.top + margin
        let wanted: CGSize
        switch kind {
        case .automatic, .form: wanted = formSize
        case .page: wanted = CGSize(width: pageWidth, height: size.height - top - margin)
        }
        let width = min(wanted.width, size.width - 2 * margin), height = min(wanted.height, size.height - top - margin)
        return CGRect(x: ((size.width - width) / 2).rounded(), y: kind == .page ? top : max(((size.height - height) / 2).rounded(), top),
                      width: width, height: height)
    }
}

/// A finger dragging a sheet (a script's `Drag` that the touch path gives the sheet, `TouchPath`): the sheet follows
/// it, and at the lift it settles at the detent nearest to where it was heading, or is
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
