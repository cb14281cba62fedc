import Foundation

extension AuditFinding {
    /// The finding as one line of tab-separated fields, so that a script can cut it and a path holding spaces
    /// stays one field: time, frame, kind, view path (`-` for a pixel spike), then what changed and by how much.
    ///
    ///     0.717 s	frame 43	jump	TodayStories/…/Text	bounds 72.387,355.549,108.491,82 → 20.07,375.961,213.247,41: …
    public var line: String {
        var what = property
        // A running animation's spelling is in the detail already.
        switch kind == .runningAtEnd ? (nil, nil) : (before, after) {
        case let (before?, after?): what += " \(before) → \(after)"
        case let (before?, nil): what += " \(before) → gone"
        case let (nil, after?): what += " \(after)"
        case (nil, nil): break
        }
        var fields = [NumberText.fixed(time, places: 3) + " s", "frame \(frame)", kind.rawValue, path ?? "-", what + ": " + detail]
        if let file { fields[4] += " (\(file))" }
        return fields.joined(separator: "\t")
    }
}
