import Foundation

/// One review folder of the seed pair (`toolbar-menu-incorrect` vs `toolbar-menu-correct`), written once by the
/// built binary for every test that reads it, and the relative files its `index.html` references.
enum ReviewFixture {
    /// The scenes and what the catalog says about them: 2 s at 60 fps, so 120 frames each.
    static let scenes = ["toolbar-menu-incorrect", "toolbar-menu-correct"]
    static let duration = 2.0, fps = 60.0, frames = 120

    struct Folder: Sendable {
        let url: URL
        let stdout: String
        var index: URL { url.appendingPathComponent("index.html") }
    }

    /// Written on first use (Swift runs a static initialiser once, whichever test asks first) to
    /// `.build/test-artifacts/seed-pair-review`, replacing the previous run's, and kept there for people and CI to open.
    static let shared: Result<Folder, Error> = Result { try review(scenes, into: "seed-pair-review") }

    /// zoom-grid's review (five chapters: a flick, a tap that stops it, the zoom in, a flick of the editor, the zoom
    /// back), written the same way to `.build/test-artifacts/zoom-grid-review`.
    static let zoomGrid: Result<Folder, Error> = Result { try review(["zoom-grid"], into: "zoom-grid-review") }

    static func folder() throws -> Folder { try shared.get() }

    /// `.build/test-artifacts`, made if needed.
    static func artifacts() throws -> URL {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/test-artifacts")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    private static func review(_ ids: [String], into name: String) throws -> Folder {
        let root = try artifacts()
        let result = try ZoetropeBinary.locate().run(["review"] + ids + ["--out", name], in: root)
        guard result.status == 0 else {
            throw NSError(domain: "ReviewFixture", code: Int(result.status),
                          userInfo: [NSLocalizedDescriptionKey: "zoetrope review failed: \(result.stderr)"])
        }
        return Folder(url: root.appendingPathComponent(name), stdout: result.stdout)
    }

    /// Every `src` and `href` value of `html` that is a path inside the folder (not `#anchor`, not a URL with a scheme).
    static func referencedFiles(in html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"\b(?:src|href)="([^"]*)""#)
        let range = NSRange(html.startIndex..., in: html)
        return pattern.matches(in: html, range: range).compactMap { match in
            guard let value = Range(match.range(at: 1), in: html).map({ String(html[$0]) }) else { return nil }
            if value.hasPrefix("#") || value.contains(":") { return nil }
            // The file is what comes before a fragment (a chapter clip's `#t=` start).
            let file = value.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            return file.replacingOccurrences(of: "&amp;", with: "&")
        }
    }
}
