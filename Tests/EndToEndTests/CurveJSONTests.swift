import Foundation
import Testing

/// `zoetrope curve --format json` carries exactly the numbers of the CSV (both are the shortest decimals that read
/// back as the same doubles), in a stable layout: keys sorted, written by JSONEncoder.
///
/// Read with `JSONDecoder`, which parses numbers exactly: on Linux, `JSONSerialization` can be one unit in the last
/// place off (it reads 212.13307417563283 as 212.13307417563288).
@Suite struct CurveJSONTests {
    struct Document: Decodable {
        struct Row: Decodable { var t, value, velocity: Double }
        struct Event: Decodable { var t, value: Double; var animation: String? }
        var animation: String
        var from, to: Double
        var finishTime, logicalCompletionTime: Double?
        var retargets: [Event]
        var rows: [Row]
    }

    static let request = [".spring(duration: 0.5, bounce: 0.3).delay(0.05)", "--from", "-20", "--to", "80",
                          "--retarget", "0.2:-40", "--retarget", "0.35:10:.easeOut(duration: 0.3)", "--fps", "30"]

    @Test func jsonParsesAndCarriesTheCSVNumbers() throws {
        let csv = try CurveBinary.run(["curve"] + Self.request)
        let json = try CurveBinary.run(["curve"] + Self.request + ["--format", "json"])
        #expect(csv.status == 0 && json.status == 0, "\(csv.stderr) \(json.stderr)")
        let document = try JSONDecoder().decode(Document.self, from: Data(json.stdout.utf8))
        #expect(document.rows.count == csv.rows.count && document.rows.count > 10)
        for (j, c) in zip(document.rows, csv.rows) {
            #expect(j.t == c.t && j.value == c.value && j.velocity == c.velocity, "t=\(c.t)")
        }
        // The animation as Zoetrope resolved it: duration 0.5 is the response, bounce 0.3 a damping fraction of 1 − 0.3.
        #expect(document.animation == ".spring(response: 0.5, dampingFraction: 0.7, blendDuration: 0.0).delay(0.05)")
        #expect(document.from == -20 && document.to == 80)
        #expect(document.retargets.count == 2)
        #expect(document.retargets.first.map { ($0.t, $0.value, $0.animation) } ?? (0, 0, "") == (0.2, -40, nil))
        #expect(document.retargets.last.map { ($0.t, $0.value) } ?? (0, 0) == (0.35, 10))
        #expect(document.retargets.last?.animation?.hasPrefix(".easeOut") == true)
        #expect(document.finishTime != nil && document.logicalCompletionTime != nil)
    }

    /// 1/3 of the way through a 3 s linear animation at t = 1 s: 1/3, whose shortest round-trip decimal has 16 threes.
    @Test func numbersAreTheShortestRoundTripDecimalsInBothFormats() throws {
        let csv = try CurveBinary.run(["curve", ".linear(duration: 3)", "--times", "1"])
        let json = try CurveBinary.run(["curve", ".linear(duration: 3)", "--times", "1", "--format", "json"])
        #expect(csv.stdout == "t,value,velocity\n1.0,0.3333333333333333,0.3333333333333333\n")
        #expect(json.stdout.contains("\"value\" : 0.3333333333333333,"), "\(json.stdout)")
        #expect(json.stdout.contains("\"t\" : 1,"), "JSONEncoder writes 1.0 as 1")
    }

    @Test func keysAreSortedSoTheTextIsStable() throws {
        let first = try CurveBinary.run(["curve", ".snappy", "--retarget", "0.1:2", "--format", "json"]).stdout
        let keys = ["\"animation\"", "\"finishTime\"", "\"from\"", "\"logicalCompletionTime\"", "\"retargets\"", "\"rows\"", "\"to\""]
        let positions = keys.compactMap { first.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted(), "\(first.prefix(400))")
        #expect(try CurveBinary.run(["curve", ".snappy", "--retarget", "0.1:2", "--format", "json"]).stdout == first)
        #expect(first.hasSuffix("}\n"))
    }
}
