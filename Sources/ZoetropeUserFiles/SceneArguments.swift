import Foundation

/// `zoetrope COMMAND [FILE.swift | FOLDER]… ARGS` split into the user's scene sources and the command line the
/// scenes' executable runs.
///
/// The sources are the arguments right after the subcommand (after `snapshot record` or `snapshot verify`), up to the first one that is not a scene source
/// (`isSceneSource`). `--` is never one: it ends the list and is passed on, so `zoetrope render -- Odd.swift` asks the
/// catalog for a scene whose id is `Odd.swift`. `curve` takes no scene, so its arguments are never split.
public struct SceneArguments: Hashable, Sendable {
    /// The Swift files and folders, as the user wrote them.
    public var files: [String]
    /// `argv` without them: the program name, the subcommand and everything else.
    public var arguments: [String]

    /// Splits `argv` (program name first). `isFolderOfSwiftFiles` answers for arguments that are neither options nor
    /// `.swift` paths; the default looks at the file system.
    public init(splitting argv: [String],
                isFolderOfSwiftFiles: (String) -> Bool = SceneSources.isFolderOfSwiftFiles) {
        // `snapshot` has subcommands (`record`, `verify`): its sources follow the subcommand's name.
        let first = argv.count > 2 && argv[1] == "snapshot" ? 3 : 2
        guard argv.count > first, argv[1] != "curve" else {
            self.init(files: [], arguments: argv)
            return
        }
        var index = first
        while index < argv.count, Self.isSceneSource(argv[index], isFolderOfSwiftFiles: isFolderOfSwiftFiles) {
            index += 1
        }
        self.init(files: Array(argv[first..<index]), arguments: Array(argv[..<first]) + argv[index...])
    }

    public init(files: [String], arguments: [String]) {
        self.files = files
        self.arguments = arguments
    }

    /// The environment variable through which `zoetrope` tells the scenes' executable it built which files (one per
    /// line, as the user wrote them) the scenes came from.
    public static let sourcesVariable = "ZOETROPE_SCENE_SOURCES"

    /// A path ending in `.swift` (whether or not it exists, so that a missing file is reported by name), or a folder
    /// holding Swift files. Options (anything starting with `-`, including `--`) never are.
    public static func isSceneSource(_ argument: String, isFolderOfSwiftFiles: (String) -> Bool) -> Bool {
        if argument.isEmpty || argument.hasPrefix("-") { return false }
        if argument.hasSuffix(".swift") { return true }
        return isFolderOfSwiftFiles(argument)
    }
}
