import Foundation
import Testing
@testable import ZoetropeRender

@Suite struct FramePipelineTests {
    struct Boom: Error, Equatable { var index: Int }

    @Test(arguments: [1, 2, 3, 8])
    func consumesInOrderWhateverFinishesFirst(jobs: Int) throws {
        var seen: [Int] = []
        try FramePipeline(jobs: jobs).run(Array(10..<40), produce: { index in
            usleep(UInt32((index * 7919) % 5) * 500) // finish out of order
            return index * index
        }, consume: { index, value in
            #expect(value == index * index)
            seen.append(index)
        })
        #expect(seen == Array(10..<40))
    }

    @Test func producerErrorStopsTheRun() {
        var consumed = 0
        #expect(throws: Boom(index: 5)) {
            try FramePipeline(jobs: 3).run(Array(0..<50), produce: { index in
                if index == 5 { throw Boom(index: 5) }
                return index
            }, consume: { _, _ in consumed += 1 })
        }
        #expect(consumed <= 5)
    }

    @Test func consumerErrorStopsTheRun() {
        #expect(throws: Boom(index: 2)) {
            try FramePipeline(jobs: 2).run(Array(0..<50), produce: { $0 }, consume: { index, _ in
                if index == 2 { throw Boom(index: 2) }
            })
        }
    }
}
