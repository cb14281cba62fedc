import Zoetrope

/// The sheet of sheet-detents on an iPad Pro 13-inch held in landscape: in regular width a `.sheet` floats as a
/// centred form sheet (its detents do not apply, nothing shrinks behind it), rises from the bottom edge over the
/// dimming, follows a finger that drags it down and off, and the second time closes from inside with `dismiss()`.
@MainActor let formSheetScene = MotionScene("form-sheet", device: .iPadPro13, orientation: .landscape, duration: 4.4) {
    TripOverview()
} script: {
    Tap("Show Route", at: 0.3)
    Drag("Route", by: CGSize(width: 0, height: 600), at: 1.5, duration: 0.3)
    Tap("Show Route", at: 2.4)
    Tap("Done", at: 3.1)
}
