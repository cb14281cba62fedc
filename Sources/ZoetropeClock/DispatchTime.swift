import Foundation

/// Dispatch's `DispatchTime` on the scene's clock: `.now()` is the scene time, so `.now() + 0.5` is half a second
/// of scene time from now.
public struct DispatchTime: Comparable, Hashable, Sendable {
    /// Scene nanoseconds.
    public let uptimeNanoseconds: UInt64

    public init(uptimeNanoseconds: UInt64) { self.uptimeNanoseconds = uptimeNanoseconds }

    /// The current scene time.
    public static func now() -> DispatchTime { DispatchTime(seconds: SceneClock.now) }

    public static let distantFuture = DispatchTime(uptimeNanoseconds: .max)

    init(seconds: Double) {
        uptimeNanoseconds = seconds <= 0 ? 0 : seconds >= 1.8e10 ? .max : UInt64((seconds * 1e9).rounded())
    }

    /// Scene seconds.
    var sceneTime: Double { uptimeNanoseconds == .max ? .infinity : Double(uptimeNanoseconds) / 1e9 }

    public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool { lhs.uptimeNanoseconds < rhs.uptimeNanoseconds }

    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime { DispatchTime(seconds: time.sceneTime + seconds) }
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime { DispatchTime(seconds: time.sceneTime - seconds) }
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(seconds: time.sceneTime + interval.seconds)
    }
    public static func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(seconds: time.sceneTime - interval.seconds)
    }
}

/// Dispatch's `DispatchWallTime`, also on the scene's clock.
public struct DispatchWallTime: Comparable, Hashable, Sendable {
    let sceneTime: Double

    public static func now() -> DispatchWallTime { DispatchWallTime(sceneTime: SceneClock.now) }
    public static let distantFuture = DispatchWallTime(sceneTime: .infinity)

    public static func < (lhs: DispatchWallTime, rhs: DispatchWallTime) -> Bool { lhs.sceneTime < rhs.sceneTime }
    public static func + (time: DispatchWallTime, seconds: Double) -> DispatchWallTime { DispatchWallTime(sceneTime: time.sceneTime + seconds) }
    public static func + (time: DispatchWallTime, interval: DispatchTimeInterval) -> DispatchWallTime {
        DispatchWallTime(sceneTime: time.sceneTime + interval.seconds)
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds (`.never` is infinite).
    var seconds: Double {
        switch self {
        case let .seconds(n): Double(n)
        case let .milliseconds(n): Double(n) / 1e3
        case let .microseconds(n): Double(n) / 1e6
        case let .nanoseconds(n): Double(n) / 1e9
        case .never: .infinity
        @unknown default: .infinity
        }
    }
}
