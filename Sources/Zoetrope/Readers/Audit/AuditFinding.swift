import Foundation

/// One problem `zoetrope audit` found in a scene's motion: what, where (view path and property) and when (the
/// frame that shows it), with the values on either side.
package struct AuditFinding: Hashable, Sendable {
    /// What kind of problem it is.
    public enum Kind: String, Hashable, Sendable, Encodable, CaseIterable {
        /// A view's on-screen bounds, opacity or colour changes between two consecutive frames by far more than
        /// in the frames either side, with nothing in the scene explaining it.
        case jump
        /// One frame's pixels change far more than its neighbours' (what no single view shows, such as a
        /// background switching in one frame).
        case pixelSpike = "pixel-spike"
        /// An animation still runs at the last frame: the video cuts it off.
        case runningAtEnd = "running-at-end"
        /// A view disappears from one frame to the next while it is still visible.
        case vanished
        /// Smooth motion in a shape iOS's system motion never has (`MotionAudit+SystemMotion.swift`): bar titles over
        /// each other, a dimming ahead of its sheet, a presenter shrunk past its sheet, a colour stepping while the
        /// rest of its view animates.
        case systemMotion = "system-motion"
    }

    public var kind: Kind
    /// The time of the frame that shows the problem, in scene seconds (frame / fps).
    public var time: Double
    /// The index of that frame (frame i shows t = i / fps).
    public var frame: Int
    /// The structural identity path of the view; nil for a pixel spike, which belongs to no one view.
    public var path: String?
    /// What changed: `bounds`, `opacity`, a style key (`fill`, `foreground`, …), `pixels`, or the animating
    /// attributes (`frame,effect`).
    public var property: String
    /// The value in the frame before (nil when there is none to show).
    public var before: InspectedValue?
    /// The value in the frame itself (nil when the view is gone or the value is not one number).
    public var after: InspectedValue?
    /// The measurement behind the finding, in words with units: `104.8 pt in one frame; 0.9 pt before, 0.8 pt after`.
    public var detail: String
    /// A file written for this finding (the crop of a pixel spike), as given to the audit.
    public var file: String?

    public init(kind: Kind, time: Double, frame: Int, path: String?, property: String, before: InspectedValue? = nil,
                after: InspectedValue? = nil, detail: String, file: String? = nil) {
        self.kind = kind
        self.time = time
        self.frame = frame
        self.path = path
        self.property = property
        self.before = before
        self.after = after
        self.detail = detail
        self.file = file
    }
}

extension AuditFinding: Encodable {
    enum CodingKeys: String, CodingKey { case kind, time, frame, path, property, before, after, detail, file }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(InspectedView.rounded(time), forKey: .time)
        try container.encode(frame, forKey: .frame)
        try container.encode(path, forKey: .path)
        try container.encode(property, forKey: .property)
        try container.encode(before, forKey: .before)
        try container.encode(after, forKey: .after)
        try container.encode(detail, forKey: .detail)
        try container.encodeIfPresent(file, forKey: .file)
    }
}
