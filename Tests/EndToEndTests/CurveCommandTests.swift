import Foundation
import Testing

/// `zoetrope curve` reproduces the tables of ../shared/reference/reference_values.txt to 1e-6. Every expected
/// number below is copied from that file (an independent Python derivation), never produced by our code.
@Suite(.serialized) struct CurveCommandTests {
    static let times = [0.0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1.0]

    /// (Spring expression, animation expression, §B closed form, §C integrator, §D fluid(1), fluid(100), fluid(1000)).
    static let springs: [(String, String, [Double], [Double], [Double])] = [
        ("Spring(duration: 0.5, bounce: 0)", ".spring(duration: 0.5, bounce: 0)",
         [0.000000, 0.131311, 0.357740, 0.715416, 0.890034, 0.986399, 0.999524, 0.999953],
         [0.000000, 0.127702, 0.355779, 0.712916, 0.886455, 0.984469, 0.999293, 0.999912], [0.8333, 1.2667, 1.5000]),
        ("Spring(duration: 0.5, bounce: 0.15)", ".snappy",
         [0.000000, 0.138210, 0.388102, 0.786369, 0.956447, 1.006020, 1.000155, 0.999966],
         [0.000000, 0.133863, 0.385439, 0.783686, 0.952490, 1.004350, 1.000172, 0.999981], [0.5667, 1.0500, 1.4000]),
        ("Spring.bouncy", ".bouncy",
         [0.000000, 0.145715, 0.423302, 0.873711, 1.033930, 1.014498, 0.998779, 1.000072],
         [0.000000, 0.140482, 0.419604, 0.870853, 1.029657, 1.013297, 0.998982, 1.000052], [0.7667, 1.1333, 1.4833]),
        ("Spring(duration: 0.35, bounce: -0.2)", ".spring(duration: 0.35, bounce: -0.2)",
         [0.000000, 0.204172, 0.465799, 0.778794, 0.909752, 0.985009, 0.998985, 0.999831],
         [0.000000, 0.201534, 0.463903, 0.774575, 0.906105, 0.983724, 0.998825, 0.999796], [0.8500, 1.3833, 1.6500]),
        ("Spring(response: 0.15, dampingRatio: 0.86)", ".spring(response: 0.15, dampingFraction: 0.86)",
         [0.000000, 0.676635, 0.975876, 1.001449, 0.999976, 1.000000, 1.000000, 1.000000],
         [0.000000, 0.670047, 0.962962, 1.000502, 1.000007, 1.000000, 1.000000, 1.000000], [0.2000, 0.3667, 0.3833]),
        ("Spring(duration: 0.15, bounce: 0.15)", ".interactiveSpring",
         [0.000000, 0.681166, 0.979975, 1.001484, 0.999966, 1.000000, 1.000000, 1.000000],
         [0.000000, 0.674532, 0.966975, 1.000643, 1.000003, 1.000000, 1.000000, 1.000000], [0.2833, 0.3500, 0.4500]),
        ("Spring(response: 0.55, dampingRatio: 1)", ".default",
         [0.000000, 0.112512, 0.316461, 0.665624, 0.856214, 0.977810, 0.998911, 0.999864],
         [0.000000, 0.109132, 0.314469, 0.663640, 0.853062, 0.975601, 0.998537, 0.999781], [0.8833, 1.3833, 1.6167]),
        ("Spring(response: 0.5, dampingRatio: 0.825)", ".spring(response: 0.5, dampingFraction: 0.825)",
         [0.000000, 0.139417, 0.393608, 0.799649, 0.968511, 1.008402, 1.000001, 0.999945],
         [0.000000, 0.134933, 0.390798, 0.796936, 0.964494, 1.006794, 1.000057, 0.999962], [0.5333, 0.9833, 1.3833]),
    ]

