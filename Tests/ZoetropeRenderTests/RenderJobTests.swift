import Foundation
import Testing
import Zoetrope
import ZoetropeDisplay
@testable import ZoetropeRender

@MainActor @Suite struct RenderJobTests {
    let scene = MotionScene("tiny", canvas: SceneCanvas(width: 20, height: 10, scale: 2), duration: 0.5, fps: 10) { EmptyView() }

    func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-job-\(UUID().uuidString)")
    }

    @Test func framesAreIdenticalWhateverTheNumberOfJobs() throws {
        let one = temporaryDirectory(), three = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: one); try? FileManager.default.removeItem(at: three) }
        let timeline = scene.timeline()
        let a = try RenderJob(timeline: timeline, options: RenderOptions(jobs: 1)).renderFrames(to: one)
        let b = try RenderJob(timeline: timeline, options: RenderOptions(jobs: 3)).renderFrames(to: three)
        #expect(a.frames == [0, 1, 2, 3, 4] && b.frames == a.frames)
        let names = try FileManager.default.contentsOfDirectory(atPath: one.path).sorted()
        #expect(names == (0..<5).map(RenderJob.frameFileName)) // no temporary files left behind
        for name in names {
            #expect(try Data(contentsOf: one.appendingPathComponent(name)) == Data(contentsOf: three.appendingPathComponent(name)))
        }
    }

    @Test func stillMatchesTheFrameAtTheSameTime() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let job = try RenderJob(timeline: scene.timeline(), options: RenderOptions(scale: 1))
        _ = try job.renderFrames(to: directory)
        let still = directory.appendingPathComponent("sub/still.png")
        try job.renderStill(at: 0.3, to: still)
        #expect(try Data(contentsOf: still) == Data(contentsOf: directory.appendingPathComponent("frame_000003.png")))
    }

    @Test func scaleOverridesTheCanvasScale() throws {
        let job = try RenderJob(timeline: scene.timeline(), options: RenderOptions(scale: 3))
        #expect(job.pixelSize.width == 60 && job.pixelSize.height == 30)
        #expect(job.image(at: 0).width == 60)
    }

    @Test func tooLargeOrEmptyFramesAreRejectedUpFront() {
        #expect(throws: RenderError.frameSize(width: 40000, height: 20000, scale: 2000)) {
            try RenderJob(timeline: scene.timeline(), options: RenderOptions(scale: 2000))
        }
        #expect(throws: RenderError.frameSize(width: 0, height: 0, scale: 0.01)) {
            try RenderJob(timeline: scene.timeline(), options: RenderOptions(scale: 0.01))
        }
    }

    @Test func unwritableFolderFailsBeforeRendering() throws {
        let file = temporaryDirectory()
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let job = try RenderJob(timeline: scene.timeline())
        #expect {
            try job.renderFrames(to: file.appendingPathComponent("frames"))
        } throws: { error in
            guard case .outputNotWritable = error as? RenderError else { return false }
            return true
        }
    }
}
