import Foundation
import Testing

extension UserSceneFileTests {
    /// The lines about building a user's files follow `--quiet` and `--progress json` as the command's own do
    /// (issue 16): nothing when quiet, JSON `message` events with json.
    @Test func buildStatusFollowsQuietAndProgressJSON() throws {
        defer { scratch.remove() }
        try write(Self.card, "Card.swift")
        let render = ["render", "Card.swift", "card", "--fps", "10", "--scale", "0.25", "--out", "frames"]
        let quiet = try run(render + ["--quiet"])
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(quiet.stderr == "", "no build line either")
        #expect(quiet.stdout.hasPrefix("wrote 15 frames"), "\(quiet.stdout)")

        let json = try run(render + ["--progress", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        let objects = try json.stderr.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
        #expect(objects.first?["event"] as? String == "message")
        #expect(objects.first?["message"] as? String == "zoetrope: Card.swift unchanged: using the cached build")
        #expect(objects.last?["event"] as? String == "done" && objects.last?["done"] as? Int == 15, "\(json.stderr)")
    }
}
