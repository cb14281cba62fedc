import Foundation
import Testing

/// The corpus (issue 24): scene files in `Corpus/`, written in the styles public SwiftUI animation code uses (our own
/// code), each compiled as a user's file on its own (`zoetrope build --each`, one build for all), evaluated and
/// rendered. Each file states what an iPhone would show as lines at its top, derived by hand beside each:
///
///     // expect: T PATH-SUFFIX KEY VALUE [±TOL]  — derivation
///
/// checked against `zoetrope inspect FILE SCENE --at T --format json` for the file's first scene: the first view
/// in drawing order whose identity path ends with PATH-SUFFIX; KEY `frame` or `bounds` (VALUE `x y w h`, tolerance
/// 0.01 pt unless given), `opacity` (0.001), `text` (the Text's string) or `style.NAME` (the inspected style value:
/// a number, or text compared exactly), or `absent` (VALUE `-`: no view's path ends so). A file that warns (an unknown
/// symbol, an asset colour…) fails.
@Suite struct CorpusTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let folder = root.appendingPathComponent("Corpus")
    static let cache = ProcessFolders.temporary("zoetrope-corpus")
    static let environment = ["XDG_CACHE_HOME": cache.path, "ZOETROPE_SCENE_BUILD": "debug"]

    static let files: [URL] = ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
        .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }

    /// One build of every corpus file, shared by the cases (run once, whichever case asks first).
    static let build: Result<ZoetropeBinary.Result, Error> = Result {
        try ZoetropeBinary.locate().run(["build", "--each", folder.path], in: root, environment: environment)
    }

    @Test func theCorpusHoldsEnoughFiles() {
        // Issue 24 asks for at least 40 files; each category of public animation code has several.
        #expect(Self.files.count >= 40, "\(Self.files.count) corpus files")
    }

    @Test(arguments: CorpusTests.files.map(\.lastPathComponent))
    func compilesRendersAndMovesAsDerived(_ name: String) throws {
        let built = try Self.build.get()
        try #require(built.status == 0, "zoetrope build --each Corpus failed:\n\(built.stderr)")
        let file = Self.folder.appendingPathComponent(name)
        let text = try String(contentsOf: file, encoding: .utf8)
        let expectations = try CorpusExpectation.parse(text, file: name)
        try #require(expectations.count >= 2, "\(name): at least two `// expect:` lines")
        let scene = try #require(CorpusExpectation.firstSceneID(text), "\(name): no MotionScene(\"id\", …)")
        let binary = try ZoetropeBinary.locate()
        let scratch = try Scratch()
        defer { scratch.remove() }

        for time in Set(expectations.map(\.time)).sorted() {
            let run = try binary.run(["inspect", file.path, scene, "--at", String(time), "--format", "json"],
                                     in: scratch.url, environment: Self.environment)
            try #require(run.status == 0, "\(name) at \(time) s: \(run.stderr)")
            // A warning means something the file uses is missing or drawn as a stand-in; an empty `ForEach` (a list
            // that starts empty, as a lap list does) is the file's data, not a gap in Zoetrope.
            let warnings = run.stderr.split(separator: "\n").filter { $0.contains("warning") && !$0.contains("has no elements") }
            #expect(warnings.isEmpty, "\(name) at \(time) s warns: \(warnings)")
            let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            let views = json?["views"] as? [[String: Any]] ?? []
            for expectation in expectations where expectation.time == time {
                if let problem = expectation.check(views) {
                    Issue.record("\(name):\(expectation.line): \(problem)")
                }
            }
        }
        // And it renders: one frame at the last time checked.
        let last = expectations.map(\.time).max() ?? 0
        let still = try binary.run(["still", file.path, scene, "--at", String(last), "--scale", "1", "--out", "frame.png"],
                                   in: scratch.url, environment: Self.environment)
        #expect(still.status == 0, "\(name): \(still.stderr)")
        let png = try scratch.data("frame.png")
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}

/// One `// expect:` line of a corpus file.
struct CorpusExpectation {
    var line: Int
    var time: Double
    var suffix: String
    var key: String
    var value: String
    var tolerance: Double?

    static func parse(_ text: String, file: String) throws -> [CorpusExpectation] {
        var result: [CorpusExpectation] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("// expect:") else { continue }
            var body = String(line.dropFirst("// expect:".count))
            if let dash = body.range(of: " — ") { body = String(body[..<dash.lowerBound]) }
            var fields = body.split(separator: " ").map(String.init)
            var tolerance: Double?
            if let last = fields.last, last.hasPrefix("±") {
                tolerance = Double(last.dropFirst())
                fields.removeLast()
            }
            guard fields.count >= 4, let time = Double(fields[0]) else {
                throw CorpusError(message: "\(file):\(index + 1): cannot read `\(line)`")
            }
            result.append(CorpusExpectation(line: index + 1, time: time, suffix: fields[1], key: fields[2],
                                            value: fields[3...].joined(separator: " "), tolerance: tolerance))
        }
        return result
    }

    /// The id of the first `MotionScene("id"` in the file.
    static func firstSceneID(_ text: String) -> String? {
        guard let start = text.range(of: "MotionScene(\"") else { return nil }
        let rest = text[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// nil when the views agree, else what differs.
    func check(_ views: [[String: Any]]) -> String? {
        if key == "absent" {
            let found = views.first { ($0["path"] as? String)?.hasSuffix(suffix) == true }
            return found.map { "\($0["path"] ?? suffix) is there at \(time) s, expected no such view" }
        }
        guard let view = views.first(where: { ($0["path"] as? String)?.hasSuffix(suffix) == true }) else {
            return "no view whose path ends with \(suffix) at \(time) s"
        }
        let path = view["path"] as? String ?? ""
        switch key {
        case "frame", "bounds":
            // A view drawn where it is laid out has no separate `bounds` in the JSON: its frame is where it shows.
            let actual = ((view[key] ?? view["frame"]) as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
            let expected = value.split(separator: " ").compactMap { Double($0) }
            let tolerance = self.tolerance ?? 0.01
            guard actual.count == 4, expected.count == 4,
                  zip(actual, expected).allSatisfy({ abs($0 - $1) <= tolerance }) else {
                return "\(path) \(key) is \(actual), expected \(expected) ±\(tolerance) at \(time) s"
            }
        case "opacity":
            let actual = (view["opacity"] as? NSNumber)?.doubleValue ?? .nan
            guard let expected = Double(value), abs(actual - expected) <= (tolerance ?? 0.001) else {
                return "\(path) opacity is \(actual), expected \(value) at \(time) s"
            }
        default:
            let name = key == "text" ? "text" : key.hasPrefix("style.") ? String(key.dropFirst("style.".count)) : key
            let style = view["style"] as? [String: Any] ?? [:]
            guard let actual = style[name] else { return "\(path) has no \(name) at \(time) s (style \(style))" }
            if let number = (actual as? NSNumber)?.doubleValue, let expected = Double(value) {
                guard abs(number - expected) <= (tolerance ?? 0.001) else {
                    return "\(path) \(name) is \(number), expected \(expected) at \(time) s"
                }
            } else if "\(actual)" != value {
                return "\(path) \(name) is \(actual), expected \(value) at \(time) s"
            }
        }
        return nil
    }
}

struct CorpusError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
