import Testing
@testable import ZoetropeMotion

/// Timing curves against reference_values.txt §F (Bézier y(x) and slopes) and §G (circular curves, easeInOut
/// in time with delay and speed).
@Suite struct TimingCurveTests {
    static let xs = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]
    static let curves: [(String, UnitCurve, [Double], [Double])] = [
        ("linear", .linear, [0.100000, 0.200000, 0.300000, 0.400000, 0.500000, 0.600000, 0.700000, 0.800000, 0.900000],
         [1, 1, 1, 1, 1, 1, 1, 1, 1]),
        ("easeIn", .easeIn, [0.017027, 0.062282, 0.129577, 0.214861, 0.315357, 0.429120, 0.554814, 0.691634, 0.839428],
         [0.3242, 0.5709, 0.7684, 0.9327, 1.0740, 1.1991, 1.3135, 1.4226, 1.5351]),
        ("easeOut", .easeOut, [0.160572, 0.308366, 0.445186, 0.570880, 0.684643, 0.785139, 0.870423, 0.937718, 0.982973],
         [1.5351, 1.4226, 1.3135, 1.1991, 1.0740, 0.9327, 0.7684, 0.5709, 0.3242]),
        ("easeInOut", .easeInOut, [0.019722, 0.081660, 0.187396, 0.331884, 0.500000, 0.668116, 0.812604, 0.918340, 0.980278],
         [0.4022, 0.8398, 1.2672, 1.5972, 1.7241, 1.5972, 1.2672, 0.8398, 0.4022]),
        ("CA default", .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1)),
         [0.094796, 0.295244, 0.513315, 0.682541, 0.802403, 0.885229, 0.940765, 0.975625, 0.994316],
         [1.5398, 2.2821, 1.9693, 1.4251, 0.9941, 0.6785, 0.4430, 0.2616, 0.1174]),
        ("circularEaseIn", .circularEaseIn, [0.005013, 0.020204, 0.046061, 0.083485, 0.133975, 0.200000, 0.285857, 0.400000, 0.564110], []),
        ("circularEaseOut", .circularEaseOut, [0.435890, 0.600000, 0.714143, 0.800000, 0.866025, 0.916515, 0.953939, 0.979796, 0.994987], []),
        ("circularEaseInOut", .circularEaseInOut, [0.010102, 0.041742, 0.100000, 0.200000, 0.500000, 0.800000, 0.900000, 0.958258, 0.989898], []),
    ]

    @Test(arguments: curves.map(\.0))
    func unitCurveValuesAndSlopes(name: String) {
        let (_, curve, values, slopes) = Self.curves.first { $0.0 == name }!
        for (i, x) in Self.xs.enumerated() {
            #expect(abs(curve.value(at: x) - values[i]) < 1e-6, "\(name) y(\(x))")
            if !slopes.isEmpty { #expect(abs(curve.velocity(at: x) - slopes[i]) < 1e-4, "\(name) y'(\(x))") }
        }
    }

    /// Circular slopes by hand: d/dp (1 − √(1 − p²)) = p/√(1 − p²); at 0.6 that is 0.6/0.8 = 0.75.
    @Test func circularSlopesByHand() {
        #expect(abs(UnitCurve.circularEaseIn.velocity(at: 0.6) - 0.75) < 1e-12)
        #expect(abs(UnitCurve.circularEaseOut.velocity(at: 0.4) - 0.75) < 1e-12)
        // In-out at 0.3: 2p/√(1 − 4p²) = 0.6/0.8.
        #expect(abs(UnitCurve.circularEaseInOut.velocity(at: 0.3) - 0.75) < 1e-12)
    }

    /// §G: easeInOut(0.35) in time, with delay(0.1), speed(2) and delay(0.1).speed(2).
    @Test func easeInOutInTimeWithModifiers() {
        let ts = [0.0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35]
        let table: [(Animation, [Double])] = [
            (.easeInOut(duration: 0.35), [0.000000, 0.040904, 0.169702, 0.378431, 0.621569, 0.830298, 0.959096, 1.000000]),
            (.easeInOut(duration: 0.35).delay(0.1), [0.000000, 0.000000, 0.000000, 0.040904, 0.169702, 0.378431, 0.621569, 0.830298]),
            (.easeInOut(duration: 0.35).speed(2), [0.000000, 0.169702, 0.621569, 0.959096, 1.000000, 1.000000, 1.000000, 1.000000]),
            (.easeInOut(duration: 0.35).delay(0.1).speed(2), [0.000000, 0.000000, 0.169702, 0.621569, 0.959096, 1.000000, 1.000000, 1.000000]),
        ]
        for (animation, expected) in table {
            var value = AnimatedValue(0.0)
            value.set(1, at: 0, animation: animation)
            for (t, e) in zip(ts, expected) {
                #expect(abs(value.value(at: t) - e) < 1e-6, "\(animation) at \(t)")
            }
        }
    }

    /// `.easeInOut` defaults to 0.35 s and finishes then; `speed(s).delay(d)` keeps a real delay d (§3).
    @Test func defaultsAndModifierOrder() {
        var value = AnimatedValue(0.0)
        value.set(1, at: 0, animation: .easeInOut)
        #expect(value.finishTime == 0.35)
        #expect(value.logicalCompletionTime == 0.35)
        var other = AnimatedValue(0.0)
        other.set(1, at: 0, animation: .easeInOut(duration: 0.35).speed(2).delay(0.1))
        // base(s·max(0, t − d)): at 0.15 the base sees 0.1 → §G value 0.169702.
        #expect(abs(other.value(at: 0.15) - 0.169702) < 1e-6)
        #expect(abs(other.finishTime! - 0.275) < 1e-12)
    }
}
