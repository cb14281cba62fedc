import Testing
@testable import ZoetropeRender

@Suite struct RenderSmokeTests {
    @Test func optionsCanBeMade() { _ = RenderOptions() }
}
