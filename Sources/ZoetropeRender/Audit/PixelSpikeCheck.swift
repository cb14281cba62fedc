import Foundation
import Zoetrope
import ZoetropeCairo

/// The pixel-level check of `zoetrope audit` (issue 11): a frame whose pixels change far more than both its
/// neighbours' — what no single view shows, such as a background switching in one frame.
///
/// With e(i) the `FrameDifference.energy` from frame i − 1 to frame i, frame i is a spike when
/// e(i) > `ratio` × max(e(i − 1), e(i + 1)) and e(i) > `pixelEnergy` (`AuditThresholds`), and no expected cut
/// explains the step. Motion spreads change over many frames, so its energies rise and fall gradually (the same
/// argument as for views); a picture that switches in one frame has a single large step among small ones. A
/// missing neighbour (before the first frame, after the last) counts as no change; a frame that flashes and comes
/// back is compared with the frames either side of the pair. Script events and changes
/// without animation do not explain a spike: a scene that cuts on purpose says so with `expectedCuts`.
public struct PixelSpikeCheck: Hashable, Sendable {
    package var thresholds: AuditThresholds
    /// The changes the scene means to happen at once.
    package var expectedCuts: ExplainedChanges

    package init(thresholds: AuditThresholds = AuditThresholds(), expectedCuts: ExplainedChanges = ExplainedChanges()) {
        self.thresholds = thresholds
        self.expectedCuts = expectedCuts
    }

    /// The spikes among `differences`, where `differences[i]` is the change into frame i at `times[i]` (nil for
    /// the first frame). `returns[i]`, when given, is the change from frame i − 2 to frame i: a frame that flashes
    /// (frame i + 1 back within 1/`ratio` of frame i's change of frame i − 1) makes two equal changes, neither
    /// larger than the other, and is a spike when its change is more than `ratio` times the changes outside the
    /// pair.
    package func findings(in differences: [FrameDifference?], returns: [FrameDifference?] = [], times: [Double]) -> [AuditFinding] {
        let energies = differences.map { $0?.energy ?? 0 }
        func energy(_ i: Int) -> Double { energies.indices.contains(i) ? energies[i] : 0 }
        return energies.indices.compactMap { i in
            let change = energies[i], previous = energy(i - 1), next = energy(i + 1)
            guard change > thresholds.pixelEnergy, !expectedCuts.explainsStep(into: i, times: times) else { return nil }
            var detail = "\(NumberText.fixed(change, places: 1)) pt² changed in one frame; \(NumberText.fixed(previous, places: 1)) in the frame before, "
                + "\(NumberText.fixed(next, places: 1)) after"
            if change <= thresholds.ratio * max(previous, next) {
                guard returns.indices.contains(i + 1), let back = returns[i + 1]?.energy, back * thresholds.ratio < change,
                      change > thresholds.ratio * max(previous, energy(i + 2)) else { return nil }
                detail = "\(NumberText.fixed(change, places: 1)) pt² changed in one frame and \(NumberText.fixed(next, places: 1)) back in the next; "
                    + "\(NumberText.fixed(previous, places: 1)) in the frame before, \(NumberText.fixed(energy(i + 2), places: 1)) after"
            }
            let region = differences[i]?.region.map { [$0.minX, $0.minY, $0.width, $0.height].map { (Double($0) * 1000).rounded() / 1000 } }
            return AuditFinding(kind: .pixelSpike, time: times[i], frame: i, path: nil, property: "pixels",
                                after: region.map { .numbers($0) }, detail: detail)
        }
    }
}
