import Foundation

/// Produces frames on several threads and hands them to one consumer in order.
///
/// `produce` runs for each index on `jobs` worker threads (it must be thread-safe and depend only on its index);
/// `consume` runs on the calling thread in index order. At most `window` finished values wait for the consumer, which
/// bounds memory on long renders. The first error from either side stops the workers and is rethrown.
struct FramePipeline {
    var jobs: Int
    var window: Int

    init(jobs: Int) {
        self.jobs = max(1, jobs)
        self.window = max(2, 2 * jobs)
    }

    func run<Value>(_ indices: [Int], produce: @escaping (Int) throws -> Value,
                    consume: (Int, Value) throws -> Void) throws {
        if jobs == 1 || indices.count <= 1 {
            for index in indices { try consume(index, try produce(index)) }
            return
        }
        let state = PipelineState<Value>(count: indices.count, window: window)
        let finished = DispatchGroup()
        for _ in 0..<min(jobs, indices.count) {
            finished.enter()
            let worker = Thread {
                defer { finished.leave() }
                while let position = state.claim() {
                    do {
                        state.deliver(try produce(indices[position]), at: position)
                    } catch {
                        state.fail(error)
                        return
                    }
                }
            }
            worker.stackSize = 4 << 20
            worker.start()
        }
        defer { finished.wait() }
        for position in indices.indices {
            let value: Value
            do { value = try state.take(position) } catch { state.fail(error); throw error }
            do { try consume(indices[position], value) } catch { state.fail(error); throw error }
        }
    }
}

/// The shared, locked bookkeeping of one pipeline run.
private final class PipelineState<Value>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private var nextToClaim = 0
    private var nextToTake = 0
    private var ready: [Int: Value] = [:]
    private var failure: Error?

    init(count: Int, window: Int) {
        self.count = count
        self.window = window
    }

    /// The next position to produce, waiting while too many finished values are queued; nil when done or failed.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while failure == nil, nextToClaim < count, nextToClaim >= nextToTake + window { condition.wait() }
        guard failure == nil, nextToClaim < count else { return nil }
        defer { nextToClaim += 1 }
        return nextToClaim
    }

    func deliver(_ value: Value, at position: Int) {
        condition.lock()
        ready[position] = value
        condition.broadcast()
        condition.unlock()
    }

    func fail(_ error: Error) {
        condition.lock()
        if failure == nil { failure = error }
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for the value at `position` (positions are taken in order).
    func take(_ position: Int) throws -> Value {
        condition.lock()
        defer { condition.unlock() }
        while ready[position] == nil, failure == nil { condition.wait() }
        if let failure { throw failure }
        nextToTake = position + 1
        condition.broadcast()
        return ready.removeValue(forKey: position)!
    }
}
