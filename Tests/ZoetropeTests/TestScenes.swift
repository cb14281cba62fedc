import Foundation
import ZoetropeDisplay
@testable import Zoetrope

/// A 200 × 100 pt canvas at 1x with no safe area: frames in points equal pixels.
let testCanvas = SceneCanvas(width: 200, height: 100, scale: 1)

/// The timeline of `content` on the test canvas.
@MainActor func timeline<V: View>(canvas: SceneCanvas = testCanvas, duration: Double = 2,
                                  @ScriptBuilder script: () -> [ScriptEvent] = { [] },
                                  @ViewBuilder _ content: @escaping @MainActor () -> V) -> SceneTimeline {
    MotionScene("test", canvas: canvas, duration: duration, content: content, script: script).timeline()
}

extension SceneTimeline {
    /// Canvas frames at `time` of the views whose path ends with `suffix`, in drawing order.
    func frames(endingWith suffix: String, at time: Double = 0) -> [CGRect] {
        inspect(at: time).filter { $0.path.hasSuffix(suffix) }.map(\.frame)
    }
}

/// Whether two lists of numbers agree to `tolerance` (timing curves are solved to 2⁻²⁰, fidelity.md §2.2).
func approximately(_ actual: [Double], _ expected: [Double], tolerance: Double = 1e-5) -> Bool {
    actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
}

/// The first group, depth first, that `has` accepts.
func firstGroup(_ items: [DisplayItem], where has: (GroupItem) -> Bool) -> GroupItem? {
    for item in items {
        guard case let .group(group) = item else { continue }
        if has(group) { return group }
        if let inner = firstGroup(group.children, where: has) { return inner }
    }
    return nil
}

/// Every shape of a display list with the transform and opacity that place it on the canvas, in drawing order.
func placedShapes(_ items: [DisplayItem], transform: Transform2D = .identity,
                  opacity: Double = 1) -> [(shape: ShapeItem, transform: Transform2D, opacity: Double)] {
    var result: [(shape: ShapeItem, transform: Transform2D, opacity: Double)] = []
    for item in items {
        switch item {
        case let .shape(shape): result.append((shape, transform, opacity))
        case let .group(group):
            result += placedShapes(group.children, transform: transform.concatenating(group.transform),
                                   opacity: opacity * group.opacity)
        case .text, .image: break
        }
    }
    return result
}
