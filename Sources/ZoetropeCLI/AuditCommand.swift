import ArgumentParser
import Foundation
import Zoetrope
import ZoetropeRender

/// `zoetrope audit SCENE`: frame-to-frame discontinuities, cut-off animations and views that vanish while visible.
struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Report motion defects frame by frame: jumps, pixel spikes, animations cut off at the end, views that vanish.",
        discussion: """
            Prints one line per finding (time, frame, kind, view path, what changed); nothing when the scene is \
            clean. A scene declares the cuts it means with MotionScene(..., expectedCuts: [seconds]).
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @OptionGroup var selection: SceneSelection
    @Flag(help: "Exit with status 1 when there is any finding.") var strict = false
    @Option(help: "text or json.") var format: Format = .text
    @Option(help: "Folder for the crops of pixel spikes (default: out/audit/SCENE).") var out: String?
    @Option(parsing: .unconditional, help: "Frames per second (default: the scene's).") var fps: Double?
    @Option(parsing: .unconditional, help: "Pixels per point for the pixel check (default: 1).") var scale: Double?
    @Option(parsing: .unconditional, help: "Frames made in parallel (default: one per core).") var jobs: Int?
    @OptionGroup var reporting: ProgressOptions

    func run() throws {
        try SceneLookup.requireName(out, flag: "--out")
        let progress = try reporting.reporter(scene: selection.scene)
        let options = RenderOptions(fps: fps, scale: scale, jobs: jobs)
        try options.validate()
        let job = try RenderJob(timeline: try selection.timeline(), options: options, defaultScale: 1)
        let directory = SceneLookup.url(out ?? "out/audit/\(selection.scene)")
        let report = try progress.reporting { try job.audit(cropsTo: directory, progress: $0) }
        switch format {
        case .text: print(report.text, terminator: "")
        case .json: print(try report.json(), terminator: "")
        }
        let count = report.findings.count
        ProgressOptions.status("zoetrope: audit \(selection.scene): \(report.frames) frames, \(count) finding\(count == 1 ? "" : "s")",
                               style: progress.style)
        if strict, count > 0 { throw CLIError.auditFindings(id: selection.scene, count: count) }
    }
}
