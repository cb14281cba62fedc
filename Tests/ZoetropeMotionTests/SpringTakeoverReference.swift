@testable import ZoetropeMotion

/// A spring that merges into a running timing curve and heads back to where the value started (issue 11, item 1):
/// expected 60 fps values from an independent Python derivation, run once and pasted here (not produced by our code).
///
/// Model (fidelity.md §1.3, §4.1), x = offset from the start value, D = new target − start value:
/// * at the takeover t1: x0 = (curve target − start)·curve(t1 / duration), with the Bézier solved by `scipy.brentq`
///   to 1e-15 (unquantised); v0 = the curve's velocity if it reports one (a `UnitCurve` animation does, a classic
///   Bézier does not → 0); F0 = 0 (a curve has no force);
/// * step dt = 1/300 s: vh = v + F·dt/2; x += vh·dt; F = k·(D − x) − c·vh; v = vh + F·dt/2, with k = (2π/r)²,
///   c = 2ζ√k; by time t the spring has taken n = ceil((t − t1)·300 − 1e-9) steps;
/// * finish rule, asked after every step and never before the first: |v|, |F| ≤ 0.06 and (D = 0 or
///   |D − x| ≤ 0.01·|D|); from then on the value is the target.
///
/// The script (python3 + scipy), abridged to what produced these rows:
///
///     def run(start, target0, curve, duration, v0, t1, new_target, response, zeta):
///         x = (target0 - start) * curve(t1 / duration); v, F = v0, 0.0
///         D = new_target - start; k = (2 * pi / response) ** 2; c = 2 * zeta * sqrt(k); dt = 1 / 300
///         states, finish = [(x, v, F)], None
///         while finish is None:
///             vh = v + F * dt / 2; x += vh * dt; F = k * (D - x) - c * vh; v = vh + F * dt / 2
///             states.append((x, v, F))
///             if max(v * v, F * F) <= 0.0036 and (D == 0 or (D - x) ** 2 <= (0.01 * D) ** 2):
///                 finish = len(states) - 1
///         frame = round(t1 * 60); rows = []
///         while True:
///             m = max(0, ceil((frame / 60 - t1) * 300 - 1e-9))
///             if m >= finish: rows.append(new_target); break
///             rows.append(start + states[m][0]); frame += 1
///         return finish, rows          # printed with 6 decimals
///
/// `values[0]` is the takeover frame (t1 · 60); the last value is the first frame that shows the target exactly.
enum SpringTakeoverReference {
    struct Case: Sendable {
        var name: String
        /// The curve, as `zoetrope curve` spells it, and the same as an `Animation`.
        var curveSource: String
        var curve: Animation
        var from: Double
        var to: Double
        /// Takeover time (s), a whole 60 fps frame.
        var takeover: Double
        var newTarget: Double
        var springSource: String
        var spring: Animation
        /// The velocity the curve hands over (units/s).
        var handedVelocity: Double
        /// The first step at which the finish rule holds, counted from the takeover.
        var finishStep: Int
        var values: [Double]

        var takeoverFrame: Int { Int((takeover * 60).rounded()) }
        var settledFrame: Int { takeoverFrame + values.count - 1 }
        /// Where the value is animated to, with the spring's `--retarget` argument.
        var retargetArgument: String { "\(takeover):\(newTarget):\(springSource)" }
    }

    /// easeInOut(0.4) = 0.3318838700976465 (scipy.brentq on the Bézier, §2.2).
    static let easeInOutAt04 = 0.3318838700976465

    static let easeBackToZero = Case(
        name: "easeInOut 0→100, .smooth back to 0 at 0.4 s", curveSource: ".easeInOut(duration: 1)",
        curve: .easeInOut(duration: 1), from: 0, to: 100, takeover: 0.4, newTarget: 0,
        springSource: ".smooth", spring: .smooth, handedVelocity: 0, finishStep: 349, values: [
            33.188387, 32.654271, 31.102172, 28.950178, 26.490409, 23.922860, 21.380642, 18.948768, 16.678045, 14.595322,
            12.710982, 11.024398, 9.527850, 8.209332, 7.054506, 6.048066, 5.174642, 4.419392, 3.768366, 3.208703,
            2.728720, 2.317929, 1.967000, 1.667697, 1.412791, 1.195975, 1.011769, 0.855428, 0.722858, 0.610537,
            0.515444, 0.434990, 0.366961, 0.309470, 0.260909, 0.219909, 0.185307, 0.156114, 0.131494, 0.110736,
            0.093239, 0.078495, 0.066074, 0.055611, 0.046799, 0.039379, 0.033133, 0.027875, 0.023449, 0.019725,
            0.016591, 0.013954, 0.011736, 0.009870, 0.008300, 0.006979, 0.005869, 0.004935, 0.004149, 0.003489,
            0.002933, 0.002466, 0.002073, 0.001743, 0.001465, 0.001232, 0.001036, 0.000871, 0.000732, 0.000615,
            0.000000,
        ])