    /// §B: a `Spring` value is sampled in closed form.
    @Test(arguments: springs.map(\.0))
    func closedFormTableB(spring: String) throws {
        let expected = Self.springs.first { $0.0 == spring }!.2
        let rows = try CurveBinary.sample(spring, times: Self.times)
        for (row, e) in zip(rows, expected) { #expect(abs(row.value - e) < 1e-6, "\(spring) t=\(row.t)") }
    }

    /// §C: the 300 Hz integrator. The reference prints the integrator even after it would have finished, so the
    /// change is 1000 units (finish later than 1 s for all but the two stiff springs, whose values are 1 by then).
    @Test(arguments: springs.map(\.1))
    func integratorTableC(animation: String) throws {
        let expected = Self.springs.first { $0.1 == animation }!.3
        let rows = try CurveBinary.sample(animation, times: Self.times, extra: ["--to", "1000"])
        for (row, e) in zip(rows, expected) { #expect(abs(row.value / 1000 - e) < 1e-6, "\(animation) t=\(row.t)") }
    }

    /// §D: first 60 Hz frame at which the spring is finished, for changes of 1, 100 and 1000 (from JSON output).
    @Test(arguments: springs.map(\.1))
    func finishTimesTableD(animation: String) throws {
        let expected = Self.springs.first { $0.1 == animation }!.4
        for (delta, e) in zip(["1", "100", "1000"], expected) {
            let result = try CurveBinary.run(["curve", animation, "--to", delta, "--format", "json", "--fps", "60"])
            let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
            let finish = object["finishTime"] as! Double
            #expect(abs((finish * 60 - 1e-9).rounded(.up) / 60 - e) < 1e-4, "\(animation) Δ=\(delta)")
            // The last 60 fps row is the first finished frame and shows the target.
            let rows = object["rows"] as! [[String: Double]]
            #expect(abs(rows.last!["t"]! - e) < 1e-4 && rows.last!["value"]! == Double(delta)!)
        }
    }

    /// §E: retarget of `.spring(duration: 0.5, bounce: 0.15)` from 100 to 200 at 0.15 s.
    @Test func retargetTableE() throws {
        let expected: [(Double, Double, Double)] = [
            (0.05, 13.3863, 455.996), (0.15, 61.5649, 402.171), (0.20, 91.7549, 727.348), (0.30, 156.8139, 490.572),
            (0.50, 198.8531, 42.017), (0.70, 200.4420, -3.218), (1.00, 200.0034, -0.154), (1.15, 199.9975, 0.011),
        ]
        let rows = try CurveBinary.sample(".spring(duration: 0.5, bounce: 0.15)", times: expected.map(\.0),
                                          extra: ["--to", "100", "--retarget", "0.15:200"])
        for (row, e) in zip(rows, expected) {
            #expect(abs(row.value - e.1) < 5e-5 && abs(row.velocity - e.2) < 5e-4, "t=\(row.t)")
        }
        let finished = try CurveBinary.sample(".snappy", times: [1.2], extra: ["--to", "100", "--retarget", "0.15:200"])
        #expect(finished[0].value == 200)
    }

    /// §F: Bézier timing curves as y(x) with duration 1.
    @Test func bezierTableF() throws {
        let xs = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]
        let table: [(String, [Double])] = [
            (".easeIn(duration: 1)", [0.017027, 0.062282, 0.129577, 0.214861, 0.315357, 0.429120, 0.554814, 0.691634, 0.839428]),
            (".easeOut(duration: 1)", [0.160572, 0.308366, 0.445186, 0.570880, 0.684643, 0.785139, 0.870423, 0.937718, 0.982973]),
            (".easeInOut(duration: 1)", [0.019722, 0.081660, 0.187396, 0.331884, 0.500000, 0.668116, 0.812604, 0.918340, 0.980278]),
            (".timingCurve(0.25, 0.1, 0.25, 1, duration: 1)", [0.094796, 0.295244, 0.513315, 0.682541, 0.802403, 0.885229, 0.940765, 0.975625, 0.994316]),
            (".timingCurve(.circularEaseIn, duration: 1)", [0.005013, 0.020204, 0.046061, 0.083485, 0.133975, 0.200000, 0.285857, 0.400000, 0.564110]),
            (".timingCurve(.circularEaseOut, duration: 1)", [0.435890, 0.600000, 0.714143, 0.800000, 0.866025, 0.916515, 0.953939, 0.979796, 0.994987]),
            (".timingCurve(.circularEaseInOut, duration: 1)", [0.010102, 0.041742, 0.100000, 0.200000, 0.500000, 0.800000, 0.900000, 0.958258, 0.989898]),
        ]
        for (animation, expected) in table {
            let rows = try CurveBinary.sample(animation, times: xs)
            for (row, e) in zip(rows, expected) { #expect(abs(row.value - e) < 1e-6, "\(animation) x=\(row.t)") }
        }
    }

    /// §G: easeInOut(0.35) in time, with delay and speed in both orders.
    @Test func modifiersTableG() throws {
        let ts = [0.0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35]
        let table: [(String, [Double])] = [
            (".easeInOut", [0.000000, 0.040904, 0.169702, 0.378431, 0.621569, 0.830298, 0.959096, 1.000000]),
            (".easeInOut(duration: 0.35).delay(0.1)", [0.000000, 0.000000, 0.000000, 0.040904, 0.169702, 0.378431, 0.621569, 0.830298]),
            (".easeInOut.speed(2)", [0.000000, 0.169702, 0.621569, 0.959096, 1.000000, 1.000000, 1.000000, 1.000000]),
            (".easeInOut.delay(0.1).speed(2)", [0.000000, 0.000000, 0.169702, 0.621569, 0.959096, 1.000000, 1.000000, 1.000000]),
        ]
        for (animation, expected) in table {
            let rows = try CurveBinary.sample(animation, times: ts)
            for (row, e) in zip(rows, expected) { #expect(abs(row.value - e) < 1e-6, "\(animation) t=\(row.t)") }
        }
    }

    /// §H: a linear animation interrupted by another combines by the chained rule.
    @Test func chainedTableH() throws {
        let expected = [(0.5, 50.0), (0.6, 74.0), (0.75, 106.25), (1.0, 150.0), (1.25, 175.0), (1.5, 200.0)]
        let rows = try CurveBinary.sample(".linear(duration: 1)", times: expected.map(\.0),
                                          extra: ["--to", "100", "--retarget", "0.5:200:.linear(duration: 1)"])
        for (row, e) in zip(rows, expected) { #expect(abs(row.value - e.1) < 1e-6, "t=\(row.t)") }
    }

    /// Mistakes exit with status 2 and name the flag and column.
    @Test func errorsNameFlagAndColumn() throws {
        let cases: [([String], String)] = [
            (["curve", ".spring(duration: 0.5, bounce: 1.2)"], "ANIMATION, column 32: bounce must be greater than -1 and less than 1"),
            (["curve", ".easeIn(duration: -1)"], "ANIMATION, column 19: duration must not be negative"),
            (["curve", ".spring(response: 0)"], "ANIMATION, column 19: response must be greater than 0"),
            (["curve", ".easeIn.repeatCount(0)"], "ANIMATION, column 21: the repeat count must be at least 1"),
            (["curve", ".easeIn(duration: .infinity)"], "ANIMATION, column 19: duration must be a finite number"),
            (["curve", ".sprung"], "ANIMATION, column 2: unknown animation '.sprung'; did you mean '.spring'?"),
            (["curve", ".smooth", "--retarget", "0.2:x"], "--retarget, column 5: the value 'x' is not a finite number"),
            (["curve", ".smooth", "--retarget", "0.2:1:.snappy(extraBounce: 0.9)"], "--retarget, column 28: extraBounce gives a bounce"),
            (["curve", ".smooth", "--times", "0,0.1,abc"], "--times, column 7: the time 'abc' is not a finite number"),
            (["curve", ".smooth", "--format", "xml"], "--format"),
            (["curve", ".smooth", "--plot", "a.txt"], "--plot"),
        ]
        for (arguments, message) in cases {
            let result = try CurveBinary.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }
}

@Suite struct CurvePlotCommandTests {
    @Test func plotWritesAPNGBesideTheRows() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["curve", ".snappy", "--retarget", "0.2:2", "--plot", "snappy.png"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("t,value,velocity\n"))
        let png = try scratch.data("snappy.png")
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }
}
