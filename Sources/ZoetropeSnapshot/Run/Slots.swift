import Foundation

/// Results written by several threads into their own slots.
final class Slots<Value>: @unchecked Sendable {
    private var values_: [Value?]
    private let lock = NSLock()

    init(count: Int) { values_ = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        values_[index] = value
        lock.unlock()
    }

    var values: [Value] { values_.map { $0! } }
}
