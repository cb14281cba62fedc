import Foundation
import ZoetropeClock

extension ZoetropeClock.Timer {
    /// A publisher that sends the scene's date every `interval` seconds once connected: Foundation's
    /// `Timer.publish(every:tolerance:on:in:options:)`, on the scene's clock (the run loop and mode are accepted
    /// and have no effect: a scene has one).
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// Foundation's `Timer.TimerPublisher`: a connectable publisher of the scene dates at which it fires.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?
        private let subscribers = SubjectSubscribers<Date, Never>()

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            _ = subscribers.add(subscriber)
        }

        /// Starts a repeating scene timer that sends the date at each firing; cancelling stops it.
        public func connect() -> any Cancellable {
            let subscribers = self.subscribers
            let timer = ZoetropeClock.Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in
                subscribers.send(SceneClock.date(at: SceneClock.now))
            }
            return AnyCancellable { timer.invalidate() }
        }
    }
}

extension RunLoop {
    /// Combine's scheduler options for a run loop (none are used).
    public struct SchedulerOptions: Sendable {}
}
