import Foundation
import Testing
import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay
@testable import ZoetropeRender
@testable import Scenes

/// A PNG render skips drawing and encoding a frame whose display list equals the previous frame's (a hold) and
/// writes the previous bytes again; it draws the others into memory kept from frame to frame. Neither may change a
/// byte: every file must equal the frame rendered alone (`png(at:)`, a fresh image encoded by libpng), whatever the
/// number of jobs or the part of the scene rendered.
@MainActor @Suite struct HoldFramesTests {
    func files(in folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return result
    }

    @Test(arguments: ["fab-menu", "phase-star", "sheet-detents"])
    func framesWithHoldsEqualFramesRenderedAlone(id: String) throws {
        let scene = try #require(Catalog.scene(id: id))
        let timeline = scene.renderTimeline()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-holds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var renders: [[String: Data]] = []
        for (jobs, from) in [(1, nil), (2, nil), (2, 0.5 as Double?)] {
            let job = try RenderJob(timeline: timeline, options: RenderOptions(fps: 20, scale: 1, from: from, jobs: jobs))
            let folder = scratch.appendingPathComponent("\(jobs)-\(from ?? 0)")
            _ = try job.renderFrames(to: folder)
            let written = try files(in: folder)
            let plan = try job.plan()
            #expect(written.count == plan.indices.count)
            for index in plan.indices {
                let expected = Data(try job.png(at: plan.time(ofFrame: index)))
                #expect(written[RenderJob.frameFileName(index)] == expected, "\(id), \(jobs) jobs: frame \(index) differs")
            }
            renders.append(written)
        }
        // The scene has holds to skip (frames equal to the one before), so the test exercises that path.
        let whole = renders[0]
        let names = whole.keys.sorted()
        let repeats = zip(names, names.dropFirst()).filter { whole[$0.0] == whole[$0.1] }.count
        #expect(repeats > 0, "\(id) has no repeated frame at 20 fps")
    }

    /// The hold detector answers from display lists alone: a frame is a hold exactly when its list equals the
    /// previous frame's, and the first planned frame never is.
    @Test func holdsAreFramesWhoseListEqualsThePreviousOne() throws {
        let scene = try #require(Catalog.scene(id: "fab-menu"))
        let job = try RenderJob(timeline: scene.renderTimeline(), options: RenderOptions(fps: 30, scale: 1, from: 0.4, jobs: 1))
        let plan = try job.plan()
        let detector = HoldDetector(job: job, plan: plan)
        for index in plan.indices {
            let (list, isHold) = detector.list(ofFrame: index)
            #expect(list == job.displayList(at: plan.time(ofFrame: index)))
            let expected = index != plan.indices.first
                && job.displayList(at: plan.time(ofFrame: index - 1)) == list
            #expect(isHold == expected, "frame \(index)")
        }
    }
}
