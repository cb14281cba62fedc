import Foundation

// `Task.sleep` on the scene's clock: the task wakes at now + duration in scene seconds, exactly, as work in the
// scene's queue (SceneExecutors.swift runs the task's jobs there). These shadow the standard library's (a module
// that imports another prefers its own declaration of the same signature). Outside a scene, they sleep in real time.
extension Task where Success == Never, Failure == Never {
    /// Suspends the task for `duration` nanoseconds of scene time; throws `CancellationError` when the task is
    /// cancelled while it sleeps.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await SceneSleep.sleep(seconds: Double(duration) / 1e9)
    }

    /// The older form, which does not throw: returns early when the task is cancelled.
    public static func sleep(_ duration: UInt64) async {
        try? await SceneSleep.sleep(seconds: Double(duration) / 1e9)
    }

    /// Suspends the task for `duration` of scene time; throws `CancellationError` when the task is cancelled while
    /// it sleeps.
    public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
        try await SceneSleep.sleep(seconds: SceneSleep.seconds(duration))
    }

    @available(*, unavailable, message: "Zoetrope cannot tell which scene time a deadline on a real clock stands for: use Task.sleep(for:) with a duration")
    public static func sleep<C: Clock>(until deadline: C.Instant, tolerance: C.Instant.Duration? = nil, clock: C = ContinuousClock()) async throws {}
}

enum SceneSleep {
    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// Sleeps `seconds` of scene time. A task that is already cancelled when it asks to sleep again never wakes
    /// (it would otherwise spin: `while true { try? await Task.sleep(…) }` after its view went away).
    static func sleep(seconds: Double) async throws {
        guard let clock = SceneClock.active, clock.scheduler != nil else {
            try await ContinuousClock().sleep(for: .nanoseconds(Int64(max(0, min(seconds, 1e9)) * 1e9)))
            return
        }
        if Task.isCancelled {
            await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
        }
        let wake = Wake()
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { continuation in
                wake.set(continuation)
                SceneClock.schedule(at: clock.time() + max(0, seconds)) { wake.resume(throwing: nil) }
            }
        } onCancel: {
            wake.resume(throwing: CancellationError())
        }
    }

    /// Resumes a sleep once: at its time, or when its task is cancelled, whichever comes first.
    private final class Wake: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: UnsafeContinuation<Void, any Error>?
        private var early: (any Error)?
        private var done = false

        func set(_ continuation: UnsafeContinuation<Void, any Error>) {
            lock.lock()
            if done {
                lock.unlock()
                if let early { continuation.resume(throwing: early) } else { continuation.resume() }
                return
            }
            self.continuation = continuation
            lock.unlock()
        }

        func resume(throwing error: (any Error)?) {
            lock.lock()
            guard !done else { lock.unlock(); return }
            done = true
            early = error
            let waiting = continuation
            continuation = nil
            lock.unlock()
            guard let waiting else { return }
            if let error { waiting.resume(throwing: error) } else { waiting.resume() }
        }
    }
}
