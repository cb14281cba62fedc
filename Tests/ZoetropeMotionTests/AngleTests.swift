import Testing
@testable import ZoetropeMotion

@Suite struct AngleTests {
    @Test func animatableDataIsRadiansTimes128() {
        // fidelity.md §0: Angle.animatableData = radians × 128.
        #expect(Angle(degrees: 180).animatableData == Double.pi * 128)
    }
}
