import Foundation

/// The 300 Hz half-step integrator of SwiftUI's retargetable springs (fidelity.md §1.3), run once per animation
/// for three unit inputs so that any vector trajectory is a linear combination of scalar sequences.
///
/// The integrator is linear in (remaining distance E, initial velocity v0, initial force F0), and stiffness and
/// damping are the same for every component, so the state after n steps is
/// x_n = x0 + E·p_n + v0·q_n + F0·w_n (and likewise for velocity and force). The finish rule needs magnitudes
/// of whole vectors; those are quadratic forms in the Gram matrix of (E, v0, F0), so the finish step is found
/// without touching the vector type again. Sampling then costs one table lookup.
struct FluidSpringBasis: Sendable {
    /// Dot products of the three input vectors, in the value's own units.
    struct Gram: Sendable {
        var ee = 0.0, vv = 0.0, ff = 0.0, ev = 0.0, ef = 0.0, vf = 0.0

        func form(_ a: Double, _ b: Double, _ c: Double) -> Double {
            a * a * ee + b * b * vv + c * c * ff + 2 * (a * b * ev + a * c * ef + b * c * vf)
        }
    }

    /// Nine numbers per step n = 0 ..< finishStep (and possibly more, unused): (x, v, F) for unit E, unit v0,
    /// unit F0.
    let table: [Double]
    /// The first step after the start (n ≥ 1) at which the finish rule holds, or the cut-off bound: from then on the
    /// spring is removed.
    let finishStep: Int
    /// Whether v0 and F0 are zero, in which case only the E column matters.
    let startsAtRest: Bool

    /// Integrates `model` for the inputs whose Gram matrix is `gram`; `distanceSquared` is |D|² for the 1 % rule.
    /// The rows depend on the model alone (only where they stop depends on the inputs), so they come from
    /// `FluidSpringRows`, shared by every animation of the same spring.
    init(model: FluidSpringModel, gram: Gram, distanceSquared: Double, startsAtRest: Bool) {
        var table = FluidSpringRows.rows(of: model, count: 512)
        let tolerance = 1e-4 * distanceSquared
        var n = 0
        while true {
            if 9 * n >= table.count {
                let longer = FluidSpringRows.rows(of: model, count: 2 * n)
                if longer.count == table.count { break }  // the cut-off bound: no further rows exist
                table = longer
            }
            let i = 9 * n
            let s = (table[i], table[i + 1], table[i + 2], table[i + 3], table[i + 4], table[i + 5],
                     table[i + 6], table[i + 7], table[i + 8])
            // Finish rule (§1.3): |v|², |F|² ≤ 0.0036 and remaining ≤ 1 % of |D| (or D = 0).
            let v2 = gram.form(s.1, s.4, s.7)
            let f2 = gram.form(s.2, s.5, s.8)
            let r2 = gram.form(1 - s.0, -s.3, -s.6)
            // An explicit step diverges for very heavy damping (c·dt > 4); such a spring is cut off as soon as its
            // unit position leaves [−10, 10] (a real spring never overshoots that far) and snaps to its target.
            let finite = v2.isFinite && f2.isFinite && r2.isFinite && abs(s.0) <= 10
            // The rule is first asked after one step. SwiftUI evaluates an animation only at a frame time after the
            // change that started it or merged it in (§0, §4.1), so its integrator has always moved by the time the
            // rule is checked; at the instant it takes over, a spring shows where it took over. Without this, a
            // spring that merges into a timing curve (which hands over no velocity or force) and heads back to where
            // the state began (D = 0) would meet the "D is zero" clause at rest and snap to its target at once.
            let settled = n > 0 && max(v2, f2) <= 0.0036 && !(tolerance > 0 && tolerance < r2)
            if !finite || settled { break }
            if n >= FluidSpringModel.maximumSteps { break }
            n += 1
        }
        self.table = table
        self.finishStep = n
        self.startsAtRest = startsAtRest
    }

    /// The E-column coefficients (position, velocity, force) at step `n` < finishStep.
    @inline(__always) func unit(_ n: Int) -> (x: Double, v: Double, f: Double) {
        let i = 9 * n
        return (table[i], table[i + 1], table[i + 2])
    }

