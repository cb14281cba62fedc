import Foundation

/// Runs the built `zoetrope` binary and captures its output (end-to-end tests of `zoetrope curve`).
struct CurveBinary {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        /// The `t,value,velocity` rows of a CSV output.
        var rows: [(t: Double, value: Double, velocity: Double)] {
            stdout.split(separator: "\n").dropFirst().map { line in
                let f = line.split(separator: ",").map { Double($0)! }
                return (f[0], f[1], f[2])
            }
        }
    }

    /// The binary next to the test bundle (SwiftPM puts both in the same products directory).
    static var url: URL {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            bundleDirectory.appendingPathComponent("zoetrope"),
            bundleDirectory.deletingLastPathComponent().appendingPathComponent("zoetrope"),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(".build/debug/zoetrope"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// `curve ANIMATION … --times` and the rows.
    static func sample(_ animation: String, times: [Double], extra: [String] = []) throws -> [(t: Double, value: Double, velocity: Double)] {
        let result = try run(["curve", animation, "--times", times.map { "\($0)" }.joined(separator: ",")] + extra)
        precondition(result.status == 0, result.stderr)
        return result.rows
    }
}
