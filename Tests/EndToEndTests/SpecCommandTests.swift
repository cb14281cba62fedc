import Foundation
import Testing

/// `zoetrope spec SCENE --format md|json|csv` run as a user would.
@Suite struct SpecCommandTests {
    @Test func csvJSONAndMarkdownOfTheFlagship() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let zoetrope = try ZoetropeBinary.locate()
        let csv = try zoetrope.run(["spec", "fab-menu", "--format", "csv"], in: scratch.url)
        #expect(csv.status == 0, "\(csv.stderr)")
        let lines = csv.stdout.split(separator: "\n")
        #expect(lines.first == "name,view,type,property,from,to,animation,start,logical_completion,finish")
        // The plus turns 0° → 45° with the scene's spring, `.snappy` (named: spring(response: 0.5, dampingFraction:
        // 0.85) is its duration 0.5, bounce 0.15), from the first tap (0.4 s), logically complete a response (0.5 s) later.
        #expect(lines.contains { $0.contains(",rotation,0°,45°,.snappy,0.400,0.900,") },
                "\(csv.stdout)")
        let json = try zoetrope.run(["spec", "fab-menu", "--format", "json"], in: scratch.url)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["scene"] as? String == "fab-menu")
        #expect((object?["rows"] as? [Any])?.count == lines.count - 1)
        let md = try zoetrope.run(["spec", "fab-menu"], in: scratch.url)
        #expect(md.stdout.hasPrefix("# Motion spec: fab-menu (2.400 s)"))
        #expect(md.stdout.contains("| `Tap(\"fab\")` | 0.400 | 0.000 |"))
    }

    @Test func badFormatAndUnknownSceneExit2() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let zoetrope = try ZoetropeBinary.locate()
        #expect(try zoetrope.run(["spec", "fab-menu", "--format", "xml"], in: scratch.url).status == 2)
        let unknown = try zoetrope.run(["spec", "no-such-scene"], in: scratch.url)
        #expect(unknown.status == 2 && unknown.stderr.contains("no-such-scene"))
    }
}
