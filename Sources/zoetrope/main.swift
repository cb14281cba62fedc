import Foundation
import ZoetropeSystem
import Scenes
import ZoetropeCLI
import ZoetropeUserFiles

// `zoetrope COMMAND [FILE.swift | FOLDER]… ARGS`: with Swift files, the scenes come from those files, built once
// into a cached executable (ZoetropeUserFiles) that takes the remaining arguments; without, from the built-in catalog.
let split = SceneArguments(splitting: CommandLine.arguments)
if let build = AheadOfTimeBuild(arguments: CommandLine.arguments) {
    do {
        try build.run()
    } catch {
        ErrorReport.exit(with: error)
    }
} else if split.arguments.count > 1, split.arguments[1] == "preview", !split.files.isEmpty {
    // The preview stays in this process (its server and its watch of the files) and builds and renders through
    // children, one per save.
    ZoetropeCommand.preview(files: split.files, arguments: split.arguments)
} else if split.files.isEmpty {
    SceneLookup.catalog = { Catalog.scenes }
    ZoetropeCommand.main()
} else {
    do {
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let host = SceneHost(sources: try SceneSources(paths: split.files, relativeTo: directory))
        let status = EarlyStatus.writer(arguments: split.arguments)
        let executable = try host.prepare { status("zoetrope: \($0)") }
        // The files as the user wrote them, for commands that print a command to run again (`snapshot`'s
        // re-record line), since the scenes' executable is not given them as arguments.
        setenv(SceneArguments.sourcesVariable, split.files.joined(separator: "\n"), 1)
        try executable.run(arguments: Array(split.arguments.dropFirst()))
    } catch {
        ErrorReport.exit(with: error)
    }
}

/// `zoetrope build [--each] FILE.swift | FOLDER…`: compiles the files into the cache and stops (`BuildCommand`
/// documents it; without files the command line reaches it and it says what it needs).
struct AheadOfTimeBuild {
    var paths: [String]
    var each: Bool

    init?(arguments: [String]) {
        guard arguments.count > 2, arguments[1] == "build" else { return nil }
        let rest = arguments.dropFirst(2)
        // Help, unknown options and a missing file list are the command line's to report.
        guard rest.allSatisfy({ $0 == "--each" || !$0.hasPrefix("-") }) else { return nil }
        paths = rest.filter { $0 != "--each" }
        each = rest.contains("--each")
        guard !paths.isEmpty else { return nil }
    }

    func run() throws {
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let report: (String) -> Void = { FileHandle.standardError.write(Data("zoetrope: \($0)\n".utf8)) }
        guard each else {
            _ = try SceneHost(sources: try SceneSources(paths: paths, relativeTo: directory)).prepare(report: report)
            return
        }
        // Each file its own set: folders give their files one by one.
        var files: [String] = []
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: directory)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                files += SceneSources.swiftFiles(in: url).map(\.path)
            } else {
                files.append(path)
            }
        }
        let hosts = try files.map { SceneHost(sources: try SceneSources(paths: [$0], relativeTo: directory)) }
        try SceneHost.prepareAll(hosts, report: report)
    }
}
