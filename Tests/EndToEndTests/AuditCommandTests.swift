import Foundation
import Testing

/// `zoetrope audit SCENE` on catalog scenes (issue 11): a clean scene prints nothing and passes `--strict`, JSON
/// parses, a declared cut is no finding, and an unknown scene is a usage error. Findings on scenes of a user's
/// file are in `UserSceneFileTests+Audit.swift`.
@Suite struct AuditCommandTests {
    @Test func aCleanSceneHasNoLinesAndPassesStrict() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["audit", "gallery-shapes", "--strict"], in: scratch.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "")
        #expect(result.stderr.contains("zoetrope: audit gallery-shapes: 90 frames, 0 findings"), "\(result.stderr)")
        #expect(scratch.files(in: ".") == [], "no crop folder without a spike")
    }

    @Test func aDeclaredJumpCutIsNoFindingAndJSONParses() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["audit", "player-jump-cut", "--format", "json", "--strict"], in: scratch.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["scene"] as? String == "player-jump-cut")
        #expect(object["frames"] as? Int == 120 && object["fps"] as? Double == 60)
        #expect((object["findings"] as? [Any])?.isEmpty == true)
    }

    @Test func anUnknownSceneExits2() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["audit", "no-such-scene", "--strict"], in: scratch.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown scene 'no-such-scene'") && result.stderr.contains("fab-menu"), "\(result.stderr)")
    }

    @Test func badFlagsNameTheFlagAndExit2() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        for (arguments, flag) in [(["audit", "fab-menu", "--fps", "0"], "--fps"), (["audit", "fab-menu", "--format", "xml"], "--format")] {
            let result = try ZoetropeBinary.locate().run(arguments, in: scratch.url)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains(flag), "\(result.stderr)")
        }
    }
}
