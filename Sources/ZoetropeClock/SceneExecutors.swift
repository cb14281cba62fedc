@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
import Foundation

/// Swift concurrency on the scene's clock. A scene's async code (`.task { }`, `Task { }`, `await`, `Task.sleep`)
/// would otherwise run on the runtime's threads in real time: after the scene is evaluated, in an order that
/// changes from run to run. The program replaces the runtime's main and default executors with these (Swift 6.3's
/// executor factory, at start-up, before any task exists): a job enqueued on the thread that is evaluating a scene
/// becomes work in that scene's time-ordered queue, at the current scene time, and runs there on the evaluator's
/// thread, one job after another; every other job goes to the platform's executors as before. A task's async code
/// therefore runs between the scene's other work exactly as `DispatchQueue.main.async` work would, and
/// `Task.sleep` wakes at a scene time: the same frames for any number of jobs, in any order.
public enum SceneExecutors {
    /// Installs the executors; call first thing in `main`, before anything async. Later calls do nothing.
    public static func install() {
        guard !installed.exchange() else { return }
        _createExecutors(factory: Factory.self)
    }

    /// Whether `install()` ran: without it a scene's async work runs in real time and a `.task` warns.
    public static var isInstalled: Bool { installed.value }

    private static let installed = OnceFlag()

    struct Factory: ExecutorFactory {
        static let mainExecutor: any MainExecutor = SceneMainExecutor()
        static let defaultExecutor: any TaskExecutor = SceneDefaultExecutor()
    }

    /// Runs a job the scene captured, as the executor it was enqueued on would have.
    static func run(_ job: UnownedJob, onMain: Bool) {
        if onMain {
            job.runSynchronously(on: MainActor.sharedUnownedExecutor)
        } else {
            job.runSynchronously(on: Factory.defaultExecutor.asUnownedTaskExecutor())
        }
    }
}

/// A flag set once, safely from any thread.
private final class OnceFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var set = false
    var value: Bool { lock.withLock { set } }
    /// Sets the flag; returns whether it was set before.
    func exchange() -> Bool { lock.withLock { defer { set = true }; return set } }
}

/// The main actor's executor: the platform's, except for jobs enqueued while a scene is evaluated on this thread.
private final class SceneMainExecutor: MainExecutor, @unchecked Sendable {
    private let platform = PlatformExecutorFactory.mainExecutor

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        if !SceneJobs.captured(unowned, onMain: true) { platform.enqueue(ExecutorJob(unowned)) }
    }

    func run() throws { try platform.run() }
    func runUntil(_ condition: () -> Bool) throws { try platform.runUntil(condition) }
    func stop() { platform.stop() }
    var isMainExecutor: Bool { true }
    func checkIsolated() { platform.checkIsolated() }
    func isIsolatingCurrentContext() -> Bool? { platform.isIsolatingCurrentContext() }
}

/// The default (global concurrent) executor: the platform's, except for jobs enqueued while a scene is evaluated on
/// this thread. Sleeps on a clock (`ContinuousClock().sleep(for:)`) come here as a deadline on that clock; while
/// capturing, the time left is read then and rounded to the microsecond (`Task.sleep` itself is exact:
/// Task+Sleep.swift).
private final class SceneDefaultExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
    private let platform = PlatformExecutorFactory.defaultExecutor

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        if !SceneJobs.captured(unowned, onMain: false) { platform.enqueue(ExecutorJob(unowned)) }
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        let unowned = UnownedJob(job)
        if SceneJobs.captured(unowned, onMain: false, after: Self.seconds(delay)) {
            return
        } else if let scheduling = platform as? any SchedulingExecutor {
            scheduling.enqueue(ExecutorJob(unowned), after: delay, tolerance: tolerance, clock: clock)
        } else {
            platform.enqueue(ExecutorJob(unowned))
        }
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        let unowned = UnownedJob(job)
        if SceneJobs.captured(unowned, onMain: false, after: Self.seconds(clock.now.duration(to: instant))) {
            return
        } else if let scheduling = platform as? any SchedulingExecutor {
            scheduling.enqueue(ExecutorJob(unowned), at: instant, tolerance: tolerance, clock: clock)
        } else {
            platform.enqueue(ExecutorJob(unowned))
        }
    }

    /// Seconds in a clock's duration, rounded to the microsecond; 0 for a duration that is not Swift's `Duration`.
    private static func seconds<D: DurationProtocol>(_ duration: D) -> Double {
        guard let duration = duration as? Duration else { return 0 }
        let (seconds, attoseconds) = duration.components
        return max(0, (Double(seconds) * 1e6 + (Double(attoseconds) / 1e12).rounded()) / 1e6)
    }
}

/// The async jobs of the scene being evaluated on this thread, waiting for their turn in the scene's queue.
final class SceneJobs: @unchecked Sendable {
    let clock: SceneClock
    private var waiting: [(job: UnownedJob, onMain: Bool)] = []
    private var runScheduled = false

    init(clock: SceneClock) { self.clock = clock }

    /// The jobs of the scene this thread is evaluating, if any.
    static var capturing: SceneJobs? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<SceneJobs>.fromOpaque(pointer).takeUnretainedValue()
    }

    nonisolated(unsafe) private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Takes `job` into the queue of the scene this thread is evaluating; false (nothing done) when there is none.
    static func captured(_ job: UnownedJob, onMain: Bool, after delay: Double = 0) -> Bool {
        guard let jobs = capturing else { return false }
        jobs.append(job, onMain: onMain, after: delay)
        return true
    }

    /// Runs `body` with this thread's jobs captured into `self`.
    func capture<T>(_ body: () throws -> T) rethrows -> T {
        let previous = pthread_getspecific(Self.key)
        pthread_setspecific(Self.key, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(Self.key, previous) }
        return try withExtendedLifetime(self) { try body() }
    }

    /// A job to run now (after what is already due now), or `after` seconds from now.
    func append(_ job: UnownedJob, onMain: Bool, after delay: Double = 0) {
        guard delay <= 0 else {
            // A job that wakes later is work of its own at that time.
            clock.scheduler?(clock.time() + delay) { [self] in
                waiting.append((job, onMain))
                runWaiting()
            }
            return
        }
        waiting.append((job, onMain))
        guard !runScheduled else { return }
        runScheduled = true
        clock.scheduler?(clock.time()) { [self] in
            runScheduled = false
            runWaiting()
        }
    }

    /// At most this many jobs run in one turn of the scene's queue; more wait for the next turn at the same time
    /// (where the evaluator's bound on work at one time stops a task that never waits).
    static let jobsPerTurn = 1_000

    private func runWaiting() {
        var count = 0
        while !waiting.isEmpty {
            guard count < Self.jobsPerTurn else {
                if !runScheduled {
                    runScheduled = true
                    clock.scheduler?(clock.time()) { [self] in
                        runScheduled = false
                        runWaiting()
                    }
                }
                return
            }
            let next = waiting.removeFirst()
            count += 1
            SceneExecutors.run(next.job, onMain: next.onMain)
        }
    }
}
