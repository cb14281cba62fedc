import Foundation

/// How large a change between two consecutive frames must be before the audit calls it a jump.
///
/// A step is the change of one value from frame i − 1 to frame i. A step is a jump when it is more than `ratio`
/// times the larger of the steps just before and just after it *and* more than a floor below which nobody sees
/// it. Comparing with both neighbours keeps real motion quiet: where it speeds up (a spring leaving rest moves 1,
/// 3, 5… units in its first frames) the next step is the larger, and where it slows down the previous one is, so
/// a step can only stand 4× above both where the value moves mostly within one frame — a discontinuity, or an
/// animation of two frames or less, which looks like one.
package struct AuditThresholds: Hashable, Sendable {
    /// How many times the larger neighbouring step a step must exceed: 4 (a discontinuity makes the ratio
    /// unbounded; smooth motion at 60 fps keeps a step within a small factor of one of its neighbours).
    public var ratio: Double = 4
    /// The smallest jump of a view's on-screen bounds that counts, in points: 2 (any edge moving 2 pt in one frame
    /// is visible at any scale; less is hidden by anti-aliasing and pixel rounding).
    public var bounds: Double = 2
    /// The smallest jump of a view's opacity as drawn that counts: 0.25 (a quarter of the way to invisible).
    public var opacity: Double = 0.25
    /// The smallest jump of one component of a colour that counts, premultiplied by its alpha, on a 0–1 scale:
    /// 0.25 (64 of 255 levels; the inspected colours are rounded to 1/255, so rounding can never reach it).
    public var color: Double = 0.25
    /// The opacity above which a view counts as visible when it disappears: 0.05.
    public var visibleOpacity: Double = 0.05
    /// The smallest pixel spike that counts, in square points of fully changed picture (`FrameDifference.energy`
    /// in ZoetropeRender: over 8 × 8 pt blocks, the largest change of a mean channel / 255 × the block's area):
    /// 1,000, a 32 × 32 pt square switched from black to white, or a quarter of a 63 × 63 pt one; 0.3 % of an
    /// iPhone screen. The pixel check looks for what no view shows, a region switching in one frame; a single
    /// view that changes at once is the view-level check's business, and small state swaps at a tap (a symbol
    /// filling in: 300–800) stay below this. So does text re-rasterized one pixel further along as a slow motion
    /// settles at 1x (up to about 160).
    public var pixelEnergy: Double = 1000

    /// Below these differences between the last frame and where its animations come to rest, an animation still
    /// running at the end is not reported: the video cuts off nothing anyone can see (a spring's tail, which by
    /// SwiftUI's finish rule runs on long after it looks still, fidelity.md §1.3). Points: 0.5 (half a pixel at 1x).
    public var restingBounds: Double = 0.5
    /// Opacity, and each premultiplied colour component on a 0–1 scale: 0.01 (between 2 and 3 levels of 255).
    public var restingOpacity: Double = 0.01
    /// Any other number of a view's style (a rotation in degrees, a scale, a blur radius): 0.01.
    public var restingNumber: Double = 0.01

    public init() {}
}
