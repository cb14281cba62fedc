import Foundation
import Testing
import ZoetropeCairo

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
        // The running libraries' own words, read here through the same C calls independently of the command.
        #expect(result.stdout.contains("cairo \(LibraryVersions.cairo)"))
        #expect(result.stdout.contains("pango \(LibraryVersions.pango)"))
        #expect(lines.last?.hasPrefix("ffmpeg ") == true && lines.last?.contains("/ffmpeg)") == true, "\(result.stdout)")
    }

    @Test func withoutFFmpegTheVersionSaysSo() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["--version"], in: scratch.url, path: scratch.url.path)
        #expect(result.status == 0)
        #expect(result.stdout.contains("ffmpeg: not found on PATH"), "\(result.stdout)")
    }
}
