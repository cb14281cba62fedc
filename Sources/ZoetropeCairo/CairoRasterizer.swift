import CCairo
import CPNG
import ZoetropeDisplay

/// Draws display lists into pixels with Cairo.
public struct CairoRasterizer: Sendable {
    public init() {}
}
