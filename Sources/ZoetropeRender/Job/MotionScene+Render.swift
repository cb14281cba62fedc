import Zoetrope
import ZoetropeCairo

extension MotionScene {
    /// The timeline renders use: text measured with the same bundled-font Pango engine that draws it.
    @MainActor package func renderTimeline() -> SceneTimeline {
        timeline(textMeasurer: PangoTextEngine.shared)
    }
}
