import Foundation

/// Reads what a node shows at one time from the scene's tracks: the one place where tracks become presented
/// values, for drawing, tracing, hit-testing and the timeline builder alike.
///
/// With no time it reads model values instead (where views are going, transitions at identity): what hit-testing
/// and anchors see, as in SwiftUI, whose hit-testing and geometry use the model, not the presentation.
///
/// A class, though it never changes: a frame's walk passes it to every node it visits, and a struct holding the
/// track store and the layout engine was copied there, a dozen references retained and released per node.
final class Sampler {
    let tracks: TrackStore
    /// Lays out matched members at the shared size of a frame.
    let layout: LayoutEngine
    /// Scene seconds; nil for model values.
    let time: Double?

    init(tracks: TrackStore, layout: LayoutEngine, time: Double?) {
        self.tracks = tracks
        self.layout = layout
        self.time = time
    }

    /// The presented value of `node`'s attribute, or `fallback` when it has no track (its path hashed once, at the
    /// node's creation).
    func value(_ node: Node, _ attribute: TrackKey.Attribute, fallback: Vector4) -> Vector4 {
        guard let time else { return fallback }
        // The timeline's nodes know where their tracks are (`Node.trackIndices`); a sampler over another store (the
        // evaluator's, while it runs) meets only nodes that do not yet.
        if let indices = node.trackIndices, !tracks.frozen.isEmpty {
            let index = indices.index(of: attribute)
            guard index >= 0 else { return fallback }
            return tracks.frozen.value(at: time, of: Int(index))
        }
        return tracks.value(TrackKey(node.path, attribute, pathHash: node.pathHash), at: time) ?? fallback
    }

    /// The node's frame in its parent's coordinates.
    func frame(of node: Node) -> CGRect {
        let f = node.frame
        guard time != nil, !node.isFrameContent else { return f }
        if let (shared, anchor) = sharedFrame(of: node) {
            // A matched member during a morph: laid out at the shared size (unless it matches its position only and
            // keeps its own), centred on the shared anchor point. At its own size it keeps the size layout gave it:
            // laid out again at its pixel-rounded frame, a text that rounding narrowed by less than a pixel would wrap
            // (a matched "SwiftUI" title, 58.03 pt wide, drew as "Swift-" over "UI" through a whole morph).
            let proposed = layout.settled(shared.size, toward: node.frame.size)
            let fitted = node.matchesSize && proposed != node.frame.size
                ? layout.size(of: node, proposal: ProposedViewSize(proposed))
                : node.frame.size
            return CGRect(x: shared.minX + anchor.x * (shared.width - fitted.width),
                          y: shared.minY + anchor.y * (shared.height - fitted.height), width: fitted.width, height: fitted.height)
        }
        let v = value(node, .frame, fallback: Vector4(f.minX, f.minY, f.width, f.height))
        // A size springing toward 0 overshoots below it; it shows as 0 at its animated origin (a negative width
        // would move CGRect's minX by the width and shift everything inside).
        return CGRect(x: v.x, y: v.y, width: max(v.z, 0), height: max(v.w, 0))
    }

    /// The shared geometry a matched member follows (in its parent) and its anchor, while its morph runs.
    func sharedFrame(of node: Node) -> (frame: CGRect, anchor: UnitPoint)? {
        // Most scenes have no matched geometry: no path is hashed for them.
        guard let time, !node.isFrameContent, !tracks.sharedFrameAnchors.isEmpty, let anchor = tracks.sharedFrameAnchors[node.path],
              let track = tracks[TrackKey(node.path, .frame, pathHash: node.pathHash)], track.isAnimating(at: time) else { return nil }
        let v = track.value(at: time)
        return (CGRect(x: v.x, y: v.y, width: max(v.z, 0), height: max(v.w, 0)), anchor)
    }

