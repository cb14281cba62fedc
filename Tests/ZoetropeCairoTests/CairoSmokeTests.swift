import Testing
@testable import ZoetropeCairo

@Suite struct CairoSmokeTests {
    @Test func rasterizerCanBeMade() { _ = CairoRasterizer() }
}
