import Testing
import ZoetropeFuzzing
@testable import ZoetropeDisplay

/// Every input with which the fuzz run (docs/fuzzing.md) found a bug: numbers whose sums, reflections or arc
/// arithmetic overflowed to infinite points. Each is now refused at the first number beyond ±10⁹ (byte offsets
/// counted by hand in the data).
@Suite struct SVGPathFuzzRegressionTests {
    @Test(arguments: [
        // The reflected control point of `t` was 2 · 1.8e308 = inf.
        (" M-969496.5298630169 ,1.7976931348623157e308 t0.073 00001 ,8.50e-128 -3.1858042611423215e+281 ,a1e-9 -6.57e267\t1000000 0 1 ,1e-400 0.902", 22),
        ("M 98, 00001 h1.792 ,-704704.2403844867\n-921246.8389756294,t0.000001 ,-3.9480761690806646e+121 782372.2347862613,-1.388 2 ,-0.196 ,T2.18e-60 1e308 82 182586.37275407137 ", 69),
        ("m-1.434818645921335e-73\t0.5 t-1e308, -0.438, 905380.1451094721, -1.994 .5\n18\t", 29),
        // A relative move past the largest Double.
        ("M1e308 0 m1e308 0", 1),
    ])
    func refused(_ data: String, offset: Int) {
        do {
            _ = try DisplayPath(svgPath: data)
            Issue.record("parsed")
        } catch let error as SVGPathError {
            #expect(error.offset == offset)
            #expect(error.expected == "a number between -1000000000 and 1000000000")
        } catch {
            Issue.record("\(error)")
        }
    }

    /// At the bound every point is still finite: 10⁹ + 10⁹ relative, a reflection 2·10⁹ − (−10⁹), an arc of radius
    /// 10⁹ (radii squared twice: 10³⁶) and arcs with radii too small to square, which become lines.
    @Test(arguments: [
        "M1e9 1e9 l1e9 1e9", "M1e9 -1e9 Q-1e9 -1e9 1e9 1e9 T1e9 1e9", "M0 0 A1e9 1e9 1e9 1 1 1e9 -1e9",
        "M0 0 A5e-324 5e-324 0 0 1 1e9 1e9", "M0 0 A1e-300 1e9 0 0 1 1e9 1",
    ])
    func acceptedWithFinitePoints(_ data: String) throws {
        #expect(try !DisplayPath(svgPath: data).isEmpty)
        #expect(SVGPathChecks.check(path: data) == nil)
    }
}