    /// The node's fill colour, `model` when it has never animated.
    func fill(of node: Node, model: ResolvedColor) -> ResolvedColor {
        if node.isFrameContent || time == nil { return model }
        return ResolvedColor(animatableVector: value(node, .fill, fallback: model.animatableVector))
    }

    /// The shape of a shape leaf with its animatable data (corner radii, trim, a custom shape's data).
    func shape(of node: Node, content: ShapeContent) -> any Shape {
        guard let time, !node.isFrameContent, !tracks.erased.isEmpty,
              let track = tracks.erased[TrackKey(node.path, .shapeData, pathHash: node.pathHash)] else { return content.shape }
        return content.shape(withAnimatableData: track.presentedValue(at: time))
    }

    /// The shape's paint at this time: a mesh gradient's points and colours as its paint track presents them; any
    /// other paint as it is (a colour fill animates through `fill(of:model:)`).
    func paint(of node: Node, content: ShapeContent) -> ResolvedPaint {
        guard case let .mesh(mesh) = content.paint, let time, !node.isFrameContent,
              let track = tracks.erased[TrackKey(node.path, .paintData, pathHash: node.pathHash)] else { return content.paint }
        return .mesh(mesh.replacingData(with: track.presentedValue(at: time)))
    }

    /// The animatable value of the node's render effect (offset, opacity, scale, rotation, shadow, blur).
    func effect(of node: Node, model: Vector4) -> Vector4 {
        if node.isFrameContent { return model }
        return value(node, .effect, fallback: model)
    }

    /// The node's transition effects that are not at their identity value, innermost first, insertion then removal.
    func transitionEffects(of node: Node) -> [(effect: any TransitionEffect, value: Vector4)] {
        if node.isFrameContent || time == nil { return [] }
        // A timeline's node without a transition track shows its transition at identity: nothing to read.
        if let indices = node.trackIndices, indices.others.isEmpty, !tracks.frozen.isEmpty { return [] }
        let transition = node.transition ?? .opacity
        var result: [(any TransitionEffect, Vector4)] = []
        for (k, effect) in transition.insertion.enumerated() {
            let v = value(node, .insertion(k), fallback: effect.identityVector)
            if v != effect.identityVector { result.append((effect, v)) }
        }
        for (k, effect) in transition.removal.enumerated() {
            let v = value(node, .removal(k), fallback: effect.identityVector)
            if v != effect.identityVector { result.append((effect, v)) }
        }
        return result
    }

    /// How far the node's zoom transitions out of or back into the source `key` have it toward the source (1 at the
    /// source, 0 in place), from `effects` (`transitionEffects(of:)`); nil when none runs. A push turned into a pop
    /// has both an insertion zoom (still heading for 0) and a removal zoom (heading for 1): they combine as
    /// 1 − (1 − insertion)·(1 − removal), which starts where the push had got to and ends at the source.
    static func zoomProgress(toward key: TransitionSourceKey, in effects: [(effect: any TransitionEffect, value: Vector4)]) -> Double? {
        var remaining = 1.0, found = false
        for (effect, value) in effects where effect.zoomSource == key {
            remaining *= 1 - value.x
            found = true
        }
        return found ? 1 - remaining : nil
    }

    /// The node's attributes animating at this time, each with the SwiftUI spelling of its animation.
    func runningAnimations(of node: Node) -> [(attribute: TrackKey.Attribute, animation: String)] {
        guard let time, !node.isFrameContent else { return [] }
        var attributes: [TrackKey.Attribute] = NodeAttributes.values(of: node).map(\.name) + NodeAttributes.transitionNames(of: node)
        attributes += [.shapeData, .liveData, .paintData]
        return attributes.compactMap { attribute in
            let key = TrackKey(node.path, attribute, pathHash: node.pathHash)
            if let spelling = tracks[key]?.runningAnimation(at: time) { return (attribute, spelling) }
            if let spelling = tracks.erased[key]?.runningAnimation(at: time) { return (attribute, spelling) }
            return nil
        }
    }
}
