/// Problems with the command line itself that the render layer does not know about.
enum CLIError: Error, Hashable {
    /// No scene in the catalog has this id; `known` lists the ids that exist.
    case unknownScene(id: String, known: [String])
    /// No device preset has this `--device` name; `known` lists the names that exist.
    case unknownDevice(name: String, known: [String])
    /// The scene's evaluation found errors (a script step that finds no view, …); nothing was rendered.
    case sceneErrors(id: String, count: Int)
    /// Two scenes share this id.
    case duplicateScene(id: String)
    /// A flag's value (or the ANIMATION argument, `flag == "ANIMATION"`) is wrong: `problem` says how, `column`
    /// (1-based, in `value`) where when it is known.
    case badValue(flag: String, value: String, column: Int?, problem: String)
    /// `flag` means nothing together with `other` (`--scale` with `--from-frames`): `reason` says why.
    case conflictingFlags(flag: String, other: String, reason: String)
    /// The file a flag names could not be written (`--plot`).
    case outputFailed(flag: String, path: String, reason: String)
    /// `preview` cannot listen on 127.0.0.1 at this `--port` (another program has it): `reason` says why.
    case portUnavailable(port: Int, reason: String)
    /// `audit --strict` found `count` problems in the scene (listed on standard output).
    case auditFindings(id: String, count: Int)

    /// Whether the user asked for something invalid (exit 2) rather than the environment failing (exit 1).
    var isUsageError: Bool {
        switch self {
        case .outputFailed, .auditFindings, .portUnavailable: return false
        default: return true
        }
    }
}
