import Dispatch
import Foundation
import Testing
import Zoetrope
import ZoetropeDisplay
import ZoetropeRender
@testable import Scenes

/// Frames are a pure function of their time (architecture.md, principle 2), live content included: scenes with a
/// keyframe animator, an animatable counting label and a matched-geometry morph, rendered in a shuffled order from
/// several threads on a fresh timeline, give the same pixels as rendered in order on one thread.
@MainActor @Suite struct ShuffledFramesTests {
    @Test(arguments: ["keyframe-heart", "counting-number", "matched-circle", "phase-star"])
    func shuffledFramesFromManyThreadsMatchTheInOrderRender(id: String) throws {
        let scene = try #require(Catalog.scene(id: id))
        let options = RenderOptions(fps: 20, scale: 1, jobs: 1)
        let inOrder = try RenderJob(timeline: scene.renderTimeline(), options: options)
        let times = (0..<Int(scene.duration * 20)).map { Double($0) / 20 }
        let expected = times.map { inOrder.image(at: $0).pixels }

        // A fixed shuffle (a linear congruential generator), so a failure can be replayed.
        var order = Array(times.indices)
        var seed: UInt64 = 0x2545F4914F6CDD1D
        for i in order.indices.reversed() where i > 0 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            order.swapAt(i, Int(seed >> 33) % (i + 1))
        }
        let drawingOrder = order
        let shuffled = try RenderJob(timeline: scene.renderTimeline(), options: options)
        let results = Results(count: times.count)
        Dispatch.DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for k in stride(from: worker, to: drawingOrder.count, by: 4) {
                let i = drawingOrder[k]
                results.set(i, shuffled.image(at: times[i]).pixels)
            }
        }
        for i in times.indices {
            #expect(results.get(i) == expected[i], "\(id): frame at \(times[i]) s differs")
        }
    }

    /// Pixels by frame index, written from several threads.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [[UInt8]?]
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: [UInt8]) { lock.lock(); values[index] = value; lock.unlock() }
        func get(_ index: Int) -> [UInt8]? { lock.lock(); defer { lock.unlock() }; return values[index] }
    }
}
