import Foundation
import Testing

/// Runs the built `zoetrope` on `fab-menu` at low fps and small scale and checks what it writes.
@Suite struct RenderOutputTests {
    /// fab-menu's duration as `zoetrope list` reports it.
    func duration() throws -> Double {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let list = try ZoetropeBinary.locate().run(["list"], in: scratch.url).stdout
        let line = list.split(separator: "\n").first { $0.hasPrefix("fab-menu\t") } ?? ""
        let field = line.split(separator: "\t").last ?? ""
        return Double(field.dropLast(2)) ?? -1
    }

    @Test func renderWritesDurationTimesFPSFramesNamedByGlobalIndex() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["render", "fab-menu", "--fps", "10", "--scale", "0.5"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let count = Int((try duration() * 10).rounded())
        #expect(count > 0)
        // default folder out/SCENE; the end of the scene is excluded, so frames are 0 ..< duration × fps
        let expected = (0..<count).map { String(format: "frame_%06d.png", $0) }
        #expect(scratch.files(in: "out/fab-menu") == expected)
        let all = try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("out/fab-menu").path)
        #expect(all.count == count, "no temporary files are left")
        #expect(result.stdout.contains(scratch.url.appendingPathComponent("out/fab-menu").path))
        #expect(result.stderr.contains("\(count)/\(count)"), "progress goes to stderr")
    }

    @Test func stillAtIOverFPSIsByteIdenticalToFrameI() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let zoetrope = try ZoetropeBinary.locate()
        let render = try zoetrope.run(["render", "fab-menu", "--fps", "10", "--scale", "0.5", "--out", "frames"], in: scratch.url)
        #expect(render.status == 0, "\(render.stderr)")
        for (i, at) in [(0, "0"), (3, "0.3"), (7, "0.7")] {
            let still = try zoetrope.run(["still", "fab-menu", "--at", at, "--scale", "0.5", "--out", "still-\(i).png"], in: scratch.url)
            #expect(still.status == 0, "\(still.stderr)")
            #expect(try scratch.data("still-\(i).png") == scratch.data("frames/frame_00000\(i).png"), "frame \(i)")
        }
    }

    @Test func jobsAndShardsDoNotChangeTheBytes() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let zoetrope = try ZoetropeBinary.locate()
        let common = ["render", "fab-menu", "--fps", "10", "--scale", "0.5"]
        #expect(try zoetrope.run(common + ["--jobs", "1", "--out", "one"], in: scratch.url).status == 0)
        #expect(try zoetrope.run(common + ["--jobs", "2", "--out", "two"], in: scratch.url).status == 0)
        #expect(try zoetrope.run(common + ["--shard", "2/2", "--out", "sharded"], in: scratch.url).status == 0)
        #expect(try zoetrope.run(common + ["--shard", "1/2", "--out", "sharded"], in: scratch.url).status == 0)
        let names = scratch.files(in: "one")
        #expect(!names.isEmpty && scratch.files(in: "two") == names && scratch.files(in: "sharded") == names)
        for name in names {
            #expect(try scratch.data("one/" + name) == scratch.data("two/" + name), "\(name)")
            #expect(try scratch.data("one/" + name) == scratch.data("sharded/" + name), "\(name)")
        }
    }
}

@Suite struct ColorSchemeFlagTests {
    @Test func darkFlagRendersOnBlackAndBadValuesExit2() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let zoetrope = try ZoetropeBinary.locate()
        let dark = try zoetrope.run(["still", "fab-menu", "--at", "0", "--scale", "0.25", "--color-scheme", "dark", "--out", "d.png"],
                                    in: scratch.url)
        #expect(dark.status == 0, "\(dark.stderr)")
        let light = try zoetrope.run(["still", "fab-menu", "--at", "0", "--scale", "0.25", "--out", "l.png"], in: scratch.url)
        #expect(light.status == 0)
        #expect(try scratch.data("d.png") != scratch.data("l.png"))
        let bad = try zoetrope.run(["still", "fab-menu", "--at", "0", "--color-scheme", "sepia"], in: scratch.url)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--color-scheme"))
    }
}
