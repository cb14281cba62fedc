import Foundation

/// The built `zoetrope` executable, run as a user would run it.
struct ZoetropeBinary {
    /// What one run printed and returned.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    let url: URL

    /// The binary next to the test bundle (SwiftPM builds it before the tests, since this target depends on it).
    static func locate() throws -> ZoetropeBinary {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        for directory in candidates {
            let url = directory.appendingPathComponent("zoetrope")
            if FileManager.default.isExecutableFile(atPath: url.path) { return ZoetropeBinary(url: url) }
        }
        throw NSError(domain: "EndToEndTests", code: 1, userInfo: [NSLocalizedDescriptionKey:
            "zoetrope binary not found in \(candidates.map(\.path)); run `swift build` first"])
    }

    /// Runs the binary with `arguments` in `directory`; `path` replaces PATH when given; `environment` adds or
    /// replaces variables.
    func run(_ arguments: [String], in directory: URL, path: String? = nil, environment extra: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        if let path { environment["PATH"] = path }
        environment.merge(extra) { $1 }
        process.environment = environment
        // Files rather than pipes: nothing can block on a full pipe, whatever the binary prints.
        let outURL = directory.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let errURL = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outURL); try? FileManager.default.removeItem(at: errURL) }
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: try String(contentsOf: outURL, encoding: .utf8),
                      stderr: try String(contentsOf: errURL, encoding: .utf8))
    }
}

/// A fresh folder under the system temporary directory, removed by `remove()`.
struct Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// Visible (non-hidden) file names in `folder`, sorted; [] when it does not exist.
    func files(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(folder).path)) ?? []
        return names.sorted()
    }

    func data(_ path: String) throws -> Data { try Data(contentsOf: url.appendingPathComponent(path)) }
}
