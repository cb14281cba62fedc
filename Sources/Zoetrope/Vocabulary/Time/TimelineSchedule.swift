import Foundation

/// SwiftUI's `TimelineSchedule`: the dates at which a `TimelineView` updates.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// SwiftUI's `TimelineScheduleMode` (a scene is always in `.normal`).
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}

/// A schedule whose entries are a start plus whole numbers of an interval, found without walking them.
protocol RegularTimelineSchedule {
    /// The first entry and the interval (nil: the first entry only), for a view that started at `start`.
    func grid(from start: Date) -> (first: Date, interval: TimeInterval?)
}

/// Dates `first + k × interval`, k = 0, 1, …
public struct RegularTimelineEntries: Sequence, IteratorProtocol {
    let first: Date
    let interval: TimeInterval?
    var index = 0

    public mutating func next() -> Date? {
        guard let interval else {
            defer { index += 1 }
            return index == 0 ? first : nil
        }
        defer { index += 1 }
        return first.addingTimeInterval(Double(index) * interval)
    }
}

/// SwiftUI's `AnimationTimelineSchedule`: as often as frames are drawn (every frame of the render), or at most
/// every `minimumInterval` seconds; `paused` stops at the first entry.
public struct AnimationTimelineSchedule: TimelineSchedule, RegularTimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Updates every frame: no interval and not paused.
    var isContinuous: Bool { !paused && (minimumInterval ?? 0) <= 0 }

    func grid(from start: Date) -> (first: Date, interval: TimeInterval?) {
        (start, paused ? nil : max(minimumInterval ?? 1.0 / 120, 1.0 / 120))
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> RegularTimelineEntries {
        let (first, interval) = grid(from: startDate)
        return RegularTimelineEntries(first: first, interval: interval)
    }
}

/// SwiftUI's `PeriodicTimelineSchedule`: every `interval` seconds on the grid that starts at `startDate`.
public struct PeriodicTimelineSchedule: TimelineSchedule, RegularTimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    func grid(from start: Date) -> (first: Date, interval: TimeInterval?) {
        guard interval > 0 else { return (startDate, nil) }
        // The grid's last date at or before the view's start (the first one when the grid starts later).
        let steps = max(0, (start.timeIntervalSince(startDate) / interval).rounded(.down))
        return (startDate.addingTimeInterval(steps * interval), interval)
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> RegularTimelineEntries {
        let (first, interval) = grid(from: startDate)
        return RegularTimelineEntries(first: first, interval: interval)
    }
}

/// SwiftUI's `EveryMinuteTimelineSchedule`: the start, then the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        var next: Date? = startDate
        return AnyIterator {
            guard let current = next else { return nil }
            let minute = (current.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60 + 60
            next = Date(timeIntervalSinceReferenceDate: minute)
            return current
        }
    }
}

/// SwiftUI's `ExplicitTimelineSchedule`: the dates given.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    public init(_ dates: Entries) { self.dates = dates }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Updates at the rate frames are drawn.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Updates at the rate frames are drawn, at most every `minimumInterval` seconds; none after the first when paused.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Updates every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Updates at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// Updates at the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
