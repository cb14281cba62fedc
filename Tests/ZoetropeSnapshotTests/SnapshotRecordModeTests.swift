import Testing
@testable import ZoetropeSnapshot

@Suite struct SnapshotRecordModeTests {
    @Test func modesAreSpelledAsTheEcosystemSpellsThem() {
        #expect(SnapshotRecordMode.allCases.map(\.rawValue) == ["never", "missing", "failed", "all"])
    }
}
