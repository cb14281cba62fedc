import Zoetrope

/// The zoom transition interrupted, as the seed's Part 8 describes: "push transitions cannot be cancelled — when
/// interrupted, they convert to pop transitions". Back, tapped while Ruby's editor is still zooming out of its cell,
/// turns the zoom around into the cell from wherever it has got to; a second push then runs to the end. Then the
/// zoom's interactive dismissal: a finger drags the editor down a little (it shrinks, following the finger, and
/// grows back at the lift), then further, and at the lift it zooms into its cell from where the finger left it.
@MainActor let zoomInterruptScene = MotionScene("zoom-interrupt", device: .iPhone15Pro, duration: 4) {
    BraceletList()
} script: {
    Tap("Ruby", at: 0.3)
    Tap("Back", at: 0.42)
    Tap("Ruby", at: 1.4)
    Drag(from: CGPoint(x: 200, y: 520), to: CGPoint(x: 205, y: 570), at: 2.1, duration: 0.4)
    Drag(from: CGPoint(x: 200, y: 520), to: CGPoint(x: 240, y: 760), at: 2.8, duration: 0.35)
}
