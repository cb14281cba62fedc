import Foundation
import ZoetropeDisplay

/// The content under a scene's sheets: sized and laid out like the root's content; behind a sheet at the large
/// detent it shrinks to `SystemMotion.sheetPresenterScale` about the canvas's top centre, moves down so its top sits
/// 10 pt above the top safe area's edge, and rounds its corners to the sheet's radius, all in step with its scale.
struct PresenterKind: ViewKind, OmittingKind {
    let scale: CGFloat
    let canvas: SceneCanvas
    /// The paths of the presenting views left out while a full-screen cover that has risen hides them.
    var covered: Set<String> = []

    func omits(_ childPath: String, of node: Node) -> Bool { covered.contains(childPath) }

    var runsAppearActions: Bool { false }

    func name(of node: Node) -> String { "presenter" }

    func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)] { [(.effect, Vector4(scale))] }

    var walkTraits: WalkTraits { .canvasEffect }

    /// Shrinks about the canvas's top centre in canvas points: a sheet is presented in a window of its own, so
    /// effects on the views around the presenter move its coordinates but not the screen it shrinks on.
    func drawOnCanvas(_ node: Node, into layer: inout NodeLayer, placement: CanvasPlacement, sampler: Sampler) {
        let s = sampler.effect(of: node, model: Vector4(scale)).x
        guard s != 1 else { return }
        // 0 at rest, 1 fully shrunk.
        let amount = (1 - s) / (1 - SystemMotion.sheetPresenterScale)
        let drop = max(canvas.safeAreaInsets.top - 10, 0) * amount
        // The clip's corners are rounded before the shrink, so that they are the sheet's radius once shrunk.
        guard let shrink = placement.scaling(s, about: CGPoint(x: canvas.size.width / 2, y: 0),
                                             thenMoving: CGSize(width: 0, height: drop)),
              let clip = placement.roundedRect(CGRect(origin: .zero, size: canvas.size),
                                               cornerRadius: NavigationMetrics.sheetCornerRadius * amount / s)
        else { return }
        layer.transform = layer.transform.concatenating(shrink)
        layer.clip = clip
    }

    /// How far the screen behind a sheet is shrunk.
    static let scaleAttribute = AttributeDescriptor("scale", .factor)
    static let traced = TracedKind("PresenterKind", typeName: "presenter", attributes: [scaleAttribute])
    var traced: TracedKind { Self.traced }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] {
        [TracedAttribute(Self.scaleAttribute, .number(sampler.effect(of: node, model: Vector4(scale)).x))]
    }
}

extension NodeKind {
    static func presenter(_ kind: PresenterKind) -> NodeKind { NodeKind(kind) }
}
