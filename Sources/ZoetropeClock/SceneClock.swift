@_exported import Foundation

/// The scene's clock: what every API that tells time (`Timer`, `DispatchQueue.main.asyncAfter`, `Date()`,
/// `CACurrentMediaTime()`, Combine's timer publisher, `TimelineView`) reads and schedules on, in scene seconds.
///
/// The engine installs one while it evaluates a scene (callbacks become work in its time-ordered queue, exactly
/// like script events and animation completions), and one without a scheduler while it makes a frame's live
/// content (time reads answer that frame's time). Outside a scene the time is 0 and scheduled work never runs.
public final class SceneClock: @unchecked Sendable {
    /// Scene seconds now.
    let time: () -> Double
    /// Runs `action` at a scene time (≥ now); nil where nothing may be scheduled (a frame's content).
    let scheduler: ((Double, @escaping () -> Void) -> Void)?
    /// Called around a change to observable state that is not a `@State` (`@Published`), so that the scene
    /// evaluates again with the change's transaction.
    let willChange: () -> Void
    let didChange: () -> Void

    public init(time: @escaping () -> Double, scheduler: ((Double, @escaping () -> Void) -> Void)?,
                willChange: @escaping () -> Void = {}, didChange: @escaping () -> Void = {}) {
        self.time = time
        self.scheduler = scheduler
        self.willChange = willChange
        self.didChange = didChange
    }

    /// The clock of the evaluation or frame under way.
    @TaskLocal public static var current: SceneClock?

    /// `Date()` at scene time 0: Tuesday 12 September 2023, 09:41:00 UTC (the iPhone 15 Pro's announcement, at
    /// the time Apple's screenshots show). Fixed, so that a frame never depends on when it is rendered.
    public static let epoch = Date(timeIntervalSince1970: 1_694_511_660)

    /// The clock of the evaluation under way: the task-local one, else (in a task, detached ones included, whose
    /// jobs run on the evaluator's thread) the clock of the scene this thread is evaluating.
    static var active: SceneClock? { current ?? SceneJobs.capturing?.clock }

    /// Scene seconds now (0 outside a scene).
    public static var now: Double { active?.time() ?? 0 }

    /// Runs `body` (a scene's evaluation) with async work started on this thread on the scene's clock:
    /// `SceneExecutors` (when `SceneExecutors.install()` ran; else async work runs in real time).
    public func runningAsyncWork<T>(_ body: () throws -> T) rethrows -> T {
        try SceneJobs(clock: self).capture(body)
    }

    /// The date at a scene time.
    public static func date(at time: Double) -> Date { Date(timeIntervalSince1970: epoch.timeIntervalSince1970 + time) }

    /// The scene time of a date.
    public static func time(of date: Date) -> Double { date.timeIntervalSince1970 - epoch.timeIntervalSince1970 }

    /// Runs `action` at scene time `time` (now when earlier); does nothing outside a scene's evaluation.
    public static func schedule(at time: Double, _ action: @escaping () -> Void) {
        guard let clock = active, let scheduler = clock.scheduler else { return }
        scheduler(max(time, clock.time()), action)
    }

    /// Runs `change` as a change of observable state of the scene.
    public static func change(_ change: () -> Void) {
        let clock = active
        clock?.willChange()
        change()
        clock?.didChange()
    }
}
