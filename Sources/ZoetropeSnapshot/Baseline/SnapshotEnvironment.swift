import Foundation
import ZoetropeCairo
import ZoetropeRender

/// What a baseline was recorded with (`environment.json`): the Zoetrope release, the versions of the libraries that
/// draw and shape, a SHA-256 of each bundled font file, and the frame rate and scale of the recording.
///
/// Pixels depend on all of these, so a failure on a machine whose environment differs is reported as that
/// ("baseline recorded with Pango 1.50.12, this machine has 1.51.0") rather than as a wall of red.
public struct SnapshotEnvironment: Codable, Hashable, Sendable {
    /// The format of baseline folders; raised when it changes incompatibly.
    public var format: Int
    public var zoetrope: String
    public var cairo: String
    public var pango: String
    public var harfBuzz: String
    public var fontconfig: String
    public var libpng: String
    /// Bundled font file name → SHA-256 of its bytes, hex.
    public var fonts: [String: String]
    /// Frames per second of the trace (frame i shows t = i / fps).
    public var fps: Double
    /// Pixels per point of the pixel frames.
    public var scale: Double

    public static let currentFormat = 1

    /// This machine's environment, for a recording at `fps` and `scale`.
    public static func current(fps: Double, scale: Double) -> SnapshotEnvironment {
        SnapshotEnvironment(format: currentFormat, zoetrope: ZoetropeVersion.current, cairo: LibraryVersions.cairo,
                            pango: LibraryVersions.pango, harfBuzz: LibraryVersions.harfBuzz,
                            fontconfig: LibraryVersions.fontconfig, libpng: LibraryVersions.libpng,
                            fonts: fontFingerprints, fps: fps, scale: scale)
    }

    /// The bundled fonts' fingerprints, read once.
    static let fontFingerprints: [String: String] = {
        var fonts: [String: String] = [:]
        for url in PangoTextEngine.shared.fontFiles {
            if let data = FileManager.default.contents(atPath: url.path) { fonts[url.lastPathComponent] = SHA256.hex([UInt8](data)) }
        }
        return fonts
    }()

    /// What differs from `baseline` that changes pixels, each as "baseline recorded with Pango 1.50.12, this machine
    /// has 1.51.0". The frame rate and scale are not among them: verification uses the baseline's.
    public func differences(fromBaseline baseline: SnapshotEnvironment) -> [String] {
        var lines: [String] = []
        func compare(_ name: String, _ recorded: String, _ here: String) {
            if recorded != here { lines.append("baseline recorded with \(name) \(recorded), this machine has \(here)") }
        }
        compare("Zoetrope", baseline.zoetrope, zoetrope)
        compare("Cairo", baseline.cairo, cairo)
        compare("Pango", baseline.pango, pango)
        compare("HarfBuzz", baseline.harfBuzz, harfBuzz)
        compare("fontconfig", baseline.fontconfig, fontconfig)
        for name in Set(baseline.fonts.keys).union(fonts.keys).sorted() {
            switch (baseline.fonts[name], fonts[name]) {
            case let (recorded?, here?) where recorded != here:
                lines.append("baseline recorded with font \(name) sha256 \(recorded.prefix(12))…, this machine's is \(here.prefix(12))…")
            case (_?, nil): lines.append("baseline recorded with font \(name), which this machine does not have")
            case (nil, _?): lines.append("baseline recorded without font \(name), which this machine has")
            default: break
            }
        }
        return lines
    }

    /// The file's bytes: pretty-printed JSON with sorted keys, so that it diffs well.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
