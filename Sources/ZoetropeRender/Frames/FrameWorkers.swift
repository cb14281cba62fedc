import Foundation
import ZoetropeCairo
import ZoetropeDisplay

/// One rendering thread's memory, kept from frame to frame: the pixels Cairo draws into and the PNG encoder.
final class FrameWorker {
    let buffer = FrameBuffer()
    let encoder = PNGFrameEncoder()
}

/// Objects reused across frames by whichever thread takes them (a worker's memory, a frame buffer on its way to
/// ffmpeg): as many exist as were ever in use at once, each made once.
final class ReusePool<Item: AnyObject>: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [Item] = []
    private let make: () -> Item

    init(_ make: @escaping () -> Item) { self.make = make }

    func take() -> Item {
        lock.lock()
        defer { lock.unlock() }
        return idle.popLast() ?? make()
    }

    func give(_ item: Item) {
        lock.lock()
        idle.append(item)
        lock.unlock()
    }

    /// Runs `body` with an item taken for its duration.
    func with<T>(_ body: (Item) throws -> T) rethrows -> T {
        let item = take()
        defer { give(item) }
        return try body(item)
    }
}

/// Finds holds: a frame whose display list equals the one of the frame before needs neither rasterising nor
/// encoding again, since the same list always gives the same pixels.
///
/// Each frame's list is kept until the next frame has compared itself with it; a frame whose predecessor is not
/// kept yet (another thread is still evaluating it) evaluates that list itself. Which frames are holds therefore
/// never depends on the number of threads or their timing.
final class HoldDetector: @unchecked Sendable {
    private let job: RenderJob
    private let plan: FramePlan
    private let first: Int
    private let lock = NSLock()
    private var lists: [Int: DisplayList] = [:]

    /// `plan.indices` are contiguous (time ranges and shards are blocks), so frame i's predecessor is i − 1.
    init(job: RenderJob, plan: FramePlan) {
        self.job = job
        self.plan = plan
        first = plan.indices.first ?? 0
    }

    /// The display list of frame `index`, and whether it equals the previous frame's (never for the first frame
    /// of the plan, whose predecessor is not rendered).
    func list(ofFrame index: Int) -> (list: DisplayList, isHold: Bool) {
        let list = job.displayList(at: plan.time(ofFrame: index))
        guard index > first else {
            keep(list, at: index)
            return (list, false)
        }
        lock.lock()
        lists[index] = list
        let kept = lists.removeValue(forKey: index - 1)
        // Lists nobody will read any more (their successor evaluated them itself) are dropped.
        if lists.count > 16 { lists = lists.filter { $0.key >= index - 8 } }
        lock.unlock()
        let previous = kept ?? job.displayList(at: plan.time(ofFrame: index - 1))
        return (list, previous == list)
    }

    private func keep(_ list: DisplayList, at index: Int) {
        lock.lock()
        lists[index] = list
        lock.unlock()
    }
}
