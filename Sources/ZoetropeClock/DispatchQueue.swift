import Foundation

/// Dispatch's `DispatchQueue` on the scene's clock: work sent to any queue runs on the scene's queue of
/// time-ordered work (`async` at the current scene time, after what is already due; `asyncAfter` at the deadline).
/// Every queue is the main one: scene code has no threads.
public final class DispatchQueue: @unchecked Sendable {
    public let label: String

    public init(label: String, qos: DispatchQoS = .unspecified, attributes: Attributes = [],
                autoreleaseFrequency: AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil) {
        self.label = label
    }

    /// The main queue.
    public static let main = DispatchQueue(label: "com.apple.main-thread")

    /// A global queue (the scene's main queue all the same).
    public class func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { main }

    /// Runs `work` at the current scene time, after the work already due then.
    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping @convention(block) () -> Void) {
        SceneClock.schedule(at: SceneClock.now, work)
    }

    /// Runs `work` now, in place.
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }

    /// Runs `work` at `deadline` on the scene's clock.
    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @convention(block) () -> Void) {
        SceneClock.schedule(at: deadline.sceneTime, work)
    }

    /// Runs the work item at `deadline` unless it is cancelled before.
    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        SceneClock.schedule(at: deadline.sceneTime) { item.perform() }
    }

    /// Runs the work item at the current scene time unless it is cancelled before.
    public func async(execute item: DispatchWorkItem) {
        SceneClock.schedule(at: SceneClock.now) { item.perform() }
    }

    /// `asyncAfter(wallDeadline:)` reads the scene clock too.
    public func asyncAfter(wallDeadline: DispatchWallTime, qos: DispatchQoS = .unspecified,
                           flags: DispatchWorkItemFlags = [], execute work: @escaping @convention(block) () -> Void) {
        SceneClock.schedule(at: wallDeadline.sceneTime, work)
    }

    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        public static let concurrent = Attributes(rawValue: 1 << 1)
        public static let initiallyInactive = Attributes(rawValue: 1 << 2)
    }

    public enum AutoreleaseFrequency: Sendable { case inherit, workItem, never }
}

/// Dispatch's `DispatchWorkItem`: a block that can be cancelled before it runs.
public final class DispatchWorkItem: @unchecked Sendable {
    private let block: () -> Void
    public private(set) var isCancelled = false

    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], block: @escaping @convention(block) () -> Void) {
        self.block = block
    }

    /// Runs the block unless cancelled.
    public func perform() {
        guard !isCancelled else { return }
        block()
    }

    /// Keeps the block from running if it has not started.
    public func cancel() { isCancelled = true }
}
