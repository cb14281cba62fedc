import Foundation

/// One chapter of a scene's review: an interaction of its script (or its motion on appear) and what it sets moving,
/// with the files made for it. Times are scene seconds on the frame grid.
public struct ReviewChapter: Hashable, Sendable, Codable {
    /// 1 for the first chapter of the scene.
    public var number: Int
    /// `Tap("more")`, or `On appear`.
    public var title: String
    /// When the interaction happens, and how long the finger stays down (0 for a tap).
    public var time: Double
    public var fingerDown: Double
    /// The stretch the slow-motion clip loops over.
    public var clipStart: Double
    public var clipEnd: Double
    /// From the still frame before the motion to its last moving frame; nil when nothing visibly changes.
    public var motionStart: Double?
    public var motionEnd: Double?
    /// The frame where half the movement is done: the crop's, and where the page opens for the first chapter.
    public var keyTime: Double
    /// The region that changes, in canvas points (padded, at least 64 points square); nil when nothing changes.
    public var region: CGRect?
    /// The canvas, in points.
    public var canvas: CGSize
    /// Animated changes of the spec that start in this chapter.
    public var changes: Int
    /// Ten consecutive frames of the region around the start of the motion; nil when nothing visibly changes.
    public var strip: ReviewImage?
    /// The region at `keyTime` (the frame of the interaction when nothing visibly changes).
    public var crop: ReviewImage
    /// The chapter's moving views at five times, fainter the older; nil when nothing visibly changes.
    public var onion: ReviewImage?

    public var files: [String] { [strip?.file, crop.file, onion?.file].compactMap { $0 } }
}

/// One problem `zoetrope audit` finds in a scene, pinned to its frame on the review page, with a crop of the frame
/// before and the frame itself where it happens.
public struct ReviewFinding: Hashable, Sendable, Codable {
    /// `jump`, `pixel-spike`, `running-at-end`, `vanished`, `system-motion`.
    public var kind: String
    public var time: Double
    public var frame: Int
    /// The view's identity path; nil for a pixel spike.
    public var view: String?
    public var property: String
    /// What the audit measured, with units.
    public var detail: String
    /// The crop (nil past the first `ReviewAssets.croppedFindings` findings of a scene).
    public var crop: ReviewImage?
    /// The chapter (its `number`) whose clip holds the finding's frame, if any.
    public var chapter: Int?
}
