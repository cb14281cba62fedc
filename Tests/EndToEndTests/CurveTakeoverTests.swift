import Foundation
import Testing

/// Issue 11, item 1, through the built binary: `zoetrope curve` with a spring `--retarget` that takes over from a
/// timing curve and heads back to the start value. Before the fix the value snapped to the target at the takeover
/// (`0.4,0,0`); now it shows the curve's value there and glides back.
///
/// Expected values come from an independent Python derivation run once (the same script and model as
/// Tests/ZoetropeMotionTests/SpringTakeoverReference.swift): x0 = Δ·easeInOut(t1/1 s) solved with scipy.brentq,
/// v0 = 0 (a classic Bézier hands over no velocity), F0 = 0; then the 300 Hz half-step integrator of fidelity.md
/// §1.3 toward D = new target − start (k = (2π/0.5)², c = 2√k for `.smooth`), n = ceil((t − t1)·300 − 1e-9)
/// steps at time t; the finish rule (|v|, |F| ≤ 0.06 and D = 0 or within 1 % of D) is asked after each step,
/// never before the first. Values printed with 6 decimals.
@Suite(.serialized) struct CurveTakeoverTests {
    /// From 0: 60 fps frames 24 (the takeover, 0.4 s) … 93; frame 94 (1.5667 s) is the first to show 0.
    static let fromZero: [Double] = [
        33.188387, 32.654271, 31.102172, 28.950178, 26.490409, 23.922860, 21.380642, 18.948768, 16.678045, 14.595322,
        12.710982, 11.024398, 9.527850, 8.209332, 7.054506, 6.048066, 5.174642, 4.419392, 3.768366, 3.208703,
        2.728720, 2.317929, 1.967000, 1.667697, 1.412791, 1.195975, 1.011769, 0.855428, 0.722858, 0.610537,
        0.515444, 0.434990, 0.366961, 0.309470, 0.260909, 0.219909, 0.185307, 0.156114, 0.131494, 0.110736,
        0.093239, 0.078495, 0.066074, 0.055611, 0.046799, 0.039379, 0.033133, 0.027875, 0.023449, 0.019725,
        0.016591, 0.013954, 0.011736, 0.009870, 0.008300, 0.006979, 0.005869, 0.004935, 0.004149, 0.003489,
        0.002933, 0.002466, 0.002073, 0.001743, 0.001465, 0.001232, 0.001036, 0.000871, 0.000732, 0.000615,
    ]

    /// From 20 back to 20: frames 24 … 92; frame 93 (1.55 s) is the first to show 20.
    static let fromTwenty: [Double] = [
        46.550710, 46.123417, 44.881738, 43.160142, 41.192327, 39.138288, 37.104514, 35.159014, 33.342436, 31.676257,
        30.168786, 28.819518, 27.622280, 26.567465, 25.643605, 24.838453, 24.139713, 23.535514, 23.014693, 22.566962,
        22.182976, 21.854343, 21.573600, 21.334157, 21.130233, 20.956780, 20.809415, 20.684342, 20.578286, 20.488430,
        20.412355, 20.347992, 20.293569, 20.247576, 20.208728, 20.175927, 20.148245, 20.124891, 20.105195, 20.088589,
        20.074592, 20.062796, 20.052859, 20.044488, 20.037439, 20.031503, 20.026506, 20.022300, 20.018760, 20.015780,
        20.013273, 20.011163, 20.009389, 20.007896, 20.006640, 20.005583, 20.004695, 20.003948, 20.003319, 20.002791,
        20.002346, 20.001973, 20.001659, 20.001394, 20.001172, 20.000986, 20.000828, 20.000696, 20.000585,
    ]

    /// `.linear(duration: 1)` 0 → 100, `.smooth` back to 0 at 0.5 s: frames 30 … 101; frame 102 (1.7 s) shows 0.
    static let fromLinear: [Double] = [
        50.000000, 49.195327, 46.857011, 43.614921, 39.909154, 36.041010, 32.211030, 28.547286, 25.126326, 21.988598,
        19.149744, 16.608818, 14.354193, 12.367777, 10.627973, 9.111720, 7.795862, 6.658040, 5.677237, 4.834075,
        4.110956, 3.492078, 2.963386, 2.512470, 2.128441, 1.801798, 1.524282, 1.288745, 1.089022, 0.919806,
        0.776543, 0.655334, 0.552845, 0.466233, 0.393073, 0.331305, 0.279174, 0.235194, 0.198102, 0.166830,
        0.140470, 0.118257, 0.099543, 0.083780, 0.070505, 0.059327, 0.049916, 0.041995, 0.035328, 0.029717,
        0.024995, 0.021023, 0.017681, 0.014869, 0.012504, 0.010515, 0.008842, 0.007434, 0.006251, 0.005256,
        0.004419, 0.003715, 0.003123, 0.002626, 0.002208, 0.001856, 0.001560, 0.001312, 0.001103, 0.000927,
        0.000779, 0.000655,
    ]

    /// The issue's command: `--times 0.4,0.45,0.6 --retarget '0.4:0:.smooth'` printed 0 three times.
    @Test func issueCommandGlidesBack() throws {
        let rows = try CurveBinary.sample(".easeInOut(duration: 1)", times: [0.4, 0.45, 0.6],
                                          extra: ["--from", "0", "--to", "100", "--retarget", "0.4:0:.smooth"])
        #expect(rows.count == 3)
        // 100 · easeInOut(0.4) = 33.18838700976465 (scipy.brentq); then the spring's frames 27 and 36.
        #expect(abs(rows[0].value - 33.18838700976465) < 1e-9)
        #expect(rows[0].velocity == 0)
        #expect(abs(rows[1].value - 28.950178) < 1e-6)
        #expect(abs(rows[2].value - 9.527850) < 1e-6)
        #expect(rows[1].velocity < 0 && rows[2].velocity < 0)
    }

    /// Every 60 fps frame from the takeover, through the default `--fps 60` sampling, which stops at the first
    /// frame that shows the target.
    @Test(arguments: [
        ("0", "100", "0.4:0:.smooth", ".easeInOut(duration: 1)", 24, 0.0),
        ("20", "100", "0.4:20:.smooth", ".easeInOut(duration: 1)", 24, 20.0),
        ("0", "100", "0.5:0:.smooth", ".linear(duration: 1)", 30, 0.0),
    ])
    func everyFrameAfterTheTakeover(from: String, to: String, retarget: String, curve: String, takeoverFrame: Int,
                                    target: Double) throws {
        let expected = target == 20 ? Self.fromTwenty : (curve.hasPrefix(".linear") ? Self.fromLinear : Self.fromZero)
        let result = try CurveBinary.run(["curve", curve, "--from", from, "--to", to, "--retarget", retarget, "--fps", "60"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.rows
        // Frames 0 … takeover + count − 1 animate; the next one shows the target and is the last row.
        #expect(rows.count == takeoverFrame + expected.count + 1, "\(retarget): \(rows.count) rows")
        for (index, e) in expected.enumerated() where takeoverFrame + index < rows.count {
            let row = rows[takeoverFrame + index]
            #expect(abs(row.t - Double(takeoverFrame + index) / 60) < 1e-12)
            #expect(abs(row.value - e) < 1e-6, "\(retarget) t=\(row.t): \(row.value) vs \(e)")
        }
        #expect(rows.last?.value == target)
        #expect(rows.last?.velocity == 0)
    }
}