    /// All nine coefficients at step `n` < finishStep.
    @inline(__always) func row(_ n: Int) -> ArraySlice<Double> { table[(9 * n) ..< (9 * n + 9)] }
}

/// The integrated rows of each spring model, computed once and shared by every animation of that spring: a scene
/// of thousands of views animating with the same few springs stores a few tables, not thousands (a table is 72
/// bytes per 1/300 s step, about 30 KB for a typical spring).
///
/// Rows are extended on demand by continuing the same recurrence from the last row, so a table is the same numbers
/// whether it was computed in one go or in several. Tables are immutable arrays handed out by value (shared
/// storage): a holder keeps its rows when the cache is extended or emptied.
enum FluidSpringRows {
    /// Beyond this many models, or this many numbers in all (128 MB), the cache starts over (the tables already
    /// handed out stay with their holders): many different long springs (a fuzzer's, a generated scene's) cannot
    /// grow it without bound.
    static let capacity = 4096
    static let numberBudget = 16 << 20
    private static let lock = NSLock()
    nonisolated(unsafe) private static var tables: [FluidSpringModel: [Double]] = [:]
    nonisolated(unsafe) private static var stored = 0

    /// At least `count` rows of `model` (9 numbers each), or all of them up to the cut-off bound (maximumSteps + 1
    /// rows: the rule is asked at step maximumSteps too).
    static func rows(of model: FluidSpringModel, count: Int) -> [Double] {
        let wanted = min(count, FluidSpringModel.maximumSteps + 1)
        // Models with a NaN never equal themselves as keys: they are integrated each time, not cached.
        let cacheable = model.response.isFinite && model.dampingFraction.isFinite && model.blendDuration.isFinite
            && model.blendInterval.isFinite && model.blendOffset.isFinite
        lock.lock()
        defer { lock.unlock() }
        var table = cacheable ? tables[model] ?? [] : []
        if table.count >= 9 * wanted { return table }
        extend(&table, of: model, to: wanted)
        if cacheable {
            let replaced = tables[model]?.count ?? 0
            if tables.count >= capacity || stored - replaced + table.count > numberBudget {
                tables.removeAll()
                stored = 0
            } else {
                stored -= replaced
            }
            tables[model] = table
            stored += table.count
        }
        return table
    }

    /// Appends rows of the half-step integrator (fidelity.md §1.3) until `table` has `count` rows.
    private static func extend(_ table: inout [Double], of model: FluidSpringModel, to count: Int) {
        let dt = 1 / FluidSpringModel.stepsPerSecond
        let zeta = model.dampingFraction
        var n = table.count / 9
        var s: (Double, Double, Double, Double, Double, Double, Double, Double, Double) = (0, 0, 0, 0, 1, 0, 0, 0, 1)
        if n > 0 {
            let i = 9 * (n - 1)
            s = (table[i], table[i + 1], table[i + 2], table[i + 3], table[i + 4], table[i + 5], table[i + 6],
                 table[i + 7], table[i + 8])
        } else {
            table.append(contentsOf: [s.0, s.1, s.2, s.3, s.4, s.5, s.6, s.7, s.8])
            n = 1
        }
        table.reserveCapacity(9 * count)
        while n < count {
            // Row n is the state after n steps; the stiffness of step n is the one at t = n·dt.
            let k = model.stiffness(at: Double(n) * dt)
            let c = 2 * k.squareRoot() * zeta
            // Half step: v½ = v + F·dt/2; x += v½·dt; F = k·(target − x) − c·v½; v = v½ + F·dt/2.
            var h = s.1 + s.2 * (dt / 2)
            s.0 += h * dt
            s.2 = k * (1 - s.0) - c * h
            s.1 = h + s.2 * (dt / 2)
            h = s.4 + s.5 * (dt / 2)
            s.3 += h * dt
            s.5 = k * (0 - s.3) - c * h
            s.4 = h + s.5 * (dt / 2)
            h = s.7 + s.8 * (dt / 2)
            s.6 += h * dt
            s.8 = k * (0 - s.6) - c * h
            s.7 = h + s.8 * (dt / 2)
            table.append(contentsOf: [s.0, s.1, s.2, s.3, s.4, s.5, s.6, s.7, s.8])
            n += 1
        }
    }
}
