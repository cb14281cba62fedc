import Foundation
import Testing

/// A frame is a pure function of its time (issue 16, item 3): a catalog scene with text and motion rendered with
/// 1 and 2 jobs, in two shards into one folder, frame by frame from the last to the first, under a hostile
/// fontconfig and a comma-decimal locale, and as stills, gives the same bytes every time; an MP4 made twice too.
@Suite(.serialized) struct DeterminismTests {
    /// Text that counts up (an Animatable label) and digits that roll, from a tap at 0.4 s.
    static let scene = "counting-number"
    /// Frames 6 ..< 16 at 20 fps: 0.3 s to 0.8 s, across the tap.
    static let fps = 20.0
    static let frames = 6..<16
    static let range = ["--fps", "20", "--from", "0.3", "--to", "0.8", "--scale", "1"]

    let binary: ZoetropeBinary
    let scratch: Scratch

    init() throws {
        binary = try ZoetropeBinary.locate()
        scratch = try Scratch()
    }

    /// Runs zoetrope in the scratch folder; a failure is an issue naming the arguments and stderr.
    @discardableResult
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> ZoetropeBinary.Result {
        let result = try binary.run(arguments, in: scratch.url, environment: environment)
        #expect(result.status == 0, "zoetrope \(arguments.joined(separator: " ")): \(result.stderr)")
        return result
    }

    /// The PNG files of `folder`, by name.
    func pngs(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in scratch.files(in: folder) where name.hasSuffix(".png") { files[name] = try scratch.data(folder + "/" + name) }
        return files
    }

    static func frameName(_ index: Int) -> String {
        let digits = String(index)
        return "frame_" + String(repeating: "0", count: 6 - digits.count) + digits + ".png"
    }

    /// A fontconfig that changes every rendering setting it can and swaps families (TextRenderingTests' hostile
    /// configuration), and a private `de_DE.UTF-8` locale (decimal comma) compiled with localedef into LOCPATH.
    func hostileEnvironment() throws -> [String: String] {
        let folder = scratch.url.appendingPathComponent("environment")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/hostile-fonts.conf"), encoding: .utf8)
        try config.write(to: folder.appendingPathComponent("fonts.conf"), atomically: true, encoding: .utf8)
        let locales = folder.appendingPathComponent("locales")
        try FileManager.default.createDirectory(at: locales, withIntermediateDirectories: true)
        #expect(Self.command("/usr/bin/localedef", ["-i", "de_DE", "-f", "UTF-8", locales.appendingPathComponent("de_DE.UTF-8").path]).status == 0,
                "localedef could not compile de_DE.UTF-8 (the Debian package `locales` has its sources)")
        let environment = ["FONTCONFIG_FILE": folder.appendingPathComponent("fonts.conf").path, "LOCPATH": locales.path,
                           "LC_ALL": "de_DE.UTF-8", "LANG": "de_DE.UTF-8", "LC_NUMERIC": "de_DE.UTF-8"]
        // The locale is real: glibc reads it and its decimal point is a comma.
        let decimal = Self.command("/usr/bin/locale", ["decimal_point"], environment: environment)
        try #require(decimal.output.trimmingCharacters(in: .whitespacesAndNewlines) == ",", "the de_DE.UTF-8 locale is not in effect: \(decimal.output)")
        return environment
    }

    static func command(_ path: String, _ arguments: [String], environment extra: [String: String] = [:]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func framesAreTheSameBytesHoweverTheyAreRendered() throws {
        defer { scratch.remove() }
        let hostile = try hostileEnvironment()
        try run(["render", Self.scene, "--jobs", "1", "--out", "one-job"] + Self.range)
        let reference = try pngs("one-job")
        #expect(reference.keys.sorted() == Self.frames.map(Self.frameName), "frames: \(reference.keys.sorted())")

        try run(["render", Self.scene, "--jobs", "2", "--out", "two-jobs"] + Self.range)
        try run(["render", Self.scene, "--shard", "2/2", "--out", "shards"] + Self.range)
        try run(["render", Self.scene, "--shard", "1/2", "--out", "shards"] + Self.range)
        // No flag renders in reverse: one frame per run, from the last to the first, into one folder.
        for index in Self.frames.reversed() {
            try run(["render", Self.scene, "--fps", "20", "--from", "\(Double(index) / Self.fps)",
                     "--to", "\(Double(index + 1) / Self.fps)", "--scale", "1", "--jobs", "1", "--out", "reversed"])
        }
        try run(["render", Self.scene, "--jobs", "2", "--out", "hostile-frames"] + Self.range, environment: hostile)

        for variant in ["two-jobs", "shards", "reversed", "hostile-frames"] {
            let frames = try pngs(variant)
            #expect(frames.keys.sorted() == reference.keys.sorted(), "\(variant): \(frames.keys.sorted())")
            for (name, bytes) in reference.sorted(by: { $0.key < $1.key }) {
                #expect(frames[name] == bytes, "\(variant)/\(name) differs from one-job/\(name)")
            }
        }

        // A still at the time of frame 10 (0.5 s), in both environments, is that frame.
        try run(["still", Self.scene, "--at", "0.5", "--scale", "1", "--out", "still.png"])
        try run(["still", Self.scene, "--at", "0.5", "--scale", "1", "--out", "still-hostile.png"], environment: hostile)
        let frame = reference[Self.frameName(10)]
        #expect(try scratch.data("still.png") == frame, "still --at 0.5 differs from frame 10")
        #expect(try scratch.data("still-hostile.png") == frame, "still --at 0.5 under the hostile environment differs from frame 10")
    }

    @Test func aVideoMadeTwiceIsTheSameBytes() throws {
        defer { scratch.remove() }
        let hostile = try hostileEnvironment()
        let arguments = ["--fps", "20", "--scale", "0.5"]
        try run(["video", Self.scene, "first.mp4", "--jobs", "2"] + arguments)
        try run(["video", Self.scene, "second.mp4", "--jobs", "1"] + arguments, environment: hostile)
        let first = try scratch.data("first.mp4"), second = try scratch.data("second.mp4")
        #expect(first.count > 1000)
        #expect(first == second, "the two MP4s differ (\(first.count) and \(second.count) bytes)")
    }
}
