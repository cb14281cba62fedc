import ArgumentParser
import Foundation
import Zoetrope
import ZoetropeRender

/// `zoetrope inspect SCENE --at T`: the sampled view tree at a time.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect", abstract: "Print every view's identity path, type, frame and opacity at a time.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @OptionGroup var selection: SceneSelection
    @Option(parsing: .unconditional, help: "Time in seconds.") var at: Double
    @Option(help: "text or json.") var format: Format = .text

    func run() throws {
        try RenderOptions.requireTime(at, flag: "--at")
        let timeline = try selection.timeline()
        switch format {
        case .json: print(try timeline.inspectionJSON(at: at), terminator: "")
        case .text: print(timeline.inspectionText(at: at), terminator: "")
        }
    }
}
