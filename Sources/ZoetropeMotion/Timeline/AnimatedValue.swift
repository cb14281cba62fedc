import Foundation

/// The presented value of one animatable attribute, as a pure function of time.
///
/// Model changes are recorded in time order with the animation of their transaction; `value(at:)` then answers
/// for any time, in any order, from precomputed trajectories (architecture.md, principle 2). A change while an
/// animation runs follows fidelity.md §4: the retargetable spring family merges (position and velocity kept,
/// §4.1); everything else is combined by the chained rule (§4.2). A change without animation while an animation
/// runs shifts the running animation by the change, as SwiftUI's presented = model − interval + offset does (§0).
package struct AnimatedValue<Value: VectorArithmetic> {
    /// The state in force from `time` until the next segment.
    struct Segment {
        var time: Double
        /// Before the model: sampling reads the state next to the time, and the model only once it has finished.
        var state: AnimatorState<Value>?
        var model: Value

        init(time: Double, model: Value, state: AnimatorState<Value>?) {
            self.time = time
            self.state = state
            self.model = model
        }

        func presentedValue(at time: Double) -> Value {
            guard let state, let offset = state.presentedOffset(at: time) else { return model }
            return state.base + offset
        }

        /// `presentedValue(at:)` of the segment `segment` points to, read where it is: its animation state is not
        /// copied out (a copy retains and releases the animation and plans it holds, and copies its bytes), and it is
        /// read next to the segment's time, which finding the segment has just read.
        static func presentedValue(at time: Double, of segment: UnsafePointer<Segment>) -> Value {
            guard segment.pointee.state != nil, let optional = segment.pointer(to: \.state) else {
                return segment.pointee.model
            }
            // A single-payload enum keeps its payload at offset 0 (Swift's ABI): a present state is where the
            // optional is.
            let state = UnsafeRawPointer(optional).assumingMemoryBound(to: AnimatorState<Value>.self)
            guard let offset = AnimatorState.presentedOffset(at: time, of: state) else { return segment.pointee.model }
            return state.pointee.base + offset
        }
    }

    /// Read by `FrozenTracks`, which keeps the common shapes of track flat for sampling.
    private(set) var segments: [Segment] = []
    let initialValue: Value
    private var lastFinish: Double?
    private var lastLogical: Double?

    /// The value the latest change set.
    public private(set) var modelValue: Value

    /// One recorded model change, for motion specs.
    public struct Change {
        /// Scene seconds.
        public var time: Double
        /// The model value before and after.
        public var from: Value
        public var to: Value
        /// The animation's SwiftUI spelling; nil for a change without animation.
        public var animation: String?
        /// When the animation driving the value became logically complete and when it finishes, as known at this
        /// change (a later change may extend them); nil without animation.
        public var logicalCompletion: Double?
        public var finish: Double?
    }

    /// Every model change, in time order.
    public private(set) var changes: [Change] = []

    /// A value that starts at `initial` and has no animation.
    public init(_ initial: Value) {
        modelValue = initial
        initialValue = initial
    }

    /// Records a model change at `time` seconds (not before the previous change — an earlier or NaN time counts as
    /// the previous change's time; several changes at one time are fine);
    /// `animation` nil changes the value without animation. Setting the current model value again does nothing,
    /// as in SwiftUI, which only animates changes.
    public mutating func set(_ newValue: Value, at time: Double, animation: Animation?) {
        let time = time.isFinite ? max(time, segments.last?.time ?? time) : (segments.last?.time ?? 0)
        guard newValue != modelValue else { return }
        let delta = newValue - modelValue
        var state = segments.last?.state
        if let running = state, time >= running.finishTime { state = nil }
        if var running = state {
            if let animation {
                running = Self.retarget(running, with: animation.node, delta: delta, at: time)
                lastLogical = running.logicalTime
            } else {
                running.base += delta
            }
            state = running
        } else if let animation {
            let plan = AnimationPlan(animation.node, interval: delta)
            let head = AnimatorState<Value>.Entry(plan: plan, start: time, target: delta)
            state = AnimatorState(begin: time, base: modelValue, interval: delta, latest: animation.node, head: head)
            lastLogical = head.logicalTime
        }
        if let state { lastFinish = state.finishTime }
        changes.append(Change(time: time, from: modelValue, to: newValue, animation: animation?.description,
                              logicalCompletion: animation == nil ? nil : lastLogical,
                              finish: animation == nil ? nil : state?.finishTime))
        modelValue = newValue
        segments.append(Segment(time: time, model: newValue, state: state))
    }

    /// Ends whatever animates the value at `time`: from then on the value holds what was presented there, as the
    /// new model (a finger landing on a gliding scroll view stops it where it is). Nothing changes when nothing runs.
    public mutating func stop(at time: Double) {
        guard time.isFinite, isAnimating(at: time) else { return }
        let time = max(time, segments.last?.time ?? time)
        let shown = value(at: time)
        changes.append(Change(time: time, from: modelValue, to: shown, animation: nil, logicalCompletion: nil, finish: nil))
        modelValue = shown
        segments.append(Segment(time: time, model: shown, state: nil))
    }

    /// The presented value at `time` seconds.
    @_specialize(exported: true, where Value == _Vector4)
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
    @_specialize(where Value == AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>)
    public func value(at time: Double) -> Value {
        let index = segmentIndex(at: time)
        guard index >= 0 else { return initialValue }
        return segments[index].presentedValue(at: time)
    }

    /// The presented value at `time` of the track `track` points to, read where it is: neither the track nor its
    /// segment is copied. A frame samples thousands of tracks in place this way (`FrozenTracks`); a copy
    /// retains and releases the arrays and animation state each holds, writing to memory the frame otherwise only
    /// reads.
    @_specialize(exported: true, where Value == _Vector4)
    package static func value(at time: Double, of track: UnsafePointer<AnimatedValue>) -> Value {
        track.pointee.segments.withUnsafeBufferPointer { segments in
            var lo = 0, hi = segments.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if segments[mid].time <= time { lo = mid + 1 } else { hi = mid }
            }
            guard lo > 0, let base = segments.baseAddress else { return track.pointee.initialValue }
            return Segment.presentedValue(at: time, of: base + (lo - 1))
        }
    }

    /// The presented velocity at `time` (value units per second); zero when nothing animates.
    public func velocity(at time: Double) -> Value {
        guard let segment = segment(at: time), let state = segment.state, let offset = state.offset(at: time) else { return .zero }
        return offset.velocity
    }

    /// Whether an animation is still running at `time`.
    public func isAnimating(at time: Double) -> Bool {
        guard let segment = segment(at: time), let state = segment.state else { return false }
        return time < state.finishTime
    }

    /// The SwiftUI spelling of the animation driving the value at `time` (the latest one merged into it), or nil
    /// when nothing animates then.
    public func runningAnimation(at time: Double) -> String? {
        guard let segment = segment(at: time), let state = segment.state, time < state.finishTime else { return nil }
        return AnimationDescription.describe(state.latest)
    }

    /// When every recorded animation has finished and been removed (for springs the |v|, |F| ≤ 0.06 and 1 % rule
    /// of §1.3); nil when no animation was recorded, `.infinity` for animations that never finish.
    public var finishTime: Double? { lastFinish }

    /// When the latest animation became logically complete (§1.3 for springs: response after it (re)started;
    /// timing curves: their end, §2.2); nil when no animation was recorded.
    public var logicalCompletionTime: Double? { lastLogical }

    /// The last segment starting at or before `time`.
    private func segment(at time: Double) -> Segment? {
        let index = segmentIndex(at: time)
        return index < 0 ? nil : segments[index]
    }

    /// Index of the last segment starting at or before `time`, −1 if none.
    @inline(__always) private func segmentIndex(at time: Double) -> Int {
        var lo = 0, hi = segments.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if segments[mid].time <= time { lo = mid + 1 } else { hi = mid }
        }
        return lo - 1
    }
}

/// Safe to share across threads: every stored trajectory is immutable once `set` returns, and sampling only reads.
/// (`@unchecked` because a custom animation's `AnimationState` may hold values the compiler cannot check.)
extension AnimatedValue: @unchecked Sendable where Value: Sendable {}
