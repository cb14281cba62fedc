import Foundation
import Testing

/// Shell completions and the man page (issue 16), which `scripts/install` installs: swift-argument-parser makes both
/// from the command tree, the completions with `--generate-completion-script`, the page with its GenerateManual
/// plugin (`swift package generate-manual`), which reads `--experimental-dump-help`.
@Suite struct CompletionAndManualTests {
    static let subcommands = ["list", "render", "still", "video", "inspect", "spec", "sheet", "review", "preview", "audit", "curve",
                              "snapshot"]

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsNameEverySubcommandAndTheProgressFlags(shell: String) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["--generate-completion-script", shell], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(result.stdout.count > 1000, "\(result.stdout)")
        for word in Self.subcommands + ["progress", "quiet"] {
            #expect(result.stdout.contains(word), "\(shell) completion lacks \(word)")
        }
    }

    @Test func bashCompletionIsValidBash() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let script = try ZoetropeBinary.locate().run(["--generate-completion-script", "bash"], in: scratch.url).stdout
        try Data(script.utf8).write(to: scratch.url.appendingPathComponent("zoetrope.bash"))
        // Sourced, then asked what follows `zoetrope render fab-menu --progress `.
        let check = ZoetropeBinary(url: URL(fileURLWithPath: "/bin/bash"))
        let result = try check.run(["-c", """
            source zoetrope.bash
            COMP_WORDS=(zoetrope render fab-menu --progress ""); COMP_CWORD=4
            COMP_LINE="zoetrope render fab-menu --progress "; COMP_POINT=${#COMP_LINE}
            _zoetrope zoetrope "" --progress
            echo "${COMPREPLY[@]}"
            """], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "auto bar lines json none\n", "\(result.stdout)\(result.stderr)")
    }

    /// The input of the man page generator: every subcommand, with the progress flags where frames are rendered.
    @Test func helpDumpForTheManualHasTheCommandTree() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["--experimental-dump-help"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let command = try #require(root["command"] as? [String: Any])
        #expect(command["commandName"] as? String == "zoetrope")
        let subcommands = (command["subcommands"] as? [[String: Any]]) ?? []
        #expect(Set(subcommands.compactMap { $0["commandName"] as? String }).isSuperset(of: Self.subcommands))
        for name in ["render", "video", "audit", "review"] {
            let subcommand = subcommands.first { $0["commandName"] as? String == name }
            let flags = ((subcommand?["arguments"] as? [[String: Any]]) ?? []).compactMap { $0["preferredName"] as? [String: Any] }
                .compactMap { $0["name"] as? String }
            #expect(flags.contains("progress") && flags.contains("quiet"), "\(name): \(flags)")
        }
    }

    /// The man page generator drops every character that is not ASCII (swift-argument-parser's
    /// `escapedTextLine`), so the prose of the help keeps to ASCII: `0-51`, not `0–51`, which the page would show
    /// as `051`. (Value names are ASCII too: `t1,t2,...`.)
    @Test func helpProseIsASCIISoTheManualKeepsItWhole() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let dump = try ZoetropeBinary.locate().run(["--experimental-dump-help"], in: scratch.url).stdout
        var prose: [String] = []
        func collect(_ value: Any) {
            if let object = value as? [String: Any] {
                for (key, child) in object {
                    if ["abstract", "discussion", "usage"].contains(key), let text = child as? String { prose.append(text) }
                    collect(child)
                }
            } else if let array = value as? [Any] {
                array.forEach(collect)
            }
        }
        collect(try JSONSerialization.jsonObject(with: Data(dump.utf8)))
        #expect(prose.count > 50, "\(prose.count) texts")
        for text in prose {
            let ascii = text.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(ascii, "not ASCII: \(text)")
        }
    }

    /// The generator the GenerateManual plugin runs, when the plugin has built it (`swift package generate-manual`
    /// leaves it beside the binary; `scripts/install` compiles the same tool's sources itself).
    static var manualTool: URL? {
        guard let binary = try? ZoetropeBinary.locate() else { return nil }
        let tool = binary.url.deletingLastPathComponent().appendingPathComponent("generate-manual-tool")
        return FileManager.default.isExecutableFile(atPath: tool.path) ? tool : nil
    }

    @Test(.enabled(if: manualTool != nil, "run `swift package generate-manual --configuration debug` once to build the generator"))
    func manPageGenerates() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let tool = ZoetropeBinary(url: try #require(Self.manualTool))
        let binary = try ZoetropeBinary.locate().url.path
        let result = try tool.run([binary, "--output-directory", scratch.url.path], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOf: scratch.url.appendingPathComponent("zoetrope.1"), encoding: .utf8)
        #expect(page.contains(".Dt ZOETROPE 1"), "\(page.prefix(400))")
        for text in ["render", "video", "Fl -progress Ar mode", "Fl q , -quiet", "(0-51 for .mp4"] {
            #expect(page.contains(text), "the page lacks \(text)")
        }
    }
}
