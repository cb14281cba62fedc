import Testing
import ZoetropeUserFiles

@Suite struct SnapshotArgumentsTests {
    @Test func snapshotSourcesFollowTheSubcommand() {
        let split = SceneArguments(splitting: ["zoetrope", "snapshot", "verify", "Motion", "A.swift", "--out", "Snapshots"],
                                   isFolderOfSwiftFiles: { $0 == "Motion" })
        #expect(split.files == ["Motion", "A.swift"])
        #expect(split.arguments == ["zoetrope", "snapshot", "verify", "--out", "Snapshots"])
        let catalog = SceneArguments(splitting: ["zoetrope", "snapshot", "record", "fab-menu", "--out", "S"], isFolderOfSwiftFiles: { _ in false })
        #expect(catalog.files.isEmpty)
    }
}
