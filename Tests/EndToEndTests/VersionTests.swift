import Foundation
import Testing

/// `zoetrope --version`: the release, the libraries in use as they report themselves, and the ffmpeg on PATH.
@Suite struct VersionTests {
    @Test func versionNamesTheReleaseTheLibrariesAndFFmpeg() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["--version"], in: scratch.url)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("zoetrope ") == true, "\(result.stdout)")
        #expect(lines.count == 3, "\(result.stdout)")
        // The versions the system's packages declare (pkg-config), which the libraries loaded at run time report.
        for (library, package) in [("cairo", "cairo"), ("pango", "pango")] {
            let version = try packageVersion(package)
            #expect(result.stdout.contains("\(library) \(version),"), "\(library) \(version) in \(result.stdout)")
        }
        #expect(lines.last?.hasPrefix("ffmpeg ") == true && lines.last?.contains("/ffmpeg)") == true, "\(result.stdout)")
    }

    @Test func withoutFFmpegTheVersionSaysSo() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["--version"], in: scratch.url, path: scratch.url.path)
        #expect(result.status == 0)
        #expect(result.stdout.contains("ffmpeg: not found on PATH"), "\(result.stdout)")
    }

    /// `pkg-config --modversion PACKAGE`.
    func packageVersion(_ package: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pkg-config", "--modversion", package]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
