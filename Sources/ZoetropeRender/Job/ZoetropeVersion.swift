/// Zoetrope's release version, recorded with snapshot baselines so that a baseline made by another release says so.
public enum ZoetropeVersion {
    /// Semantic version of this build.
    public static let current = "0.1.0"
}

import Foundation
import ZoetropeSystem
import ZoetropeCairo

extension ZoetropeVersion {
    /// What `zoetrope --version` prints: this release, the libraries that draw and encode its frames (as they
    /// report themselves at run time), and the ffmpeg on PATH that its videos would use.
    public static func report(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let zlib = String(cString: zlibVersionString())
        let libraries = "cairo \(LibraryVersions.cairo), pango \(LibraryVersions.pango), harfbuzz \(LibraryVersions.harfBuzz), "
            + "fontconfig \(LibraryVersions.fontconfig), libpng \(LibraryVersions.libpng), zlib \(zlib)"
        return "zoetrope \(current)\n\(libraries)\n\(ffmpegLine(environment: environment))\n"
    }

    private static func ffmpegLine(environment: [String: String]) -> String {
        guard let ffmpeg = FFmpegProcess.locate(environment: environment) else {
            return "ffmpeg: not found on PATH (videos need it; scripts/setup-system installs it)"
        }
        guard let process = try? ChildProcess(executable: ffmpeg.path, arguments: ["-hide_banner", "-version"],
                                              standardOutput: .pipe, standardError: .nullDevice, newProcessGroup: true),
              let output = process.standardOutput
        else { return "ffmpeg: \(ffmpeg.path) could not be started" }
        let data = ChildProcess.readToEnd(output)
        process.wait()
        // "ffmpeg version 5.1.9-0+deb12u1 Copyright …": the version is the third word.
        let words = String(decoding: data, as: UTF8.self).split(separator: "\n").first?.split(separator: " ") ?? []
        let version = words.count > 2 && words[1] == "version" ? String(words[2]) : "of unknown version"
        return "ffmpeg \(version) (\(ffmpeg.path))"
    }
}
