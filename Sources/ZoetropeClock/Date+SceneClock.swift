import Foundation

extension Date {
    /// The scene's current date: `SceneClock.epoch` plus the scene time (Foundation's reads the wall clock). Shadows
    /// Foundation's `Date()` for files that import Zoetrope (not for a file that also imports Foundation itself:
    /// there `Date()` is ambiguous, docs/approximations.md "Time").
    public init() {
        self = SceneClock.date(at: SceneClock.now)
    }

    /// The scene's current date, as `Date()`.
    public static var now: Date { Date() }
}

/// The current absolute time in seconds: the scene time (Core Animation's counts from the device's boot; only
/// differences between two readings mean anything, and those are scene seconds).
public func CACurrentMediaTime() -> CFTimeInterval { SceneClock.now }

#if !canImport(Darwin)
/// Core Foundation's time interval in seconds.
public typealias CFTimeInterval = Double
#endif
