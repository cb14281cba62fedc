import Zoetrope
import ZoetropeCairo

/// What to render of a scene: frame rate, scale, time range, parallelism.
public struct RenderOptions: Sendable {
    public init() {}
}
