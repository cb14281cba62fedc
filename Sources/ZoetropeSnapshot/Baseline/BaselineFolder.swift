import Foundation

/// Where one scene's baseline lives: `DIR/SCENE/` holding `SCENE.trace`, `environment.json` and the pixel frames
/// `frame_0031@0.517s.png` (index at the trace's frame rate, then the time it shows).
public struct BaselineFolder: Hashable, Sendable {
    public var url: URL
    public var scene: String

    /// The folder for `scene` under the baselines folder `root`.
    public init(root: URL, scene: String) {
        self.url = root.appendingPathComponent(scene, isDirectory: true)
        self.scene = scene
    }

    public var traceURL: URL { url.appendingPathComponent(scene + ".trace") }
    public var environmentURL: URL { url.appendingPathComponent("environment.json") }

    /// The pixel frame file for frame `index` showing `time` seconds.
    public func frameURL(index: Int, time: Double) -> URL {
        url.appendingPathComponent(Self.frameFileName(index: index, time: time))
    }

    /// `frame_0031@0.517s.png`.
    public static func frameFileName(index: Int, time: Double) -> String {
        let digits = String(index)
        return "frame_" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "@" + TraceFrame.seconds(time) + "s.png"
    }

    /// The frame index a pixel frame file name holds, nil for other names.
    public static func frameIndex(fileName name: String) -> Int? {
        guard name.hasPrefix("frame_"), name.hasSuffix("s.png"), let at = name.firstIndex(of: "@") else { return nil }
        return Int(name[name.index(name.startIndex, offsetBy: 6)..<at])
    }

    /// Whether a baseline was recorded: its trace file exists.
    public var exists: Bool { FileManager.default.fileExists(atPath: traceURL.path) }

    /// The pixel frame files present, by frame index, ascending.
    public func pixelFrames() -> [(index: Int, url: URL)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.compactMap { name in Self.frameIndex(fileName: name).map { ($0, url.appendingPathComponent(name)) } }
            .sorted { $0.index < $1.index }
    }

    /// Reads the recorded trace.
    public func readTrace() throws -> TraceRecording {
        let text: String
        do {
            text = try String(contentsOf: traceURL, encoding: .utf8)
        } catch {
            throw SnapshotError.unreadable(path: traceURL.relativePath, reason: error.localizedDescription)
        }
        do {
            return try TraceRecording(parsing: text)
        } catch let error as TraceFormatError {
            throw SnapshotError.malformedTrace(path: traceURL.relativePath, line: error.line, problem: error.problem)
        }
    }

    /// Reads `environment.json`; nil when the file is absent.
    public func readEnvironment() throws -> SnapshotEnvironment? {
        guard let data = FileManager.default.contents(atPath: environmentURL.path) else { return nil }
        do {
            return try JSONDecoder().decode(SnapshotEnvironment.self, from: data)
        } catch {
            throw SnapshotError.unreadable(path: environmentURL.relativePath, reason: "not a Zoetrope environment.json (\(error))")
        }
    }

    /// Writes a whole baseline: the trace, the environment and the pixel frames (PNG bytes by frame index), each
    /// through a temporary file and a rename; pixel frames of an earlier recording that this one lacks are removed.
    public func write(trace: TraceRecording, environment: SnapshotEnvironment, frames: [Int: [UInt8]]) throws {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw SnapshotError.cannotWrite(path: url.path, reason: SnapshotError.reason(error, writing: url.path))
        }
        for (index, bytes) in frames {
            try Self.write(Data(bytes), to: frameURL(index: index, time: Double(index) / trace.fps))
        }
        for old in pixelFrames() where frames[old.index] == nil || old.url != frameURL(index: old.index, time: Double(old.index) / trace.fps) {
            try? FileManager.default.removeItem(at: old.url)
        }
        try Self.write(try environment.encoded(), to: environmentURL)
        try Self.write(Data(trace.text.utf8), to: traceURL)
    }

    static func write(_ data: Data, to url: URL) throws {
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw SnapshotError.cannotWrite(path: url.path, reason: SnapshotError.reason(error, writing: url.path))
        }
    }
}
