import Foundation
import Testing
import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay
import ZoetropeRender

/// Issue 23, item 1: an iOS 18 zoom transition never shows what lies under the zooming screen through it. The
/// screen is clipped to a rectangle that morphs between the source's frame and its own and stays opaque; near the
/// source its content turns into the source's, inside that rectangle.
///
/// The scene is made of pure colours so that what a pixel shows can be told from its channels alone: green
/// neighbours (0, 255, 0), a red source cell (255, 0, 0) and a blue destination (0, 0, 255), on the white list
/// background. Whatever the zoom's progress, a pixel that mixes blue and green (both channels above 24 of 255, red
/// below 24) is the screen drawn translucent over a neighbour. The opaque rectangle's edge, anti-aliased across a
/// neighbour, makes such pixels too, but only along the edge: at most two pixels across it, so at most twice its
/// perimeter in a frame. A translucent screen over a neighbour mixes every pixel of the overlap: thousands.
private enum Pure {
    static let green = Color(red: 0, green: 1, blue: 0)
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
}

@MainActor @Suite struct ZoomHandoverTests {

    struct Grid: View {
        @Namespace private var zoom

        var body: some View {
            NavigationStack {
                VStack(spacing: 12) {
                    HStack(spacing: 12) {
                        Pure.green.frame(width: 160, height: 160)
                        NavigationLink {
                            Pure.blue
                                .navigationTransition(.zoom(sourceID: "cell", in: zoom))
                        } label: {
                            Pure.red.frame(width: 160, height: 160)
                        }
                        .accessibilityIdentifier("cell")
                        .matchedTransitionSource(id: "cell", in: zoom)
                    }
                    HStack(spacing: 12) {
                        Pure.green.frame(width: 160, height: 160)
                        Pure.green.frame(width: 160, height: 160)
                    }
                }
            }
        }
    }

    static let scene = MotionScene("zoom-handover", device: .iPhone15Pro, duration: 3) { Grid() } script: {
        Tap("cell", at: 0.2)
        Tap("Back", at: 1.6)
    }

    func image(_ timeline: SceneTimeline, at time: Double) -> RasterImage {
        var list = timeline.displayList(at: time)
        list.scale = 1
        return CairoRasterizer().draw(list)
    }

    /// Pixels that mix the blue screen with a green neighbour. Read from the premultiplied bytes in one pass (this
    /// runs over 168 whole frames in a debug build): an opaque pixel's bytes are its colour; the rare translucent one
    /// is un-premultiplied through `rgba(x:y:)`.
    func blueOverGreen(_ image: RasterImage) -> Int {
        var count = 0
        image.pixels.withUnsafeBufferPointer { bytes in
            for y in 0..<image.height {
                var i = y * image.bytesPerRow
                for x in 0..<image.width {
                    defer { i += 4 }
                    let b: Int, g: Int, r: Int
                    if bytes[i + 3] == 255 {
                        (b, g, r) = (Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]))
                    } else {
                        let p = image.rgba(x: x, y: y)
                        (b, g, r) = (p.b, p.g, p.r)
                    }
                    if g > 24, b > 24, r < 24 { count += 1 }
                }
            }
        }
        return count
    }

    @Test func theZoomingScreenNeverShowsANeighbourThroughIt() throws {
        let timeline = Self.scene.renderTimeline()
        let size = Self.scene.canvas.size
        // Twice the perimeter of the largest rectangle the zoom shows (the whole canvas).
        let edgeBound = Int(2 * 2 * (size.width + size.height))
        var worst = (count: 0, frame: 0)
        for frame in 12..<180 {
            let count = blueOverGreen(image(timeline, at: Double(frame) / 60))
            if count > worst.count { worst = (count, frame) }
        }
        #expect(worst.count <= edgeBound, "frame \(worst.frame): \(worst.count) pixels mix blue over green")
    }

    @Test func theSourceTakesOverInsideTheRectangle() throws {
        let timeline = Self.scene.renderTimeline()
        // Just after the tap the rectangle is the red cell and shows the source: red, no blue (the screen's share
        // is nil until 40 % of the way out; SystemMotion.zoomCrossFade).
        let start = image(timeline, at: 0.2 + 1.0 / 60)
        var red = 0, blue = 0
        for y in 0..<start.height {
            for x in 0..<start.width {
                let p = start.rgba(x: x, y: y)
                if p.r > 200, p.g < 60, p.b < 60 { red += 1 }
                if p.b > 200, p.r < 60, p.g < 60 { blue += 1 }
            }
        }
        #expect(red > 20_000, "\(red) red pixels: the source's content fills the rectangle")
        #expect(blue < 200, "\(blue) blue pixels: the screen is not shown yet")
        // At rest after the push the screen fills the canvas: no red, no green.
        let pushed = image(timeline, at: 1.5)
        let middle = pushed.rgba(x: Int(Self.scene.canvas.size.width / 2), y: Int(Self.scene.canvas.size.height / 2))
        #expect(middle.b > 200 && middle.r < 30 && middle.g < 30, "\(middle)")
        // Once the pop has ended the red cell is back in its place, undimmed.
        let back = image(timeline, at: 2.9)
        var reds = 0
        for y in 0..<back.height {
            for x in 0..<back.width {
                let p = back.rgba(x: x, y: y)
                if p.r > 250, p.g < 5, p.b < 5 { reds += 1 }
            }
        }
        #expect(abs(reds - 160 * 160) < 700, "\(reds) red pixels, the cell is 160 × 160")
    }
}
