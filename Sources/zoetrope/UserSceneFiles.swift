import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `zoetrope COMMAND FILE.swift… ARGS`: scenes from the user's own Swift files.
///
/// The files are built, with the Zoetrope library, into an executable kept in a cache folder
/// (`$XDG_CACHE_HOME/zoetrope`, else `~/.cache/zoetrope`); that executable runs the same command line with the
/// files' scenes. The files must declare one top-level `scenes` (`let scenes: [MotionScene] = [...]`). A later run
/// with unchanged files uses the cached executable without compiling; an edit rebuilds only the user's code.
enum UserSceneFiles {
    /// The Swift files and folders given right after the subcommand, and the arguments without them.
    static func split(_ argv: [String]) -> (files: [String], arguments: [String]) {
        guard argv.count > 2, argv[1] != "curve" else { return ([], argv) }
        var index = 2
        var files: [String] = []
        while index < argv.count, isSceneSource(argv[index]) {
            files.append(argv[index])
            index += 1
        }
        return (files, Array(argv[..<2]) + argv[index...])
    }

    /// A `.swift` path, or a folder holding Swift files.
    private static func isSceneSource(_ argument: String) -> Bool {
        if argument.hasPrefix("-") { return false }
        if argument.hasSuffix(".swift") { return true }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue else { return false }
        return !SceneHost.swiftFiles(in: URL(fileURLWithPath: argument)).isEmpty
    }

    /// Builds (or reuses) the executable for `files` and runs it with `arguments`; never returns.
    static func run(files: [String], arguments: [String]) -> Never {
        do {
            let host = try SceneHost(paths: files)
            let executable = try host.prepare()
            let process = Process()
            process.executableURL = executable
            process.arguments = Array(arguments.dropFirst())
            try process.run()
            process.waitUntilExit()
            exit(process.terminationStatus)
        } catch let error as SceneHost.Failure {
            FileHandle.standardError.write(Data("zoetrope: \(error.message)\n".utf8))
            exit(error.exitCode)
        } catch {
            FileHandle.standardError.write(Data("zoetrope: \(error)\n".utf8))
            exit(1)
        }
    }
}

/// The cached package that builds a set of user files into an executable.
struct SceneHost {
    struct Failure: Error {
        let message: String
        var exitCode: Int32 = 1
    }

    /// The Zoetrope sources this binary was built from (the package the user's files are built against).
    static let zoetropeRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The user's files, absolute, in a stable order.
    let files: [URL]
    /// `…/zoetrope/host`: one package whose targets are the file sets built so far.
    let package: URL
    /// The target (and executable) of this file set.
    let target: String

