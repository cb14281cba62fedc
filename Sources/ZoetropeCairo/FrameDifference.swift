import Foundation
import ZoetropeDisplay

/// How much a frame differs from the frame before it, block by block (`FrameSignature`): the pixel-level measure
/// of `zoetrope audit`.
public struct FrameDifference: Hashable, Sendable {
    /// A block whose mean channels move by at most this many levels (of 255) is left out of `region`: 2.
    public static let noiseLevels: Float = 2

    /// How much changed, in square points of fully changed picture: the sum over the blocks of the largest
    /// absolute change of their four mean premultiplied channels, divided by 255, times their area. Blocks that
    /// move by no more than `noiseLevels` are left out: that is rounding (a fade over a flat colour steps every pixel
    /// of it by a level or two in the same frame, and by none in the next), not motion. A 16 × 16 pt
    /// square (four blocks) turning from black to white is 256; a black-on-white edge 10 pt long moving 1 pt
    /// sideways is 10.
    public var energy: Double
    /// The smallest rectangle, in canvas points, holding every block that changed by more than `noiseLevels`;
    /// nil when none did.
    public var region: CGRect?

    public init(energy: Double, region: CGRect?) {
        self.energy = energy
        self.region = region
    }

    /// The difference from `previous` to `frame`, two signatures of frames of one size and scale.
    public init(from previous: FrameSignature, to frame: FrameSignature) {
        precondition(previous.columns == frame.columns && previous.rows == frame.rows, "frames of different sizes")
        var total = 0.0
        var region: CGRect?
        for block in 0..<frame.areas.count {
            var largest: Float = 0
            for channel in 0..<4 { largest = max(largest, abs(frame.means[block * 4 + channel] - previous.means[block * 4 + channel])) }
            if largest > Self.noiseLevels { total += Double(largest / 255 * frame.areas[block]) }
            if largest > Self.noiseLevels {
                let rect = frame.rect(ofBlock: block)
                region = region.map { $0.union(rect) } ?? rect
            }
        }
        energy = total
        self.region = region
    }
}
