import Foundation
import Testing
import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay
import ZoetropeRender
@testable import Scenes

/// The trace is what is drawn: for every catalog scene at a quarter, half and three quarters of its duration, each
/// drawn leaf view is rendered alone (inside its ancestors' transforms, opacities, clips and masks) at 1x and the
/// box of its pixels is compared with the trace's on-screen bounds. Ink never leaves the bounds (clipped to the
/// clips around the view and the canvas) by more than 1 px; shapes and colours that fill their frame, drawn without
/// rotation, reach every edge of it within 1 px.
@MainActor @Suite struct TracePixelTests {
    /// Leaf views whose ink fills their frame up to its bounding box.
    static let filling: Set<String> = ["Rectangle", "RoundedRectangle", "Capsule", "Circle", "Ellipse", "Color"]
    /// Leaf views whose ink lies inside their frame.
    static let leaves: Set<String> = filling.union(["Text", "Image", "UnevenRoundedRectangle", "Divider"])
    /// Effects that spread ink beyond the view (shadows, blurs) or hide it in ways bounds do not describe.
    static let spreading: Set<String> = ["shadow", "blur"]

    /// Inclusive pixel box of the pixels with any alpha. The bytes are premultiplied, so a pixel without alpha is four
    /// zero bytes: rows of zeros are passed over with `memcmp`, and an inked row is scanned only from each end inward
    /// to the box found so far (this test scans thousands of whole-canvas images in a debug build).
    static func inkBox(_ image: RasterImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let rowBytes = image.width * 4
        let zeros = [UInt8](repeating: 0, count: rowBytes)
        image.pixels.withUnsafeBufferPointer { pixels in
            zeros.withUnsafeBufferPointer { zeros in
                for y in 0..<image.height {
                    let row = y * image.bytesPerRow
                    if memcmp(pixels.baseAddress! + row, zeros.baseAddress!, rowBytes) == 0 { continue }
                    // Ink left of the box so far, right of it, or (only then looked for) inside it.
                    var left = 0
                    while left < min(minX, image.width) && pixels[row + 4 * left + 3] == 0 { left += 1 }
                    var right = image.width - 1
                    while right > max(maxX, left - 1) && pixels[row + 4 * right + 3] == 0 { right -= 1 }
                    let inkLeft = left < min(minX, image.width), inkRight = right > maxX && pixels[row + 4 * right + 3] > 0
                    var inked = inkLeft || inkRight
                    if !inked, minX <= maxX {
                        inked = (minX...maxX).contains { pixels[row + 4 * $0 + 3] > 0 }
                    }
                    guard inked else { continue }
                    if inkLeft { minX = left }
                    if inkRight { maxX = right } else if inkLeft { maxX = max(maxX, left) }
                    minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX, maxY)
    }

    /// The ink box of hand-made 6 × 5 images: pixels set one by one, the box read off by eye.
    @Test func inkBoxOfHandMadeImages() {
        func image(_ inked: [(Int, Int)]) -> RasterImage {
            var pixels = [UInt8](repeating: 0, count: 6 * 5 * 4)
            for (x, y) in inked { pixels[(y * 6 + x) * 4 + 3] = 10 }
            return RasterImage(width: 6, height: 5, bytesPerRow: 24, pixels: pixels)
        }
        #expect(Self.inkBox(image([])) == nil)
        #expect(Self.inkBox(image([(3, 2)])).map { [$0.minX, $0.minY, $0.maxX, $0.maxY] } == [3, 2, 3, 2])
        // A row inked only inside the box found so far still widens it downwards.
        #expect(Self.inkBox(image([(0, 0), (5, 1), (2, 4)])).map { [$0.minX, $0.minY, $0.maxX, $0.maxY] } == [0, 0, 5, 4])
        #expect(Self.inkBox(image([(4, 1), (1, 3), (5, 3)])).map { [$0.minX, $0.minY, $0.maxX, $0.maxY] } == [1, 1, 5, 3])
    }

    @Test func everyDrawnLeafIsWhereTheTraceSaysItIs() throws {
        var checked = 0
        for scene in Catalog.scenes {
            let timeline = scene.renderTimeline()
            let canvas = CGRect(origin: .zero, size: scene.canvas.size)
            for fraction in [0.25, 0.5, 0.75] {
                let time = (scene.duration * fraction * 60).rounded(.down) / 60
                let trace = timeline.trace(at: time)
                for (index, view) in trace.views.enumerated() where Self.leaves.contains(view.type) && view.opacity > 0.05 {
                    guard view.style["stroke"] == nil, !ancestors(of: index, in: trace).contains(where: { Self.spreading.contains($0.type) })
                    else { continue }
                    var visible = view.bounds.intersection(canvas)
                    if let clip = view.clip { visible = visible.intersection(clip) }
                    guard !visible.isNull, visible.width >= 1, visible.height >= 1 else { continue }
                    let where_ = "\(scene.id) at \(time) s: \(view.path) bounds \(view.bounds) visible \(visible)"
                    let clear = view.style["fill"].map { "\($0)".hasSuffix("00") } ?? false
                    guard var list = timeline.displayList(at: time, onlyView: view.path) else {
                        // Only a view painted with a clear colour draws nothing.
                        #expect(clear, "not drawn: \(where_)")
                        continue
                    }
                    list.scale = 1
                    guard let ink = Self.inkBox(CairoRasterizer().draw(list)) else {
                        // Nothing drawn is only right for a view with nothing to draw (empty text, a clear colour).
                        #expect(view.style["fill"].map { "\($0)".hasSuffix("00") } ?? true, "no pixels: \(where_)")
                        continue
                    }
                    checked += 1
                    let inkRect = CGRect(x: ink.minX, y: ink.minY, width: ink.maxX + 1 - ink.minX, height: ink.maxY + 1 - ink.minY)
                    // Inside: every inked pixel touches the visible bounds grown by 1 px.
                    #expect(inkRect.minX >= visible.minX.rounded(.down) - 1 && inkRect.maxX <= visible.maxX.rounded(.up) + 1
                            && inkRect.minY >= visible.minY.rounded(.down) - 1 && inkRect.maxY <= visible.maxY.rounded(.up) + 1,
                            "ink \(inkRect) outside: \(where_)")
                    // Filling: the ink reaches each edge of the visible bounds within 1 px. A circle fills the square
                    // of the frame's shorter side, centred in it (SwiftUI's Circle).
                    if view.type == "Circle" {
                        let side = min(view.bounds.width, view.bounds.height)
                        visible = CGRect(x: view.bounds.midX - side / 2, y: view.bounds.midY - side / 2, width: side, height: side)
                            .intersection(visible)
                    }
                    let axisAligned = view.transform.b == 0 && view.transform.c == 0
                    // A sliver of a view inside rounded clips (a sheet's last points above the bottom edge) shows only
                    // the rows inside the corners' curves, which do not reach the edges of the clip's bounding box.
                    let sliver = view.clip != nil && (visible.height < 16 || visible.width < 16)
                    if Self.filling.contains(view.type), axisAligned, !sliver {
                        // A rounded shape clipped to a strip (a card scrolled almost out of view) shows only its
                        // corners' rows or columns there, which do not reach the edges across the cut.
                        let rounded = view.type == "RoundedRectangle" || view.type == "Capsule"
                        let cutVertically = rounded && visible.height < view.bounds.height - 1
                        let cutHorizontally = rounded && visible.width < view.bounds.width - 1
                        #expect((cutVertically || abs(inkRect.minX - visible.minX) <= 1 && abs(inkRect.maxX - visible.maxX) <= 1)
                                && (cutHorizontally || abs(inkRect.minY - visible.minY) <= 1 && abs(inkRect.maxY - visible.maxY) <= 1),
                                "ink \(inkRect) short of the bounds: \(where_)")
                    }
                }
            }
        }
        // The catalog draws hundreds of leaves at these times; far fewer means views went missing from the trace.
        #expect(checked > 300, "only \(checked) views checked")
    }

    func ancestors(of index: Int, in trace: MotionTrace) -> [TracedView] {
        var result: [TracedView] = []
        var current = trace.views[index].parent
        while let parent = current {
            result.append(trace.views[parent])
            current = trace.views[parent].parent
        }
        return result
    }
}
