import ZoetropeMotion
/// Every view of one frame of a recorded trace, in drawing order.
public struct TraceFrame: Hashable, Sendable {
    /// The frame's index at the recording's frame rate: it shows t = index / fps.
    public var index: Int
    /// Scene seconds.
    public var time: Double
    public var lines: [TraceLine]

    public init(index: Int, time: Double, lines: [TraceLine]) {
        self.index = index
        self.time = time
        self.lines = lines
    }

    /// Whether any view has a running animation (a trace field `animating.…`): the frame is inside a motion window.
    public var isMoving: Bool {
        lines.contains { $0.fields.contains(" animating.") }
    }

    /// The frame's header line in a trace file: `@ frame 31 0.517s`.
    public var header: String { "@ frame \(index) \(TraceFrame.seconds(time))s" }

    /// Seconds with three decimals, as trace files and messages print times.
    public static func seconds(_ time: Double) -> String {
        NumberText.fixed(time, places: 3)
    }
}
