import Foundation
import Testing

/// `--chrome` on the command line: a still with the device chrome, the default unchanged, the help naming it, and the
/// flag refused where it cannot apply.
@Suite struct ChromeFlagTests {
    @Test func stillWithChromeDiffersAndTheDefaultEqualsNoChrome() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let zoetrope = try ZoetropeBinary.locate()
        for (flags, name) in [(["--chrome"], "chrome.png"), ([], "plain.png"), (["--no-chrome"], "off.png")] {
            let run = try zoetrope.run(["still", "fab-menu", "--at", "1", "--scale", "1"] + flags + ["--out", name], in: scratch.url)
            #expect(run.status == 0, "\(flags): \(run.stderr)")
            #expect(run.stdout.contains(name))
        }
        let chrome = try scratch.data("chrome.png"), plain = try scratch.data("plain.png")
        #expect(chrome.count > 0 && chrome != plain)
        #expect(try scratch.data("off.png") == plain)
    }

    @Test func helpNamesTheFlagOnEveryCommandThatTakesIt() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let zoetrope = try ZoetropeBinary.locate()
        for command in ["render", "still", "video", "sheet", "review"] {
            let help = try zoetrope.run([command, "--help"], in: scratch.url)
            #expect(help.stdout.contains("--chrome") && help.stdout.contains("Dynamic Island"), "\(command)")
        }
    }

    @Test func fromFramesRefusesChrome() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let zoetrope = try ZoetropeBinary.locate()
        let run = try zoetrope.run(["video", "--from-frames", "frames", "out.mp4", "--chrome"], in: scratch.url)
        #expect(run.status == 2 && run.stderr.contains("--chrome") && run.stderr.contains("--from-frames"), "\(run.stderr)")
        #expect(scratch.files(in: ".") == [])
    }
}
