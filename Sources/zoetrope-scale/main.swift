import Dispatch
import Foundation
import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay
import ZoetropeRender
import ZoetropeSystem

// Benchmark (not a test): how Zoetrope scales with the number of animated views. Run with `scripts/bench scale`.
//
//   zoetrope-scale COUNT [--render]
//
// One process per COUNT, so peak memory is that scene's. The scene is a 1920 × 1080 field of COUNT dots, each with
// its own spring (duration 0.35–0.83 s, bounce 0–0.4) and its own delay (0–0.8 s), all set off by one state change
// at 0.1 s, over 2 s (120 frames at 60 fps). It prints the time to evaluate the scene (run its script, prepare
// every animation), the rate of evaluation alone (display lists of every frame, no pixels), with --render the rate
// of rendering 1080p PNG frames, and the peak resident memory after each step.

struct DotField: View {
    let count: Int
    @State private var gathered = false

    var body: some View {
        let columns = max(1, Int((Double(count) * 16 / 9).squareRoot().rounded(.up)))
        let cell = 1920.0 / Double(columns)
        ZStack(alignment: .topLeading) {
            Color(red: 0.07, green: 0.07, blue: 0.09)
            ForEach(0..<count) { index in
                let column = index % columns, row = index / columns
                let x = (Double(column) + 0.5) * cell, y = (Double(row) + 0.5) * cell
                Circle()
                    .fill(Color(hue: Double(index % 360) / 360, saturation: 0.65, brightness: 0.95))
                    .frame(width: cell * 0.7, height: cell * 0.7)
                    .scaleEffect(gathered ? 1 : 0.2)
                    .opacity(gathered ? 1 : 0.3)
                    .position(x: gathered ? x : 960 + (x - 960) * 0.25, y: gathered ? y : 540 + (y - 540) * 0.25)
                    .animation(.spring(duration: 0.35 + Double(index % 17) * 0.03, bounce: Double(index % 5) * 0.1)
                                .delay(Double(index % 97) / 97 * 0.8), value: gathered)
            }
        }
        .onAppear { gathered = true }
    }
}

@MainActor func scene(count: Int) -> MotionScene {
    MotionScene("dots-\(count)", canvas: SceneCanvas(width: 1920, height: 1080, scale: 1), duration: 2) {
        DotField(count: count)
    }
}

func peakMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = Dispatch.DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(Dispatch.DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let arguments = CommandLine.arguments.dropFirst()
guard let count = arguments.first.flatMap({ Int($0) }), count > 0 else {
    FileHandle.standardError.write(Data("usage: zoetrope-scale COUNT [--render]\n".utf8))
    exit(2)
}
let render = arguments.contains("--render")

var timeline: SceneTimeline!
let build = try MainActor.assumeIsolated {
    try seconds { timeline = scene(count: count).timeline(textMeasurer: PangoTextEngine.shared) }
}
let afterBuild = peakMegabytes()
let frames = Int((timeline.scene.duration * 60).rounded())
var items = 0
let evaluation = seconds {
    for index in 0..<frames { items += timeline.frame(at: Double(index) / 60).items.count }
}
let afterEvaluation = peakMegabytes()
var line = String(format: "%6d views  evaluate scene %7.3f s  evaluation alone %8.1f frames/s  peak %6.1f MB (%6.1f after evaluating the scene)",
                  count, build, Double(frames) / evaluation, afterEvaluation, afterBuild)
if render {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-scale-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let job = try RenderJob(timeline: timeline, options: RenderOptions(fps: 60))
    let time = try seconds { _ = try job.renderFrames(to: folder) }
    line += String(format: "  render 1080p PNG %6.1f frames/s (%d jobs)  peak %6.1f MB", Double(frames) / time, job.jobs, peakMegabytes())
}
print(line)
if items < 0 { print("") }
