import Foundation
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