    static let easeBackToTwenty = Case(
        name: "easeInOut 20→100, .smooth back to 20 at 0.4 s", curveSource: ".easeInOut(duration: 1)",
        curve: .easeInOut(duration: 1), from: 20, to: 100, takeover: 0.4, newTarget: 20,
        springSource: ".smooth", spring: .smooth, handedVelocity: 0, finishStep: 342, values: [
            46.550710, 46.123417, 44.881738, 43.160142, 41.192327, 39.138288, 37.104514, 35.159014, 33.342436, 31.676257,
            30.168786, 28.819518, 27.622280, 26.567465, 25.643605, 24.838453, 24.139713, 23.535514, 23.014693, 22.566962,
            22.182976, 21.854343, 21.573600, 21.334157, 21.130233, 20.956780, 20.809415, 20.684342, 20.578286, 20.488430,
            20.412355, 20.347992, 20.293569, 20.247576, 20.208728, 20.175927, 20.148245, 20.124891, 20.105195, 20.088589,
            20.074592, 20.062796, 20.052859, 20.044488, 20.037439, 20.031503, 20.026506, 20.022300, 20.018760, 20.015780,
            20.013273, 20.011163, 20.009389, 20.007896, 20.006640, 20.005583, 20.004695, 20.003948, 20.003319, 20.002791,
            20.002346, 20.001973, 20.001659, 20.001394, 20.001172, 20.000986, 20.000828, 20.000696, 20.000585, 20.000000,
        ])

    /// `.linear` is a classic Bézier: it hands over no velocity.
    static let linearBackToZero = Case(
        name: "linear 0→100, .smooth back to 0 at 0.5 s", curveSource: ".linear(duration: 1)",
        curve: .linear(duration: 1), from: 0, to: 100, takeover: 0.5, newTarget: 0,
        springSource: ".smooth", spring: .smooth, handedVelocity: 0, finishStep: 360, values: [
            50.000000, 49.195327, 46.857011, 43.614921, 39.909154, 36.041010, 32.211030, 28.547286, 25.126326, 21.988598,
            19.149744, 16.608818, 14.354193, 12.367777, 10.627973, 9.111720, 7.795862, 6.658040, 5.677237, 4.834075,
            4.110956, 3.492078, 2.963386, 2.512470, 2.128441, 1.801798, 1.524282, 1.288745, 1.089022, 0.919806,
            0.776543, 0.655334, 0.552845, 0.466233, 0.393073, 0.331305, 0.279174, 0.235194, 0.198102, 0.166830,
            0.140470, 0.118257, 0.099543, 0.083780, 0.070505, 0.059327, 0.049916, 0.041995, 0.035328, 0.029717,
            0.024995, 0.021023, 0.017681, 0.014869, 0.012504, 0.010515, 0.008842, 0.007434, 0.006251, 0.005256,
            0.004419, 0.003715, 0.003123, 0.002626, 0.002208, 0.001856, 0.001560, 0.001312, 0.001103, 0.000927,
            0.000779, 0.000655, 0.000000,
        ])

    /// A `UnitCurve` timing curve reports its velocity (100 units/s), which the spring keeps (§4.1).
    static let unitLinearBackToZero = Case(
        name: "timingCurve(.linear) 0→100, .smooth back to 0 at 0.5 s", curveSource: ".timingCurve(.linear, duration: 1)",
        curve: .timingCurve(.linear, duration: 1), from: 0, to: 100, takeover: 0.5, newTarget: 0,
        springSource: ".smooth", spring: .smooth, handedVelocity: 100, finishStep: 364, values: [
            50.000000, 50.594892, 49.108487, 46.333211, 42.828354, 38.982007, 35.057371, 31.227282, 27.599838, 24.237342,
            21.170228, 18.407224, 15.942722, 13.762067, 11.845303, 10.169786, 8.711981, 7.448639, 6.357562, 5.418049,
            4.611129, 3.919653, 3.328279, 2.823400, 2.393035, 2.026691, 1.715227, 1.450713, 1.226292, 1.036054,
            0.874920, 0.738535, 0.623172, 0.525647, 0.443245, 0.373654, 0.314907, 0.265334, 0.223517, 0.188254,
            0.158525, 0.133470, 0.112358, 0.094573, 0.079593, 0.066979, 0.056358, 0.047417, 0.039891, 0.033557,
            0.028226, 0.023741, 0.019968, 0.016793, 0.014122, 0.011876, 0.009986, 0.008397, 0.007061, 0.005937,
            0.004991, 0.004197, 0.003528, 0.002966, 0.002494, 0.002096, 0.001762, 0.001482, 0.001246, 0.001047,
            0.000880, 0.000740, 0.000622, 0.000000,
        ])

    /// A bouncing spring (ζ 0.85) from a negative start, which overshoots the start on its way back.
    static let snappyBackToMinusThirty = Case(
        name: "easeInOut −30→50, .snappy back to −30 at 0.7 s", curveSource: ".easeInOut(duration: 1)",
        curve: .easeInOut(duration: 1), from: -30, to: 50, takeover: 0.7, newTarget: -30,
        springSource: ".snappy", spring: .snappy, handedVelocity: 0, finishStep: 308, values: [
            35.008327, 33.948899, 30.792410, 26.306142, 21.070832, 15.516266, 9.951607, 4.590921, -0.425565, -5.013979,
            -9.132577, -12.770317, -15.937797, -18.660168, -20.971689, -22.911611, -24.521154, -25.841329, -26.911454, -27.768183,
            -28.444939, -28.971649, -29.374681, -29.676953, -29.898123, -30.054852, -30.161100, -30.228430, -30.266306, -30.282390,
            -30.282802, -30.272366, -30.254828, -30.233046, -30.209156, -30.184715, -30.160819, -30.138207, -30.117338, -30.098466,
            -30.081690, -30.066997, -30.054303, -30.043470, -30.034334, -30.026719, -30.020442, -30.015329, -30.011213, -30.007944,
            -30.005383, -30.003409, -30.001915, -30.000810, -30.000016, -29.999466, -29.999106, -29.998892, -29.998785, -29.998758,
            -29.998786, -29.998851, -30.000000,
        ])

    static let all = [easeBackToZero, easeBackToTwenty, linearBackToZero, unitLinearBackToZero, snappyBackToMinusThirty]
}
