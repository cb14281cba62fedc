import Dispatch
import Foundation
import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay
import ZoetropeRender
import ZoetropeSystem

// Benchmark (not a test): how Zoetrope scales with what a scene holds. Run with `scripts/bench scale`.
//
//   zoetrope-scale COUNT [--render]          COUNT animated views (dots)
//   (each takes --frames N [--from F]: N frames from frame F, for simulated caches; --passes N: the fastest of N
//   evaluations of the frames)
//   zoetrope-scale rows COUNT [--render]     a LazyVStack of COUNT rows in a scroll view, scrolled by a flick
//   zoetrope-scale screens COUNT [--render]  a NavigationStack with COUNT pushed screens over its root
//
// One process per run, so peak memory is that scene's. The dots: a 1920 × 1080 field of COUNT dots, each with its
// own spring (duration 0.35–0.83 s, bounce 0–0.4) and its own delay (0–0.8 s), all set off by one state change at
// 0.1 s, over 2 s (120 frames at 60 fps). Rows and screens: an iPhone 15 Pro canvas (393 × 852 pt at 3x), 1 s (60
// frames); the list is flicked by 2,000 pt at 0.1 s. It prints the time to evaluate the scene (run its script,
// prepare every animation), the rate of evaluation alone (display lists of every frame, no pixels), with --render
// the rate of rendering PNG frames, and the peak resident memory after each step; with --tsv one tab-separated line
// (workload, count, evaluate s, evaluation ms/frame, render ms/frame, peak MB, evaluation CPU ms/frame: user and system
// time, which waiting for a core on a busy machine does not inflate) for scripts/bench to take medians of;
// with --frames N only the first N frames are evaluated (and rendered).

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

/// `count` rows of a mail-like list, made as they scroll into view.
struct LongList: View {
    let count: Int

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<count) { index in
                    HStack(spacing: 12) {
                        Circle().fill(Color(hue: Double(index % 360) / 360, saturation: 0.6, brightness: 0.9)).frame(width: 40, height: 40)
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Row \(index)").font(.headline)
                            Text("Message \(index % 97)").font(.subheadline).foregroundStyle(Color.secondary)
                        }
                    }
                    .padding(.horizontal, 16)
                    .frame(height: 64, alignment: .leading)
                }
            }
        }
        .accessibilityIdentifier("list")
    }
}

/// A stack `count` screens deep over its root, each screen a title and a label.
struct DeepStack: View {
    @State var path: [Int]

    var body: some View {
        NavigationStack(path: $path) {
            Text("Root").navigationTitle("Root")
                .navigationDestination(for: Int.self) { n in
                    VStack(spacing: 12) {
                        Image(systemName: "folder.fill").font(.largeTitle)
                        Text("Screen \(n)").font(.title2)
                    }
                    .navigationTitle("Screen \(n)")
                }
        }
    }
}

enum Workload: String {
    case dots, rows, screens
}

@MainActor func scene(_ workload: Workload, count: Int) -> MotionScene {
    switch workload {
    case .dots:
        return MotionScene("dots-\(count)", canvas: SceneCanvas(width: 1920, height: 1080, scale: 1), duration: 2) {
            DotField(count: count)
        }
    case .rows:
        return MotionScene("rows-\(count)", device: .iPhone15Pro, duration: 1) {
            LongList(count: count)
        } script: {
            Scroll("list", by: 2000, at: 0.1)
        }
    case .screens:
        return MotionScene("screens-\(count)", device: .iPhone15Pro, duration: 1) {
            DeepStack(path: Array(0..<count))
        }
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

var arguments = Array(CommandLine.arguments.dropFirst())
var workload = Workload.dots
if let first = arguments.first, let named = Workload(rawValue: first) {
    workload = named
    arguments.removeFirst()
}
guard let count = arguments.first.flatMap({ Int($0) }), count > 0 else {
    FileHandle.standardError.write(Data("usage: zoetrope-scale [dots|rows|screens] COUNT [--render] [--tsv]\n".utf8))
    exit(2)
}
let render = arguments.contains("--render")
let tsv = arguments.contains("--tsv")
// --frames N: evaluate only N frames (for builds where a frame takes seconds, and for simulated caches), the first N or
// from frame --from F on (F = 30: in the thick of the dots' springs; evaluation only).
func option(_ name: String) -> Int? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil }
}
let frameLimit = option("--frames")
let firstFrame = max(0, option("--from") ?? 0)

var timeline: SceneTimeline!
let build = try MainActor.assumeIsolated {
    try seconds { timeline = scene(workload, count: count).timeline(textMeasurer: PangoTextEngine.shared) }
}
let afterBuild = peakMegabytes()
let frames = max(0, min(Int((timeline.scene.duration * 60).rounded()) - firstFrame, frameLimit ?? .max))
/// Seconds of CPU this process has used (user and system), which time spent waiting for a core does not add to.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

// --passes N: evaluate the frames N times and keep the fastest pass (its wall and CPU time): a burst on a shared
// machine then spoils a pass, not the figure.
let passes = max(1, option("--passes") ?? 1)
var items = 0
var evaluation = Double.infinity, evaluationCPU = Double.infinity
for _ in 0..<passes {
    let cpuBefore = cpuSeconds()
    let pass = seconds {
        for index in firstFrame..<(firstFrame + frames) { items += timeline.displayList(at: Double(index) / 60).items.count }
    }
    let passCPU = cpuSeconds() - cpuBefore
    if pass < evaluation { (evaluation, evaluationCPU) = (pass, passCPU) }
}
let afterEvaluation = peakMegabytes()
var line = String(format: "%6d %@  evaluate scene %7.3f s  evaluation alone %8.1f frames/s  peak %6.1f MB (%6.1f after evaluating the scene)",
                  count, workload == .dots ? "views" : workload.rawValue, build, Double(frames) / evaluation, afterEvaluation, afterBuild)
var renderTime = Double.nan
if render {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-scale-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let job = try RenderJob(timeline: timeline, options: RenderOptions(fps: 60, to: frameLimit.map { (Double($0) - 0.5) / 60 }))
    var rendered = frames
    renderTime = try seconds { rendered = try job.renderFrames(to: folder).frames.count }
    renderTime *= Double(frames) / Double(max(rendered, 1))   // per-frame figures below divide by `frames`
    line += String(format: "  render PNG %6.1f frames/s (%d jobs)  peak %6.1f MB", Double(frames) / renderTime, job.jobs, peakMegabytes())
}
if tsv {
    print(String(format: "%@\t%d\t%.4f\t%.4f\t%.4f\t%.1f\t%.4f", workload.rawValue, count, build, evaluation * 1000 / Double(frames),
                 renderTime * 1000 / Double(frames), peakMegabytes(), evaluationCPU * 1000 / Double(frames)))
} else {
    print(line)
}
if items < 0 { print("") }
