import Foundation
import Zoetrope

/// What the review page shows of one scene: its timing facts, its motion spec, and the files made for it (paths
/// relative to the review folder). Plain data, so the page can be generated and tested without rendering.
public struct ReviewScene: Hashable, Sendable, Codable {
    public var id: String
    /// The scene's folder inside the review folder, e.g. `scenes/1-fab-menu`.
    public var folder: String
    /// Frames per second of the video; frame i shows t = i / fps.
    public var fps: Double
    /// Scene seconds.
    public var duration: Double
    /// round(duration × fps).
    public var frameCount: Int
    /// The canvas in points and the video's size in pixels.
    public var canvas: String
    public var videoWidth: Int
    public var videoHeight: Int
    package var spec: MotionSpec
    /// One plot per distinct animation spelling in the spec, in order of first use.
    public var curves: [ReviewCurve]
    public var video: String
    /// The contact sheet, its frames chosen by motion (`MotionFrames.sheetFrames`).
    public var sheet: ReviewImage
    /// One per interaction of the script, and one for the motion on appear when there is some; in time order.
    public var chapters: [ReviewChapter] = []
    /// What `zoetrope audit` reports, in frame order.
    public var findings: [ReviewFinding] = []
    /// The frame at `overlay.times[0]` without and with the trace overlay.
    public var still: ReviewImage
    public var overlay: ReviewImage
    /// The spec as files: Markdown, CSV and JSON.
    public var specFiles: [String: String]
    /// A device's recording beside the render (`--reference`), converted to the video's rate and size.
    public var reference: ReviewReferenceVideo?

    /// Every file the page links for this scene.
    public var files: [String] {
        [video, sheet.file, still.file, overlay.file] + chapters.flatMap(\.files) + findings.compactMap(\.crop?.file)
            + curves.compactMap(\.file) + specFiles.values.sorted() + [reference?.file].compactMap { $0 }
    }
}

/// A still in the review: its file, the times it shows, and a note to print under it.
public struct ReviewImage: Hashable, Sendable, Codable {
    public var file: String
    public var times: [Double]
    public var note: String

    public init(file: String, times: [Double], note: String = "") {
        self.file = file
        self.times = times
        self.note = note
    }
}

/// One animation's curve plot (normalised 0 → 1); `file` is nil when the spelling cannot be sampled on its own, and
/// `problem` then says why.
public struct ReviewCurve: Hashable, Sendable, Codable {
    public var animation: String
    public var file: String?
    /// What the plot shows when it is not the animation from 0 to 1 (a glide as it ran, in points).
    public var caption: String?
    public var problem: String?
    public var logicalCompletion: Double?
    public var finish: Double?

    public init(animation: String, file: String?, caption: String? = nil, problem: String? = nil,
                logicalCompletion: Double? = nil, finish: Double? = nil) {
        self.animation = animation
        self.file = file
        self.caption = caption
        self.problem = problem
        self.logicalCompletion = logicalCompletion
        self.finish = finish
    }
}
