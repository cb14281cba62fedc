import ArgumentParser
import Foundation
import Zoetrope

/// `zoetrope spec SCENE [--format md|json|csv]`: the motion spec table, generated from the timeline.
struct SpecCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spec",
        abstract: "Print the motion spec: every animated change with its animation in SwiftUI syntax and its timing.",
        discussion: """
        One row per animated change of a view attribute: the view, the property, from -> to, the animation \
        (`.spring(duration: 0.5, bounce: 0.2)` spelled as SwiftUI resolves it), its start, logical completion and \
        finish in seconds; the script's interactions first. Paste the Markdown into a ticket.
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case md, json, csv }

    @OptionGroup var selection: SceneSelection
    @Option(help: "md (a Markdown table), json or csv.") var format: Format = .md

    func run() throws {
        let spec = try selection.timeline().motionSpec()
        switch format {
        case .md: print(spec.markdown, terminator: "")
        case .csv: print(spec.csv, terminator: "")
        case .json: print(try spec.json(), terminator: "")
        }
    }
}
