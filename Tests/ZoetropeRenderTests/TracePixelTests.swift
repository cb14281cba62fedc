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

    /// Inclusive pixel box of the pixels with any alpha.
    static func inkBox(_ image: RasterImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                let row = y * image.bytesPerRow
                for x in 0..<image.width where pixels[row + 4 * x + 3] > 0 {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX, maxY)
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
                    guard var list = timeline.frame(at: time, onlyView: view.path) else {
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
