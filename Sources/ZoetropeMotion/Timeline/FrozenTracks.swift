import Foundation

/// A timeline's vector tracks, made ready for sampling once they are final: a frame reads them by position.
///
/// Most tracks of a scene change once, with one timing curve or spring (a delay at most), or not at all. For those
/// flat records hold what sampling reads, side by side in arrays in the order given (the order a frame visits them).
/// Read through the track itself, the same sample goes from the track to its segments' buffer, to the animation state
/// inside, to the plan's boxes (one for a delay, one for the curve) and to a 72-byte row of the spring's table: five
/// or six cache lines, in a large scene far from the previous track's. Flat, a running spring reads a 96-byte record
/// and one number of its spring's progress column (`units`, shared by every track of that spring). Any other track
/// (several changes, merged springs, a chained combine, repeats, a speed, a custom animation) is read through the
/// track. Both read the same numbers with the same operations: the values are the same to the bit.
package struct FrozenTracks {
    private var tracks: ContiguousArray<AnimatedValue<_Vector4>> = []
    /// What a running animation reads, one per track.
    private var records: ContiguousArray<Record> = []
    /// The values before and after the change, one per track.
    private var ends: ContiguousArray<Ends> = []
    /// The curves of the timing-curve records, each at its record's `start`.
    private var curves: ContiguousArray<ProgressCurve> = []
    /// The progress column (x for a unit distance from rest, one number per 1/300 s step) of every spring table met,
    /// one after another, and where each table's starts.
    private var units: ContiguousArray<Double> = []
    private var unitStarts: [UnsafeRawPointer: Int32] = [:]

    package init() {}

    package var isEmpty: Bool { tracks.isEmpty }
    package var count: Int { tracks.count }

    package mutating func reserveCapacity(_ capacity: Int) {
        tracks.reserveCapacity(capacity)
        records.reserveCapacity(capacity)
        ends.reserveCapacity(capacity)
    }

    package mutating func append(_ track: AnimatedValue<_Vector4>) {
        tracks.append(track)
        ends.append(Ends(initial: track.initialValue, model: track.modelValue))
        records.append(record(of: track))
    }

    /// The presented value at `time` of the track at `index` (`AnimatedValue.value(at:)`), read in place.
    package func value(at time: Double, of index: Int) -> _Vector4 {
        records.withUnsafeBufferPointer { records in
            let record = records.baseAddress! + index
            let kind = record.pointee.kind
            if kind == .general {
                return tracks.withUnsafeBufferPointer { AnimatedValue.value(at: time, of: $0.baseAddress! + index) }
            }
            // Before the change (or never changed): the initial value; NaN as the track does.
            guard record.pointee.time <= time else { return ends.withUnsafeBufferPointer { $0[index].initial } }
            // As `AnimatorState.presentedOffset(at:of:)`, `AnimationPlan.offset(at:interval:)` and
            // `ProgressCurve.fraction(at:)` compute it (the head animation starts at the change).
            var elapsed = time - record.pointee.time
            if kind.isDelayed { elapsed = max(0, elapsed - record.pointee.delay) }
            let fraction: Double?
            switch kind {
            case .spring, .delayedSpring:
                let n = FluidSpringModel.steps(at: elapsed)
                fraction = n < Int(record.pointee.finishStep)
                    ? units.withUnsafeBufferPointer { $0[Int(record.pointee.start) + n] } : nil
            case .curve, .delayedCurve:
                fraction = curves.withUnsafeBufferPointer { $0[Int(record.pointee.start)] }.fraction(at: elapsed)
            case .general, .held:
                fraction = nil
            }
            guard let fraction else { return ends.withUnsafeBufferPointer { $0[index].model } }
            return record.pointee.base + record.pointee.interval.scaled(by: fraction)
        }
    }

    /// Where the record of the track at `index` is in memory (for prefetching: valid while this is not changed).
    package func recordAddress(of index: Int) -> UInt {
        records.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress.map { UnsafeRawPointer($0 + index) }) }
    }

    /// The flat record of `track`: a `.general` one unless the track has the shape described above.
    private mutating func record(of track: AnimatedValue<_Vector4>) -> Record {
        var record = Record(kind: .general)
        let segments = track.segments
        if segments.isEmpty { record.kind = .held }
        guard segments.count == 1 else { return record }
        let segment = segments[0]
        guard let state = segment.state else {
            record.kind = .held
            record.time = segment.time
            return record
        }
        guard state.entries.isEmpty, state.head.start == segment.time else { return record }
        let curve: ProgressCurve, delayed: Bool
        switch state.head.plan {
        case let .progress(found):
            (curve, delayed) = (found, false)
        case let .delay(.progress(found), seconds):
            (curve, delayed) = (found, true)
            record.delay = seconds
        default:
            return record
        }
        if case let .fluid(basis, _) = curve {
            // Every step before the finish has its row (what `ProgressCurve.fraction(at:)` reads), and positions fit
            // the record's 32 bits; otherwise the track is read through itself.
            guard basis.finishStep <= basis.table.count / 9, let start = unitColumn(of: basis.table) else { return record }
            record.kind = delayed ? .delayedSpring : .spring
            record.start = start
            record.finishStep = Int32(basis.finishStep)
        } else {
            guard curves.count < Int(Int32.max) else { return record }
            record.kind = delayed ? .delayedCurve : .curve
            record.start = Int32(curves.count)
            curves.append(curve)
        }
        record.time = segment.time
        record.base = state.base
        record.interval = state.head.target
        return record
    }

    /// The kind of record `track` gets (for tests).
    mutating func flatKind(of track: AnimatedValue<_Vector4>) -> Record.Kind { record(of: track).kind }

    /// Where `table`'s progress column starts in `units` (added the first time the table is met); nil for an empty
    /// table or past 32-bit positions. A table is known by its buffer: the tracks kept here hold every table met, so
    /// no buffer is freed and its address reused while this lives.
    private mutating func unitColumn(of table: [Double]) -> Int32? {
        table.withUnsafeBufferPointer { table in
            guard let base = table.baseAddress, units.count + table.count / 9 <= Int(Int32.max) else { return nil }
            let key = UnsafeRawPointer(base)
            if let start = unitStarts[key] { return start }
            let start = Int32(units.count)
            for row in stride(from: 0, to: table.count - 8, by: 9) { units.append(table[row]) }
            unitStarts[key] = start
            return start
        }
    }

    struct Record {
        enum Kind: UInt8 {
            /// Read through the track.
            case general
            /// `initial` before `time` (or always, when `time` is infinite), `model` from then on.
            case held
            /// One change at `time`, animated from `base` across `interval` by a spring from rest whose progress column
            /// begins at `units[start]` and which finishes at step `finishStep`, or by `curves[start]`; after `delay`
            /// for the delayed kinds.
            case spring, delayedSpring, curve, delayedCurve

            var isDelayed: Bool { self == .delayedSpring || self == .delayedCurve }
        }

        var time = Double.infinity
        var delay = 0.0
        var start: Int32 = 0
        var finishStep: Int32 = 0
        var kind: Kind
        var base = _Vector4.zero
        var interval = _Vector4.zero
    }

    struct Ends {
        var initial: _Vector4
        var model: _Vector4
    }
}
