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
    let sheet: CGRect
    let cornerRadius: CGFloat
    let showsGrabber: Bool
    /// Whether the screen below shrinks behind it: a sheet at its large detent.
    var shrinksPresenter = false
}
