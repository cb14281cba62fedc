import Foundation
import Zoetrope

/// The pixel-level check of `zoetrope audit` (issue 11): a frame whose pixels change far more than both its
/// neighbours' — what no single view shows, such as a background switching in one frame.
///
/// With e(i) the `FrameDifference.energy` from frame i − 1 to frame i, frame i is a spike when
/// e(i) > `ratio` × max(e(i − 1), e(i + 1)) and e(i) > `pixelEnergy` (`AuditThresholds`), and no expected cut
/// explains the step. Motion spreads change over many frames, so its energies rise and fall gradually (the same
/// argument as for views); a picture that switches in one frame has a single large step among small ones. A
/// missing neighbour (before the first frame, after the last) counts as no change. Script events and changes
/// without animation do not explain a spike: a scene that cuts on purpose says so with `expectedCuts`.
public struct PixelSpikeCheck: Hashable, Sendable {
    public var thresholds: AuditThresholds
    /// The changes the scene means to happen at once.
    public var expectedCuts: ExplainedChanges

    public init(thresholds: AuditThresholds = AuditThresholds(), expectedCuts: ExplainedChanges = ExplainedChanges()) {
        self.thresholds = thresholds
        self.expectedCuts = expectedCuts
    }

    /// The spikes among `differences`, where `differences[i]` is the change into frame i at `times[i]` (nil for
    /// the first frame).
    public func findings(in differences: [FrameDifference?], times: [Double]) -> [AuditFinding] {
        let energies = differences.map { $0?.energy ?? 0 }
        return energies.indices.compactMap { i in
            let energy = energies[i]
            let previous = i > 0 ? energies[i - 1] : 0
            let next = i + 1 < energies.count ? energies[i + 1] : 0
            guard energy > thresholds.pixelEnergy, energy > thresholds.ratio * max(previous, next),
                  !expectedCuts.explainsStep(into: i, times: times) else { return nil }
            let region = differences[i]?.region.map { [$0.minX, $0.minY, $0.width, $0.height].map { (Double($0) * 1000).rounded() / 1000 } }
            return AuditFinding(kind: .pixelSpike, time: times[i], frame: i, path: nil, property: "pixels",
                                after: region.map { .numbers($0) },
                                detail: "\(Self.number(energy)) pt² changed in one frame; \(Self.number(previous)) in the "
                                    + "frame before, \(Self.number(next)) after")
        }
    }

    static func number(_ value: Double) -> String { String(format: "%.1f", value) }
}
