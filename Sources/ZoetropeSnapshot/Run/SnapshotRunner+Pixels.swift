import Dispatch
import Foundation
import ZoetropeCairo
import ZoetropeDisplay
import ZoetropeRender

extension SnapshotRunner {
    /// The frames at `indices`, rendered `options.jobs` at a time.
    func render(_ indices: [Int], with job: RenderJob) -> [RasterImage] {
        let slots = Slots<RasterImage>(count: indices.count)
        parallel(indices.count) { position in
            slots.set(position, job.image(at: Double(indices[position]) / job.fps))
        }
        return slots.values
    }

    /// Each baseline pixel frame compared with the frame rendered now; frames and difference kept when they differ.
    func check(_ frames: [(index: Int, url: URL)], fps: Double, with job: RenderJob) -> [PixelFrameCheck] {
        let slots = Slots<PixelFrameCheck>(count: frames.count)
        let pixelOptions = options.pixels
        parallel(frames.count) { position in
            let (index, url) = frames[position]
            let time = Double(index) / fps
            var check = PixelFrameCheck(index: index, time: time)
            let actual = job.image(at: time)
            do {
                guard let data = FileManager.default.contents(atPath: url.path) else {
                    throw SnapshotError.unreadable(path: url.path, reason: "the file cannot be read")
                }
                let baseline = try PNGDecoder().decode([UInt8](data))
                var comparison = PixelComparison.compare(baseline, actual, options: pixelOptions)
                if !comparison.matches {
                    comparison = PixelComparison.compare(baseline, actual, options: pixelOptions, makeDifference: true)
                    check.baseline = baseline
                    check.actual = actual
                }
                check.comparison = comparison
            } catch let error as SnapshotError {
                check.problem = error.message
                check.actual = actual
            } catch {
                check.problem = "\(url.lastPathComponent) is not a PNG Zoetrope can read (\(error))"
                check.actual = actual
            }
            slots.set(position, check)
        }
        return slots.values
    }
}

extension SnapshotRunner {
    /// Runs `body` for 0 ..< count on `options.jobs` threads, each taking every jobs-th position.
    func parallel(_ count: Int, _ body: (Int) -> Void) {
        let workers = max(1, min(options.jobs, count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for position in stride(from: worker, to: count, by: workers) { body(position) }
        }
    }
}

extension PixelFrameCheck {
    init(index: Int, time: Double) {
        self.init(index: index, time: time, comparison: nil, problem: nil, baseline: nil, actual: nil)
    }
}
