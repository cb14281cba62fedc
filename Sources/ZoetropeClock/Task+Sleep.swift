import Foundation

// Swift concurrency runs on the runtime's own executors, in real time: a `Task.sleep` there would wake after the
// scene has been evaluated (or never), so a loop of sleeps would leave the view still. Until async work runs on the
// scene's clock, these fail to compile with a message saying what to use instead (docs/swiftui-coverage.md "Time").
extension Task where Success == Never, Failure == Never {
    @available(*, unavailable, message: "Zoetrope does not run async code on the scene's clock yet: Task.sleep would never wake during the scene. Use DispatchQueue.main.asyncAfter(deadline:execute:) or Timer.scheduledTimer(withTimeInterval:repeats:block:) instead")
    public static func sleep(nanoseconds duration: UInt64) async throws {}

    @available(*, unavailable, message: "Zoetrope does not run async code on the scene's clock yet: Task.sleep would never wake during the scene. Use DispatchQueue.main.asyncAfter(deadline:execute:) or Timer.scheduledTimer(withTimeInterval:repeats:block:) instead")
    public static func sleep(_ duration: UInt64) async {}

    @available(*, unavailable, message: "Zoetrope does not run async code on the scene's clock yet: Task.sleep would never wake during the scene. Use DispatchQueue.main.asyncAfter(deadline:execute:) or Timer.scheduledTimer(withTimeInterval:repeats:block:) instead")
    public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {}

    @available(*, unavailable, message: "Zoetrope does not run async code on the scene's clock yet: Task.sleep would never wake during the scene. Use DispatchQueue.main.asyncAfter(deadline:execute:) or Timer.scheduledTimer(withTimeInterval:repeats:block:) instead")
    public static func sleep<C: Clock>(until deadline: C.Instant, tolerance: C.Instant.Duration? = nil, clock: C = ContinuousClock()) async throws {}
}
