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
    /// What the source's configuration puts under the rectangle: a colour filling it and a shadow it casts.
    var background: DisplayColor? = nil
    var shadow: LayerShadow? = nil
    /// Where the rectangle starts in place (progress 0) when that is not the screen's frame (a finger dragged the
    /// screen smaller before letting it go back into its source), with its corner radius there.
    var start: CGRect? = nil
    var startCornerRadius: CGFloat = 0

    /// The rectangle the screen shows in at `progress` (1 at the source, 0 in place).
    func visibleRect(at progress: Double) -> CGRect {
        let from = source ?? frame.insetBy(dx: frame.width * 0.375, dy: frame.height * 0.375)
        let base = start ?? frame
        let p = CGFloat(progress)
        return CGRect(x: base.minX + (from.minX - base.minX) * p, y: base.minY + (from.minY - base.minY) * p,
                      width: base.width + (from.width - base.width) * p, height: base.height + (from.height - base.height) * p)
    }

    /// How much of the zooming rectangle shows the screen at `progress` (the rest shows the source's content): the
    /// two cross-fade over the last `SystemMotion.zoomCrossFade` of the way to the source, and the screen is gone in
    /// the last 2 %, before the spring's finish rule (1 % of the way left) ends the transition.
    static func screenOpacity(at progress: Double) -> Double {
        let hidden = 0.02
        return min(max((1 - progress - hidden) / (SystemMotion.zoomCrossFade - hidden), 0), 1)
    }

    /// The transform that scales `content` uniformly about its centre to fill `rect` (centred; the overflow is
    /// clipped).
    static func fill(_ content: CGRect, into rect: CGRect) -> Transform2D {
        let k = max(rect.width / content.width, rect.height / content.height)
        return Transform2D.translation(x: rect.midX, y: rect.midY)
            .concatenating(.scale(x: k, y: k))
            .concatenating(.translation(x: -content.midX, y: -content.midY))
    }

    /// The transition layers at `progress`, innermost first: the scale into the rectangle, the hand-over to the
    /// source, then the rectangle's clip.
    ///
    /// `handover` is the source's trace entry and the map from its parent's coordinates to this screen's parent's:
    /// the rectangle then stays opaque, with the source's content, scaled to fill it, fading in over the screen's
    /// near the source (iOS 18: no neighbour shows through the zoom, and the source takes over where the two
    /// coincide). Without it (the source is not on screen) the screen cross-fades out near its end instead.
    func layers(at progress: Double, handover: (source: Int, toParent: Transform2D)? = nil) -> [TransitionLayer] {
        guard progress != 0, frame.width > 0, frame.height > 0 else { return [] }
        let rect = visibleRect(at: progress)
        let transform = Self.fill(frame, into: rect)
        let radius = startCornerRadius + (cornerRadius - startCornerRadius) * CGFloat(min(max(progress, 0), 1))
        let clip = DisplayPath.roundedRect(rect, cornerRadius: min(radius, min(rect.width, rect.height) / 2))
        let opacity = Self.screenOpacity(at: progress)
        let backdrop: [TransitionLayer] = background == nil && shadow == nil ? []
            : [.backdrop(clip, fill: background, shadow: shadow)]
        guard let handover, let source, source.width > 0, source.height > 0 else {
            return [.transform(transform), .clip(clip, rect: rect)] + backdrop + [.opacity(opacity)]
        }
        let mapping = Self.fill(source, into: rect).concatenating(handover.toParent)
        // Under the source's content the screen stays opaque until its share falls below a quarter, then goes with
        // it: a removal that outlives the zoom (a scroll still gliding inside the screen) leaves nothing showing
        // through the source's translucent parts.
        let screen = min(1, opacity / 0.25)
        return [.transform(transform),
                .handover(source: handover.source, transform: mapping, opacity: 1 - opacity, screen: screen),
                .clip(clip, rect: rect)] + backdrop
    }
}

extension Transform2D {
    /// `rect` (canvas points) in the coordinates this transform maps from, for transforms that only scale and move.
    func unmapping(_ rect: CGRect) -> CGRect {
        guard a != 0, d != 0, b == 0, c == 0 else { return rect }
        return CGRect(x: (rect.minX - tx) / a, y: (rect.minY - ty) / d, width: rect.width / a, height: rect.height / d)
    }
}
