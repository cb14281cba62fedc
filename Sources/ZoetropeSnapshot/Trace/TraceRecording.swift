import Dispatch
import Foundation
import Zoetrope

/// A scene's motion trace at every frame of its frame rate: what a snapshot baseline's `SCENE.trace` holds.
///
/// Frame i shows t = i / fps for i in 0 ..< round(duration × fps), like a render of the whole scene. Each frame is
/// sampled on its own (time is an input), so frames are traced on several threads and come out the same.
public struct TraceRecording: Hashable, Sendable {
    /// The scene id.
    public var scene: String
    /// Frames per second of the recording.
    public var fps: Double
    /// Every frame, in order, starting at frame 0.
    public var frames: [TraceFrame]

    public init(scene: String, fps: Double, frames: [TraceFrame]) {
        self.scene = scene
        self.fps = fps
        self.frames = frames
    }

    /// Traces every frame of `timeline` at `fps` (default: the scene's), `jobs` frames at a time.
    package init(timeline: SceneTimeline, fps: Double? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        let fps = fps ?? timeline.scene.fps
        let count = timeline.scene.frameCount(fps: fps)
        let frames = Slots<TraceFrame>(count: count)
        let workers = max(1, min(jobs, count))
        // Workers take every `workers`-th frame; each frame depends only on its index.
        Dispatch.DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: count, by: workers) {
                let time = Double(index) / fps
                frames.set(index, TraceFrame(index: index, time: time, lines: TraceLine.lines(of: timeline.trace(at: time))))
            }
        }
        self.init(scene: timeline.scene.id, fps: fps, frames: frames.values)
    }
}