    init(paths: [String]) throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var files: [URL] = []
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: cwd).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw Failure(message: "\(path): no such file (give Swift files or folders holding them)", exitCode: 2)
            }
            files += isFolder.boolValue ? Self.swiftFiles(in: url) : [url]
        }
        files = Array(Set(files)).sorted { $0.path < $1.path }
        let declaring = try files.filter { try Self.declaresScenes(String(contentsOf: $0, encoding: .utf8)) }
        if declaring.isEmpty {
            let names = files.map(\.lastPathComponent).joined(separator: ", ")
            throw Failure(message: "\(names): no scenes; declare them at the top level of one file: "
                          + "let scenes: [MotionScene] = [ … ]", exitCode: 2)
        }
        if declaring.count > 1 {
            throw Failure(message: "\(declaring.map(\.lastPathComponent).joined(separator: " and ")) both declare "
                          + "`scenes`; keep one list and put every scene in it", exitCode: 2)
        }
        self.files = files
        let environment = ProcessInfo.processInfo.environment
        let cache = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        package = cache.appendingPathComponent("zoetrope/host")
        target = "Scenes_" + Self.hash(files.map(\.path).joined(separator: "\n"))
    }

    /// The `.swift` files in `folder` and its subfolders.
    static func swiftFiles(in folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map(\.standardizedFileURL)
    }

    /// Whether `source` has a top-level `let`/`var scenes` (not indented, not in a comment).
    static func declaresScenes(_ source: String) -> Bool {
        source.split(separator: "\n", omittingEmptySubsequences: false).contains { line in
            var rest = Substring(line)
            for modifier in ["public ", "internal ", "@MainActor "] where rest.hasPrefix(modifier) { rest = rest.dropFirst(modifier.count) }
            guard rest.hasPrefix("let ") || rest.hasPrefix("var ") else { return false }
            let name = rest.dropFirst(4).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name == "scenes"
        }
    }

    /// FNV-1a, 64 bits, as 16 hex digits: stable across runs and machines.
    static func hash(_ text: String) -> String {
        var h: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x100000001b3
        }
        return String(h, radix: 16).leftPadded(to: 16)
    }

    private var configuration: String { ProcessInfo.processInfo.environment["ZOETROPE_SCENE_BUILD"] == "debug" ? "debug" : "release" }

    /// The executable, built if the files (or Zoetrope) changed since the last build. Reports on stderr whether it
    /// compiled. Holds a lock on the cache for the whole step, so concurrent runs take turns.
    func prepare() throws -> URL {
        let fm = FileManager.default
        let sources = package.appendingPathComponent("Sources").appendingPathComponent(target)
        do {
            try fm.createDirectory(at: sources, withIntermediateDirectories: true)
        } catch {
            throw Failure(message: "cannot write the build cache at \(package.path) (\(error.localizedDescription)); "
                          + "set XDG_CACHE_HOME to a writable folder")
        }
        let lock = open(package.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o644)
        guard lock >= 0 else { throw Failure(message: "cannot write the build cache at \(package.path); set XDG_CACHE_HOME to a writable folder") }
        defer { close(lock) }
        flock(lock, LOCK_EX)
        defer { flock(lock, LOCK_UN) }

        // The files, copied under their own names (numbered when two share a name), and the entry point.
        var copies: [(original: URL, copy: String)] = []
        var contents = ""
        for (index, file) in files.enumerated() {
            let name = files.filter { $0.lastPathComponent == file.lastPathComponent }.count > 1
                ? "\(index)_\(file.lastPathComponent)" : file.lastPathComponent
            let text = try String(contentsOf: file, encoding: .utf8)
            contents += file.path + "\n" + text + "\n"
            try writeIfChanged(text, to: sources.appendingPathComponent(name))
            copies.append((file, sources.appendingPathComponent(name).path))
        }
        try writeIfChanged("""
            import ZoetropeCLI
            SceneLookup.catalog = { scenes }
            ZoetropeCommand.main()

            """, to: sources.appendingPathComponent("main.swift"))
        try writeIfChanged(manifest(), to: package.appendingPathComponent("Package.swift"))

        let executable = package.appendingPathComponent(".build/\(configuration)/\(target)")
        let stamp = package.appendingPathComponent(".stamps/\(target)")
        let fingerprint = Self.hash(contents + Self.zoetropeRoot.path + configuration + Self.binaryIdentity())
        let names = files.map(\.lastPathComponent).joined(separator: ", ")
        if fm.isExecutableFile(atPath: executable.path),
           (try? String(contentsOf: stamp, encoding: .utf8)) == fingerprint {
            FileHandle.standardError.write(Data("zoetrope: \(names) unchanged: using the cached build\n".utf8))
            return executable
        }
        FileHandle.standardError.write(Data("zoetrope: compiling \(names) (\(configuration))…\n".utf8))
        let start = Date()
        let (status, output) = try swiftBuild()
        guard status == 0 else {
            throw Failure(message: compilerErrors(output, copies: copies) ?? "building \(names) failed:\n\(output)")
        }
        try fm.createDirectory(at: stamp.deletingLastPathComponent(), withIntermediateDirectories: true)
        try fingerprint.write(to: stamp, atomically: true, encoding: .utf8)
        let seconds = String(format: "%.1f", Date().timeIntervalSince(start))
        FileHandle.standardError.write(Data("zoetrope: compiled \(names) in \(seconds) s\n".utf8))
        return executable
    }

    /// The host package: every file set built so far is one executable target.
    private func manifest() throws -> String {
        let sourcesRoot = package.appendingPathComponent("Sources")
        let targets = (try FileManager.default.contentsOfDirectory(atPath: sourcesRoot.path)).filter { $0.hasPrefix("Scenes_") }.sorted()
        let dependency = Self.zoetropeRoot.lastPathComponent.lowercased()
        let targetLines = targets.map { name in
            "        .executableTarget(name: \"\(name)\", dependencies: [.product(name: \"Zoetrope\", package: \"\(dependency)\"), "
                + ".product(name: \"ZoetropeCLI\", package: \"\(dependency)\")], path: \"Sources/\(name)\"),"
        }
        return """
            // swift-tools-version:6.0
            // Written by zoetrope: the user's scene files, each set built as one executable.
            import PackageDescription

            let package = Package(
                name: "ZoetropeUserScenes",
                platforms: [.macOS(.v13)],
                dependencies: [.package(path: "\(Self.zoetropeRoot.path)")],
                targets: [
            \(targetLines.joined(separator: "\n"))
                ],
                swiftLanguageModes: [.v5]
            )

            """
    }

    private func swiftBuild() throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "-c", configuration, "--package-path", package.path, "--product", target]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The compiler's errors, each pointing at the user's file instead of its copy; nil when there are none.
    private func compilerErrors(_ output: String, copies: [(original: URL, copy: String)]) -> String? {
        let lines = output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
        guard !lines.isEmpty else { return nil }
        var seen = Set<String>()
        let mapped = lines.map { line -> String in
            var line = line
            for (original, copy) in copies { line = line.replacingOccurrences(of: copy, with: original.path) }
            return line
        }.filter { seen.insert($0).inserted }
        return "compile error:\n" + mapped.joined(separator: "\n")
    }

    private func writeIfChanged(_ text: String, to url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Changes when this zoetrope binary is rebuilt, so scene executables are rebuilt against the same library.
    static func binaryIdentity() -> String {
        let resolved = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let attributes = try? FileManager.default.attributesOfItem(atPath: resolved)
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(resolved) \(modified)"
    }
}

private extension String {
    func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}
