import Foundation

/// Measures text; injected into layout so that layout stays pure Swift.
///
/// Implementations must be deterministic and safe to call from several threads at once.
public protocol TextMeasuring: Sendable {
    /// The box `run` occupies when wrapped to `maxWidth` points; nil lays out one line per paragraph, no wrapping.
    func measure(_ run: TextRun, maxWidth: Double?) -> TextMetrics
}
