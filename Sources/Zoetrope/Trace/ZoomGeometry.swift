import Foundation
import ZoetropeDisplay

/// Where a zoom transition shows its screen (`.navigationTransition(.zoom(sourceID:in:))`): a rectangle that morphs
/// from the source's place on the canvas to the screen's frame, the screen scaled uniformly to fill it (centred),
/// clipped to it with corners that go from the source's radius to square.
struct ZoomGeometry {
    /// The screen's presented frame in its parent's coordinates.
    let frame: CGRect
    /// The source's bounds in the parent's coordinates; nil when the source is not on screen (the screen then
    /// zooms from a quarter of its size about its centre).
    let source: CGRect?
    /// The source's corner radius, in points.
    let cornerRadius: CGFloat

    /// The rectangle the screen shows in at `progress` (1 at the source, 0 in place).
    func visibleRect(at progress: Double) -> CGRect {
        let from = source ?? frame.insetBy(dx: frame.width * 0.375, dy: frame.height * 0.375)
        let p = CGFloat(progress)
        return CGRect(x: frame.minX + (from.minX - frame.minX) * p, y: frame.minY + (from.minY - frame.minY) * p,
                      width: frame.width + (from.width - frame.width) * p, height: frame.height + (from.height - frame.height) * p)
    }

    /// The zooming screen's opacity at `progress`: it cross-fades with its source over the last
    /// `SystemMotion.zoomCrossFade` of the way to the source (the source shows `1 −` this), and is gone in the last
    /// 2 %, before the spring's finish rule (1 % of the way left) ends the transition.
    static func screenOpacity(at progress: Double) -> Double {
        let hidden = 0.02
        return min(max((1 - progress - hidden) / (SystemMotion.zoomCrossFade - hidden), 0), 1)
    }

    /// The transition layers at `progress`, innermost first: the scale into the rectangle, its clip, then the
    /// cross-fade with the source.
    func layers(at progress: Double) -> [TransitionLayer] {
        guard progress != 0, frame.width > 0, frame.height > 0 else { return [] }
        let rect = visibleRect(at: progress)
        let k = max(rect.width / frame.width, rect.height / frame.height)
        let transform = Transform2D.translation(x: rect.midX, y: rect.midY)
            .concatenating(.scale(x: k, y: k))
            .concatenating(.translation(x: -frame.midX, y: -frame.midY))
        let radius = cornerRadius * CGFloat(min(max(progress, 0), 1))
        let clip = DisplayPath.roundedRect(rect, cornerRadius: min(radius, min(rect.width, rect.height) / 2))
        return [.transform(transform), .clip(clip, rect: rect), .opacity(Self.screenOpacity(at: progress))]
    }
}

extension Transform2D {
    /// `rect` (canvas points) in the coordinates this transform maps from, for transforms that only scale and move.
    func unmapping(_ rect: CGRect) -> CGRect {
        guard a != 0, d != 0, b == 0, c == 0 else { return rect }
        return CGRect(x: (rect.minX - tx) / a, y: (rect.minY - ty) / d, width: rect.width / a, height: rect.height / d)
    }
}
