import Testing
import ZoetropeUserFiles

/// `zoetrope COMMAND [FILE.swift | FOLDER]… ARGS` split into sources and the scenes' command line. Folders are
/// answered by a fixed list, so these tests do not touch the file system.
@Suite struct SceneArgumentsTests {
    /// Only `screens` and `more/screens` hold Swift files.
    func split(_ argv: [String]) -> SceneArguments {
        SceneArguments(splitting: argv, isFolderOfSwiftFiles: { ["screens", "more/screens"].contains($0) })
    }

    @Test func noFilesLeavesTheArgumentsAlone() {
        let argv = ["zoetrope", "render", "fab-menu", "--fps", "10"]
        #expect(split(argv) == SceneArguments(files: [], arguments: argv))
        #expect(split(["zoetrope", "list"]) == SceneArguments(files: [], arguments: ["zoetrope", "list"]))
        #expect(split(["zoetrope"]) == SceneArguments(files: [], arguments: ["zoetrope"]))
    }

    @Test func swiftFilesAndFoldersAfterTheSubcommandAreSources() {
        #expect(split(["zoetrope", "render", "A.swift", "screens", "sub/B.swift", "card", "--fps", "10"])
                == SceneArguments(files: ["A.swift", "screens", "sub/B.swift"],
                                  arguments: ["zoetrope", "render", "card", "--fps", "10"]))
        #expect(split(["zoetrope", "list", "more/screens"])
                == SceneArguments(files: ["more/screens"], arguments: ["zoetrope", "list"]))
    }

    @Test func aMissingSwiftFileStillCountsSoItIsReportedByName() {
        // Nothing is looked up for `.swift` paths: SceneSources reports the missing file.
        let split = SceneArguments(splitting: ["zoetrope", "list", "Missing.swift"], isFolderOfSwiftFiles: { _ in false })
        #expect(split.files == ["Missing.swift"])
    }

    @Test func theListEndsAtTheFirstArgumentThatIsNotASource() {
        // `card` is a scene id; the `.swift` after it is an argument of the command, not a source.
        #expect(split(["zoetrope", "still", "A.swift", "card", "B.swift"])
                == SceneArguments(files: ["A.swift"], arguments: ["zoetrope", "still", "card", "B.swift"]))
        // A folder without Swift files (here: any other name) is an argument.
        #expect(split(["zoetrope", "render", "frames", "A.swift"]).files == [])
    }

    @Test func doubleDashEndsTheListAndIsPassedOn() {
        #expect(split(["zoetrope", "render", "A.swift", "--", "B.swift"])
                == SceneArguments(files: ["A.swift"], arguments: ["zoetrope", "render", "--", "B.swift"]))
        // Right after the subcommand, `--` means "no sources": a scene id may then end in .swift.
        #expect(split(["zoetrope", "render", "--", "Odd.swift"])
                == SceneArguments(files: [], arguments: ["zoetrope", "render", "--", "Odd.swift"]))
    }

    @Test func optionsAreNeverSources() {
        #expect(split(["zoetrope", "render", "--out", "x.swift"]).files == [])
        #expect(split(["zoetrope", "render", "-x.swift"]).files == [])
        #expect(!SceneArguments.isSceneSource("", isFolderOfSwiftFiles: { _ in true }))
        #expect(!SceneArguments.isSceneSource("-", isFolderOfSwiftFiles: { _ in true }))
        #expect(SceneArguments.isSceneSource("Card.swift", isFolderOfSwiftFiles: { _ in false }))
        #expect(!SceneArguments.isSceneSource("Card.swift.bak", isFolderOfSwiftFiles: { _ in false }))
    }

    @Test func curveTakesNoSceneSoNothingIsSplit() {
        let argv = ["zoetrope", "curve", "A.swift", "--to", "1"]
        #expect(split(argv) == SceneArguments(files: [], arguments: argv))
    }
}
