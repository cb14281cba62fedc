import Foundation

/// Live content by path and time, at most `capacity` entries: the oldest made is dropped first. Content is a pure
/// function of its time, so a dropped entry is made again the same when needed; two threads that make the same
/// entry at once make the same nodes, and the first stored is kept.
final class LiveContentCache: @unchecked Sendable {
    private struct Key: Hashable {
        let path: String
        let time: Double
    }

    private let lock = NSLock()
    private var content: [Key: [Node]] = [:]
    private var order: [Key] = []
    private var head = 0
    let capacity: Int

    init(capacity: Int = 512) {
        self.capacity = capacity
    }

    /// How many entries are kept now.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return content.count
    }

    func children(path: String, time: Double, make: () -> [Node]) -> [Node] {
        let key = Key(path: path, time: time)
        lock.lock()
        if let cached = content[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let stored = content[key] { return stored }
        content[key] = made
        order.append(key)
        if content.count > capacity {
            content[order[head]] = nil
            head += 1
            if head > capacity {
                order.removeFirst(head)
                head = 0
            }
        }
        return made
    }
}
