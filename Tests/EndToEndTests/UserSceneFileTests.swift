import Foundation
import Testing

/// `zoetrope COMMAND FILE.swift …`: a user's Swift file built into a cached executable (issue 6). The suite shares one
/// cache folder, so the Zoetrope library is compiled once; scene executables are built in debug mode
/// (ZOETROPE_SCENE_BUILD=debug) to keep the suite quick. Assertions are on the tool's own report of whether it
/// compiled, never on timing.
@Suite(.serialized) struct UserSceneFileTests {
    static let cache = ProcessFolders.temporary("zoetrope-cache")
    let binary: ZoetropeBinary
    let scratch: Scratch

    init() throws {
        binary = try ZoetropeBinary.locate()
        scratch = try Scratch()
    }

    static let card = """
        import Zoetrope

        struct Card: View {
            @State private var open = false
            var body: some View {
                RoundedRectangle(cornerRadius: 12)
                    .fill(.blue)
                    .frame(width: open ? 300 : 120, height: 120)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { open.toggle() } }
                    .accessibilityIdentifier("card")
            }
        }

        let scenes: [MotionScene] = [
            MotionScene("card", duration: 1.5) { Card() } script: { Tap("card", at: 0.25) },
        ]

        """

    func write(_ text: String, _ name: String) throws {
        try text.write(to: scratch.url.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    func run(_ arguments: [String], cache: URL = UserSceneFileTests.cache) throws -> ZoetropeBinary.Result {
        try binary.run(arguments, in: scratch.url, environment: ["XDG_CACHE_HOME": cache.path, "ZOETROPE_SCENE_BUILD": "debug"])
    }

    @Test func firstRunCompilesLaterRunsReuseAndEditsRecompile() throws {
        defer { scratch.remove() }
        try write(Self.card, "Card.swift")
        let first = try run(["list", "Card.swift"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("compiled Card.swift"))
        #expect(first.stdout.hasPrefix("card\t"))

        let second = try run(["inspect", "Card.swift", "card", "--at", "0.75", "--format", "json"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr.contains("Card.swift unchanged: using the cached build"))
        #expect(!second.stderr.contains("compiling"))
        // The 120-pt card grows to 300 linearly over 0.25…1.25 s, centred on the 393-pt canvas. Its frames are
        // rounded to the 1/3-pt grid before animating (fidelity.md §0): x = (393 − 120)/2 = 136.5 → 136.667 and
        // (393 − 300)/2 = 46.5 → 46.667. Halfway, at 0.75 s: x = 91.667, width 210.
        #expect(second.stdout.contains("\"type\" : \"RoundedRectangle\""))
        #expect(second.stdout.contains("91.667,\n        "))
        #expect(second.stdout.contains("210,"))

        try write(Self.card.replacingOccurrences(of: ".fill(.blue)", with: ".fill(.orange)"), "Card.swift")
        let edited = try run(["still", "Card.swift", "card", "--at", "0", "--scale", "1", "--out", "card.png"])
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(edited.stderr.contains("compiled Card.swift"))
        #expect(scratch.files(in: ".").contains("card.png"))
    }

    /// The Swift driver leaves a `TemporaryDirectory.*` folder in `$TMPDIR` for each compile, and SwiftPM a lock
    /// file (six folders for one file): a user's `/tmp` filled with every build. The build keeps them in a folder of
    /// its own in the cache, removed when it ends; nothing is left in `$TMPDIR` or in the cache.
    @Test func aCompileLeavesNothingInTheTemporaryFolder() throws {
        defer { scratch.remove() }
        let tmp = scratch.url.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        try write(Self.card.replacingOccurrences(of: "cornerRadius: 12", with: "cornerRadius: 13"), "Tmp.swift")
        let result = try binary.run(["list", "Tmp.swift"], in: scratch.url,
                                    environment: ["XDG_CACHE_HOME": Self.cache.path, "ZOETROPE_SCENE_BUILD": "debug", "TMPDIR": tmp.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("compiled Tmp.swift"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path) == [])
        let left = FileManager.default.enumerator(atPath: Self.cache.path)?.compactMap { $0 as? String }
            .filter { $0.split(separator: "/").last?.hasPrefix("zoetrope-tmp.") == true } ?? []
        #expect(left == [])
    }

    @Test func compileErrorsPointAtTheUsersFileAndLine() throws {
        defer { scratch.remove() }
        try write(Self.card.replacingOccurrences(of: ".frame(width:", with: ".frmae(width:"), "Broken.swift")
        let result = try run(["render", "Broken.swift", "card", "--out", "frames"])
        #expect(result.status != 0)
        // `.frmae` is on line 8 of the file as written above, at column 14 (after 12 spaces of indentation and '.').
        let path = scratch.url.appendingPathComponent("Broken.swift").standardizedFileURL.path
        #expect(result.stderr.contains("\(path):8:14: error:"), "\(result.stderr)")
        #expect(!result.stderr.contains(".cache") && !result.stderr.contains("zoetrope-cache"))
        #expect(scratch.files(in: "frames").isEmpty)
    }

    @Test func badInputIsOneLineNamingTheFile() throws {
        defer { scratch.remove() }
        let missing = try run(["list", "Missing.swift"])
        #expect(missing.status == 2 && missing.stderr.contains("Missing.swift: no such file"))

        try write("import Zoetrope\n", "Empty.swift")
        let empty = try run(["list", "Empty.swift"])
        #expect(empty.status == 2 && empty.stderr.contains("Empty.swift: no scenes"))

        try write(Self.card, "A.swift")
        try write(Self.card.replacingOccurrences(of: "struct Card", with: "struct Card2").replacingOccurrences(of: "Card()", with: "Card2()"), "B.swift")
        let twice = try run(["list", "A.swift", "B.swift"])
        #expect(twice.status == 2 && twice.stderr.contains("A.swift and B.swift both declare `scenes`"))

        let unknown = try run(["render", "A.swift", "nope"])
        #expect(unknown.status != 0 && unknown.stderr.contains("unknown scene 'nope'") && unknown.stderr.contains("card"))

        let unwritable = try run(["list", "A.swift"], cache: URL(fileURLWithPath: "/proc/zoetrope-no-such-folder"))
        #expect(unwritable.status != 0 && unwritable.stderr.contains("cannot write the build cache"))
    }

    @Test func duplicateSceneIdsAreAnError() throws {
        defer { scratch.remove() }
        try write(Self.card.replacingOccurrences(of: "Tap(\"card\", at: 0.25) },", with: """
            Tap("card", at: 0.25) },
                MotionScene("card", duration: 1) { Card() },
            """), "Twice.swift")
        let result = try run(["list", "Twice.swift"])
        #expect(result.status != 0 && result.stderr.contains("two scenes have the id 'card'"), "\(result.stderr)")
    }

    @Test func aFolderOfFilesWorks() throws {
        defer { scratch.remove() }
        let folder = scratch.url.appendingPathComponent("screens")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let parts = Self.card.components(separatedBy: "let scenes")
        try parts[0].write(to: folder.appendingPathComponent("CardView.swift"), atomically: true, encoding: .utf8)
        try ("import Zoetrope\n\nlet scenes" + parts[1]).write(to: folder.appendingPathComponent("Scenes.swift"), atomically: true, encoding: .utf8)
        let result = try run(["list", "screens"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("card\t"))
    }

    /// `build --each` compiles every file of a folder in one build: a compile error in any of them names the user's
    /// file and line (it named the file's copy in the cache when the error was in a file other than the first set's).
    @Test func buildEachNamesTheUsersFileOfEveryError() throws {
        defer { scratch.remove() }
        let folder = scratch.url.appendingPathComponent("each")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.card.write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        // `.fill(.blue)` misspelt in B (the second set) and in C (the third).
        for name in ["B", "C"] {
            try Self.card.replacingOccurrences(of: ".fill(.blue)", with: ".fil(.blue)")
                .write(to: folder.appendingPathComponent("\(name).swift"), atomically: true, encoding: .utf8)
        }
        let result = try run(["build", "--each", "each"])
        #expect(result.status == 1, "\(result.stderr)")
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") && !$0.hasPrefix("zoetrope:") }
        // SwiftPM starts no new compile once one has failed, so B's errors, C's or both are reported: each names the
        // user's file (a set other than the first, A, named its copy in the cache before).
        #expect(errors.contains { ($0.contains("/each/B.swift:") || $0.contains("/each/C.swift:")) && $0.contains("'fil'") },
                "\(result.stderr)")
        #expect(errors.allSatisfy { $0.contains("/each/B.swift:") || $0.contains("/each/C.swift:") }, "\(errors)")
        #expect(!result.stderr.contains("Scenes_"), "\(result.stderr)")
    }

    @Test func twoRunsAtOnceShareTheCacheSafely() throws {
        defer { scratch.remove() }
        try write(Self.card.replacingOccurrences(of: "\"card\", duration", with: "\"together\", duration"), "Together.swift")
        // Both start before either has built: the cache lock makes one wait for the other, and both succeed.
        let results = (0..<2).map { _ in Process() }
        for (index, process) in results.enumerated() {
            process.executableURL = binary.url
            process.arguments = ["still", "Together.swift", "together", "--at", "0", "--scale", "1", "--out", "t\(index).png"]
            process.currentDirectoryURL = scratch.url
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_CACHE_HOME"] = Self.cache.path
            environment["ZOETROPE_SCENE_BUILD"] = "debug"
            process.environment = environment
            process.standardError = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            try process.run()
        }
        results.forEach { $0.waitUntilExit() }
        #expect(results.map(\.terminationStatus) == [0, 0])
        #expect(try scratch.data("t0.png") == scratch.data("t1.png"))
        // And the cache still works afterwards.
        #expect(try run(["list", "Together.swift"]).stderr.contains("unchanged: using the cached build"))
    }
}

extension UserSceneFileTests {
    /// `zoetrope snapshot record|verify FILE.swift --out DIR`: the files come after `snapshot record`; with no ids,
    /// every scene of the files.
    @Test func snapshotsOfAUsersFile() throws {
        defer { scratch.remove() }
        try write(Self.card, "Card.swift")
        let recorded = try run(["snapshot", "record", "Card.swift", "--out", "Snapshots"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stderr.contains("+ card  recorded 90 frames of trace"))
        let verified = try run(["snapshot", "verify", "Card.swift", "--out", "Snapshots"])
        #expect(verified.status == 0, "\(verified.stderr)")
        #expect(verified.stderr.contains("✓ card  "))

        // The open card is 280 pt wide instead of 300: the report's command re-records from the same file.
        try write(Self.card.replacingOccurrences(of: "open ? 300 : 120", with: "open ? 280 : 120"), "Card.swift")
        let failed = try run(["snapshot", "verify", "Card.swift", "--out", "Snapshots"])
        #expect(failed.status == 1, "\(failed.stderr)")
        #expect(failed.stderr.contains("✗ card  frame "))
        let html = try String(decoding: scratch.data("Snapshots/report/report.html"), as: UTF8.self)
        #expect(html.contains("zoetrope snapshot record Card.swift card --out Snapshots"))
    }
}
