import Foundation
import ZoetropeDisplay

// SwiftUI's own transitions as the parts the engine animates on tracks (`TransitionEffect`): each says what its value
// draws and how the motion spec names it (fidelity.md §5.2).

extension OpacityTransition: TransitionEffect, EngineTransitionConvertible {
    var activeVector: Vector4 { Vector4(0) }
    var identityVector: Vector4 { Vector4(1) }
    func layer(at value: Vector4, frame: CGRect) -> TransitionLayer? { .opacity(min(max(value.x, 0), 1)) }
    var specName: String { "opacity" }
    var specValue: TransitionSpecValue { .number }
}

extension ScaleTransition: TransitionEffect, EngineTransitionConvertible {
    /// SwiftUI scales from 1e-5 where asked for 0 (fidelity.md §5.2).
    var activeVector: Vector4 {
        let s = CGFloat(scale) == 0 ? 1e-5 : CGFloat(scale)
        return Vector4(s, s)
    }
    var identityVector: Vector4 { Vector4(1, 1) }

    /// Scales about the anchor of the presented frame, in the parent's coordinates.
    func layer(at value: Vector4, frame: CGRect) -> TransitionLayer? {
        let origin = Transform2D.translation(x: frame.minX, y: frame.minY)
        return .transform(origin.concatenating(NodeLayer.about(anchor, in: frame.size, .scale(x: value.x, y: value.y)))
            .concatenating(.translation(x: -frame.minX, y: -frame.minY)))
    }
    var specName: String { "scale (anchor \(SceneTimeline.anchorName(anchor)))" }
    var specValue: TransitionSpecValue { .pair }
}

extension OffsetTransition: TransitionEffect, EngineTransitionConvertible {
    var activeVector: Vector4 { Vector4(offset.width, offset.height) }
    var identityVector: Vector4 { Vector4(0) }
    func layer(at value: Vector4, frame: CGRect) -> TransitionLayer? { .transform(.translation(x: value.x, y: value.y)) }
    var specName: String { "offset" }
    var specValue: TransitionSpecValue { .pair }
}

extension MoveTransition: TransitionEffect, EngineTransitionConvertible {
    /// The fraction of the view's own size it has moved toward the edge: 1 away, 0 in place.
    var activeVector: Vector4 { Vector4(1) }
    var identityVector: Vector4 { Vector4(0) }

    func layer(at value: Vector4, frame: CGRect) -> TransitionLayer? {
        let dx: Double, dy: Double
        switch edge {
        case .top: (dx, dy) = (0, -frame.height)
        case .bottom: (dx, dy) = (0, frame.height)
        case .leading: (dx, dy) = (-frame.width, 0)
        case .trailing: (dx, dy) = (frame.width, 0)
        }
        return .transform(.translation(x: dx * value.x, y: dy * value.x))
    }
    var specName: String { "move(\(edge))" }
    var specValue: TransitionSpecValue { .number }
}

/// The blur of `BlurReplaceTransition`: a radius in points, 0 in place.
struct BlurTransitionEffect: TransitionEffect {
    let radius: CGFloat

    var activeVector: Vector4 { Vector4(radius) }
    var identityVector: Vector4 { Vector4(0) }
    func layer(at value: Vector4, frame: CGRect) -> TransitionLayer? { value.x > 0 ? .blur(value.x) : nil }
    var specName: String { "blur" }
    var specValue: TransitionSpecValue { .number }
}

extension IdentityTransition: EngineTransitionConvertible { var engineTransition: AnyTransition? { AnyTransition([]) } }

extension SlideTransition: EngineTransitionConvertible {
    var engineTransition: AnyTransition? {
        AnyTransition(insertion: [MoveTransition(edge: .leading)], removal: [MoveTransition(edge: .trailing)])
    }
}

extension PushTransition: EngineTransitionConvertible {
    var engineTransition: AnyTransition? {
        AnyTransition(insertion: [MoveTransition(edge: edge), OpacityTransition()],
                      removal: [MoveTransition(edge: edge.opposite), OpacityTransition()])
    }
}

extension BlurReplaceTransition: EngineTransitionConvertible {
    /// Grows from 90 % with a 7-point blur while fading in; leaves scaled per the configuration.
    var engineTransition: AnyTransition? {
        let blur = BlurTransitionEffect(radius: 7)
        return AnyTransition(insertion: [ScaleTransition(0.9), blur, OpacityTransition()],
                             removal: [ScaleTransition(Double(configuration.removalScale)), blur, OpacityTransition()])
    }
}

/// A screen zooming out of its source and back into it: SwiftUI's `ZoomNavigationTransition`
/// (`.navigationTransition(.zoom(sourceID:in:))`). Its value is 1 at the source and 0 in place; the trace walk
/// draws it (`ZoomGeometry`), since it needs the source's place on the canvas.
struct ZoomNavigationTransition: TransitionEffect {
    let source: TransitionSourceKey

    var activeVector: Vector4 { Vector4(1) }
    var identityVector: Vector4 { Vector4(0) }
    func layer(at value: Vector4, frame: CGRect) -> TransitionLayer? { nil }
    var specName: String { "zoom" }
    var specValue: TransitionSpecValue { .number }
    var zoomSource: TransitionSourceKey? { source }
}
