import ArgumentParser
import Foundation
import Zoetrope
import ZoetropeRender

/// `zoetrope sheet SCENE`: a contact sheet of the scene's motion as one PNG.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Render a contact sheet: frames of a scene in a grid, each labelled with its time.",
        discussion: """
        Without --times, five frames spread over the stretch where something visibly moves: from the frame before \
        the first change to the first frame after which nothing visibly changes (read from the motion trace). \
        --times takes at most \(SheetCommand.maximumTimes) times, each from 0 to 86400 seconds (24 hours, as for --at), \
        and the sheet must fit in 32767 px a side (fewer times, more --columns or a smaller --scale make it smaller).
        """)

    /// The most frames a sheet holds (`--times`): a stated bound, checked before anything is rendered.
    static let maximumTimes = 1000

    @OptionGroup var selection: SceneSelection
    @Option(help: "Output file (default: out/SCENE-sheet.png).") var out: String?
    @Option(parsing: .unconditional, help: "Frames per row (default: all of them, at most 5).") var columns: Int?
    @Option(parsing: .unconditional,
            help: "Comma-separated times in seconds, at most 1000, each from 0 to 86400 (default: five across the motion).")
    var times: String?
    @Option(parsing: .unconditional, help: "Pixels per point (default: 1).") var scale: Double?
    @Flag(help: "Draw each finger of the script while it is down.") var touches = false
    @OptionGroup var chrome: ChromeOption
    @OptionGroup var background: BackgroundOption

    func run() throws {
        try SceneLookup.requireName(out, flag: "--out")
        if let columns, columns < 1 {
            throw CLIError.badValue(flag: "--columns", value: String(columns), column: nil, problem: "expected a whole number ≥ 1, got \(columns)")
        }
        let parsedTimes = try times.map { try TimeList.parse($0, flag: "--times") }
        if let parsedTimes, parsedTimes.count > Self.maximumTimes {
            throw CLIError.badValue(flag: "--times", value: "\(parsedTimes.count) times", column: nil,
                                    problem: "\(parsedTimes.count) times, more than the \(Self.maximumTimes) frames a sheet holds; "
                                        + "give at most \(Self.maximumTimes)")
        }
        let options = RenderOptions(scale: scale, touches: touches, background: try background.parsed(),
                                    chrome: chrome.chrome)
        let job = try RenderJob(timeline: try selection.timeline(), options: options, defaultScale: 1)
        _ = try job.plan()  // refuses a scene duration that holds no frames before they are counted
        let chosen = parsedTimes ?? MotionWindow(timeline: job.timeline, fps: job.fps).times(count: 5)
        let sheet = ContactSheet(job: job, times: chosen, columns: columns)
        // An image side holds at most 32,767 pixels (Cairo's limit): say which flags make the sheet smaller.
        let pixels = CGSize(width: sheet.size.width * job.scale, height: sheet.size.height * job.scale)
        if max(pixels.width, pixels.height) > 32_767 {
            throw CLIError.badValue(flag: "--times", value: "\(chosen.count) times", column: nil,
                                    problem: "\(chosen.count) frames in \(sheet.columns) columns at scale \(job.scale) make a sheet of "
                                        + "\(Int(pixels.width)) × \(Int(pixels.height)) px, more than the 32767 px an image side can be; "
                                        + "give fewer times, more --columns or a smaller --scale")
        }
        let file = SceneLookup.url(out ?? "out/\(selection.scene)-sheet.png")
        try sheet.writePNG(to: file)
        print("wrote \(file.path) (\(chosen.count) frames at \(chosen.map { NumberText.trimmed($0, places: 3) }.joined(separator: ", ")) s)")
    }
}
