import Zoetrope

/// The zoom transition interrupted, as the seed's Part 8 describes: "push transitions cannot be cancelled — when
/// interrupted, they convert to pop transitions". Back, tapped while Ruby's editor is still zooming out of its cell,
/// turns the zoom around into the cell from wherever it has got to; a second push then runs to the end.
@MainActor let zoomInterruptScene = MotionScene("zoom-interrupt", device: .iPhone15Pro, duration: 2.6) {
    BraceletList()
} script: {
    Tap("Ruby", at: 0.3)
    Tap("Back", at: 0.42)
    Tap("Ruby", at: 1.4)
}
