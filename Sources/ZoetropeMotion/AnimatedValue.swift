import Foundation

/// The presented value of one animatable attribute, as a pure function of time.
///
/// Model changes are recorded in time order with the animation of their transaction; `value(at:)` then
/// answers for any time, in any order (architecture.md, principle 2). Interruption follows fidelity.md §4.
public struct AnimatedValue<Value: VectorArithmetic> {
    struct Change {
        var time: Double
        var from: Value
        var to: Value
        var animation: Animation?
    }
    private var changes: [Change] = []
    /// The value the latest change set.
    public private(set) var modelValue: Value
    private let initialValue: Value

    /// A value that starts at `initial` and has no animation.
    public init(_ initial: Value) {
        modelValue = initial
        initialValue = initial
    }

    /// Records a model change at `time` (seconds, not before the previous change); `nil` jumps.
    public mutating func set(_ newValue: Value, at time: Double, animation: Animation?) {
        let current = value(at: time)
        changes.append(Change(time: time, from: current, to: newValue, animation: animation))
        modelValue = newValue
    }

    /// The presented value at `time`.
    public func value(at time: Double) -> Value {
        guard let index = changes.lastIndex(where: { $0.time <= time }) else { return initialValue }
        let change = changes[index]
        guard let animation = change.animation else { return change.to }
        let (fraction, done) = animation.progress(at: time - change.time)
        if done { return change.to }
        return change.from + (change.to - change.from).scaled(by: fraction)
    }

    /// Whether an animation is still running at `time`.
    public func isAnimating(at time: Double) -> Bool {
        guard let end = finishTime else { return false }
        return time < end
    }

    /// When the last recorded animation finishes (the value is removed from the animation system), or nil
    /// when no animation was recorded. `.infinity` for animations that never finish.
    public var finishTime: Double? {
        guard let last = changes.last, let animation = last.animation else { return nil }
        var t = 0.0
        while t < 60 {
            if animation.progress(at: t).1 { return last.time + t }
            t += 1.0 / 300
        }
        return .infinity
    }

    /// When the last recorded animation becomes logically complete, or nil when none was recorded.
    public var logicalCompletionTime: Double? { finishTime }
}
