import ArgumentParser
import Foundation
import Zoetrope
import ZoetropeRender

/// `zoetrope still SCENE --at T`: one PNG of the frame at T seconds; with `--overlay`, the motion trace drawn over
/// it; `--onion T1,T2,…`: the moving views at those times over the frame at the last one.
struct StillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "still", abstract: "Render one PNG of a scene at a time in seconds (or an onion skin of several).",
        usage: """
        zoetrope still <scene> --at <at> [--overlay] [--out <out>] [--scale <scale>] [--touches] [--chrome] [--background <background>]
        zoetrope still <scene> --onion <t1,t2,...> [--out <out>] [--scale <scale>] [--touches] [--chrome] [--background <background>]
        """,
        discussion: """
        --overlay outlines every drawn leaf view where it is on screen (pink), marks the anchor of each scale and \
        rotation effect with a cross (orange) and links matched-geometry members (purple).
        --onion draws the views that move between the times (their on-screen bounds change) at each earlier time, \
        fainter the older, over the frame at the last time.
        --chrome draws the device's status bar, Dynamic Island and home indicator over the frame (black in the \
        light appearance, white in the dark; the island always black); iPhones in landscape show no status bar.
        """)

    @OptionGroup var selection: SceneSelection
    @Option(parsing: .unconditional, help: "Time in seconds, from 0 to 86400 (24 hours).") var at: Double?
    @Option(help: "Output file (default: out/SCENE@<milliseconds>ms.png; -overlay or -onion is added before .png).") var out: String?
    @Option(parsing: .unconditional, help: "Pixels per point (default: the canvas scale).") var scale: Double?
    @Flag(help: "Draw each finger of the script while it is down (a grey circle with a white ring).") var touches = false
    @Flag(help: "Draw view bounds, effect anchors and matched-geometry links over the frame.") var overlay = false
    @Option(parsing: .unconditional, help: ArgumentHelp("An onion skin of these comma-separated times, each from 0 to 86400 s as for --at; the last is drawn in full.",
                                                        valueName: "t1,t2,..."))
    var onion: String?
    @OptionGroup var chrome: ChromeOption
    @OptionGroup var background: BackgroundOption

    func validate() throws {
        if onion == nil, at == nil { throw ValidationError("Missing expected argument '--at <at>' (or --onion <t1,t2,...>)") }
    }

    func run() throws {
        try SceneLookup.requireName(out, flag: "--out")
        if let onion {
            if at != nil {
                throw CLIError.conflictingFlags(flag: "--at", other: "--onion", reason: "the onion skin is drawn on the frame at its last time; list every time in --onion")
            }
            if overlay {
                throw CLIError.conflictingFlags(flag: "--overlay", other: "--onion", reason: "draw the overlay of one time with --at")
            }
            try renderOnion(TimeList.parse(onion, flag: "--onion"))
            return
        }
        guard let at else { return }  // `validate` ensured it
        try RenderOptions.requireTime(at, flag: "--at")
        let job = try makeJob()
        let file = SceneLookup.url(out ?? defaultName(at, suffix: overlay ? "-overlay" : ""))
        if overlay {
            try job.renderOverlayStill(at: at, to: file)
        } else {
            try job.renderStill(at: at, to: file)
        }
        print("wrote \(file.path)")
    }

    private func renderOnion(_ times: [Double]) throws {
        guard times.count >= 2 else {
            throw CLIError.badValue(flag: "--onion", value: onion ?? "", column: nil,
                                    problem: "expected two or more comma-separated times, e.g. --onion 0.4,0.5,0.6")
        }
        let skin = OnionSkin(job: try makeJob(), times: times)
        let file = SceneLookup.url(out ?? defaultName(skin.times.last ?? 0, suffix: "-onion"))
        try skin.writePNG(to: file)
        let moving = skin.movingViews.count
        print("wrote \(file.path) (\(moving) moving view\(moving == 1 ? "" : "s") at "
              + "\(skin.times.map { NumberText.trimmed($0, places: 3) }.joined(separator: ", ")) s)")
    }

    private func makeJob() throws -> RenderJob {
        let options = RenderOptions(scale: scale, touches: touches, background: try background.parsed(),
                                    chrome: chrome.chrome)
        try options.validate()
        return try RenderJob(timeline: try selection.timeline(), options: options)
    }

    /// `out/SCENE@0400ms.png`, with `suffix` before the extension.
    private func defaultName(_ time: Double, suffix: String) -> String {
        let milliseconds = String(Int((time * 1000).rounded()))
        let padded = String(repeating: "0", count: max(0, 4 - milliseconds.count)) + milliseconds
        return "out/\(selection.scene)@\(padded)ms\(suffix).png"
    }
}
