import Testing
@testable import ZoetropeRender

@Suite struct FramePlanTests {
    @Test func wholeSceneIsDurationTimesFPSFramesWithoutTheEnd() throws {
        // 2.4 s at 10 fps: 24 frames, t = 0.0 … 2.3.
        let plan = try FramePlan(duration: 2.4, fps: 10)
        #expect(plan.indices == Array(0..<24))
        #expect(plan.time(ofFrame: 23) == 2.3)
    }

    @Test func fromIsInclusiveAndToExclusive() throws {
        #expect(try FramePlan(duration: 2.4, fps: 10, from: 0.5, to: 1.0).indices == [5, 6, 7, 8, 9])
        #expect(try FramePlan(duration: 2.4, fps: 10, from: 0.55, to: 0.8).indices == [6, 7])
        // t = 1/60 typed back as a decimal still selects frame 1.
        #expect(try FramePlan(duration: 1, fps: 60, from: 0.016666666666666666, to: 0.03).indices == [1])
        #expect(try FramePlan(duration: 2.4, fps: 10, from: 2.2, to: 99).indices == [22, 23])
    }

    @Test func emptyRangeIsAnError() {
        #expect(throws: RenderError.emptyRange(from: 3, to: 2.4, duration: 2.4, fps: 10)) {
            try FramePlan(duration: 2.4, fps: 10, from: 3)
        }
    }

    @Test func shardsAreContiguousBlocksCoveringEveryFrameOnce() throws {
        // 10 frames in 3 shards: 10·k/3 gives the cuts 0, 3, 6, 10.
        let blocks = try (1...3).map { try FramePlan(duration: 1, fps: 10, shard: Shard(index: $0, count: 3)).indices }
        #expect(blocks == [[0, 1, 2], [3, 4, 5], [6, 7, 8, 9]])
        // shards apply after the time range.
        #expect(try FramePlan(duration: 2.4, fps: 10, from: 1, to: 2, shard: Shard(parsing: "2/2")).indices == [15, 16, 17, 18, 19])
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "2", "1/2/3", "-1/2"])
    func badShardsNameTheFlag(text: String) {
        #expect {
            try Shard(parsing: text)
        } throws: { error in
            guard case let .invalidValue(flag, _, _) = error as? RenderError else { return false }
            return flag == "--shard"
        }
    }

    @Test(arguments: [0.0, -1.0, .nan, .infinity])
    func badFPSAndScaleNameTheirFlags(value: Double) {
        for (options, flag) in [(RenderOptions(fps: value), "--fps"), (RenderOptions(scale: value), "--scale")] {
            #expect {
                try options.validate()
            } throws: { error in
                guard case let .invalidValue(f, _, _) = error as? RenderError else { return false }
                return f == flag && (error as! RenderError).isUsageError
            }
        }
    }

    @Test func timesMayBeZeroButNotNegativeOrNaN() throws {
        try RenderOptions(from: 0).validate()
        #expect(throws: RenderError.self) { try RenderOptions(from: -0.1).validate() }
        #expect(throws: RenderError.self) { try RenderOptions(to: 0).validate() }
        #expect(throws: RenderError.self) { try RenderOptions(to: .nan).validate() }
        #expect(throws: RenderError.self) { try RenderOptions(jobs: 0).validate() }
    }

    @Test func frameFileNamesUseSixDigits() {
        #expect(RenderJob.frameFileName(0) == "frame_000000.png")
        #expect(RenderJob.frameFileName(42) == "frame_000042.png")
        #expect(RenderJob.frameFileName(1_234_567) == "frame_1234567.png")
    }
}
