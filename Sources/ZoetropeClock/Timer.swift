import Foundation

/// Foundation's `Timer` on the scene's clock: a scheduled timer's block runs at scene time start + interval (and
/// every interval after, for a repeating one) as work in the scene's time-ordered queue, so state it changes is
/// evaluated then, whatever order frames are rendered in.
open class Timer: @unchecked Sendable {
    /// The seconds between firings of a repeating timer (the delay of a one-shot one).
    public let timeInterval: TimeInterval
    /// Foundation's tolerance: kept, not used (the scene clock is exact).
    open var tolerance: TimeInterval = 0
    public let userInfo: Any?
    private let repeats: Bool
    private let block: (Timer) -> Void
    /// The scene time at which it was scheduled, and how many times it has fired since.
    private var start: Double = 0
    private var firings = 0
    public private(set) var isValid = true

    /// A timer that is not yet scheduled (`RunLoop.add` is not available: use `scheduledTimer`).
    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        // "If seconds is less than or equal to 0.0, this method chooses the nonnegative value of 0.1 milliseconds."
        timeInterval = interval > 0 ? interval : 0.0001
        self.repeats = repeats
        self.block = block
        userInfo = nil
    }

    /// Creates a timer and schedules it on the scene's clock: the block runs `interval` seconds from now.
    @discardableResult
    open class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                   block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.start = SceneClock.now
        timer.scheduleNext()
        return timer
    }

    /// The scene date at which the timer fires next.
    open var fireDate: Date {
        SceneClock.date(at: start + Double(firings + 1) * timeInterval)
    }

    /// Runs the block now; a one-shot timer is invalidated, a repeating one keeps its schedule.
    open func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer: its block never runs again.
    open func invalidate() { isValid = false }

    private func scheduleNext() {
        // Times are the start plus a whole number of intervals: no error accumulates.
        let time = start + Double(firings + 1) * timeInterval
        SceneClock.schedule(at: time) { [self] in
            guard isValid else { return }
            firings += 1
            block(self)
            if repeats {
                if isValid { scheduleNext() }
            } else {
                invalidate()
            }
        }
    }
}
