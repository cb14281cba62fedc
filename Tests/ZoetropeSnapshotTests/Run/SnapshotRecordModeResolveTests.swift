import Testing
@testable import ZoetropeSnapshot

@Suite struct SnapshotRecordModeResolveTests {
    @Test func anArgumentWinsThenTheVariableThenCI() throws {
        #expect(try SnapshotRecordMode.resolve(.all, environment: ["ZOETROPE_RECORD": "never", "CI": "true"]) == .all)
        #expect(try SnapshotRecordMode.resolve(nil, environment: ["ZOETROPE_RECORD": "Failed", "CI": "true"]) == .failed)
        #expect(try SnapshotRecordMode.resolve(nil, environment: ["CI": "true"]) == .never)
        #expect(try SnapshotRecordMode.resolve(nil, environment: ["CI": "false"]) == .missing)
        #expect(try SnapshotRecordMode.resolve(nil, environment: [:]) == .missing)
    }

    @Test func anUnknownModeIsAUsageError() {
        #expect(throws: SnapshotError.invalidRecordMode(source: "ZOETROPE_RECORD", value: "sometimes")) {
            try SnapshotRecordMode.resolve(nil, environment: ["ZOETROPE_RECORD": "sometimes"])
        }
        #expect(SnapshotError.invalidRecordMode(source: "ZOETROPE_RECORD", value: "x").isUsageError)
    }
}
