import Foundation
import Testing

/// Runs the built `zoetrope` with `--device` and `--orientation`, and `list --devices`. Expected numbers come from
/// the presets' point sizes, scales and safe areas (Sources/Zoetrope/Scene/SceneCanvas.swift), worked out by hand.
@Suite struct DeviceCommandTests {
    /// The width and height a PNG's IHDR chunk gives (bytes 16 ..< 24, big-endian), or nil if `data` is no PNG.
    func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0 ..< 8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
              bytes[12 ..< 16] == [0x49, 0x48, 0x44, 0x52] else { return nil }  // "IHDR"
        let number = { (range: Range<Int>) in bytes[range].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16 ..< 20), number(20 ..< 24))
    }

    /// The frame of the first (root) view that `inspect --format json` lists.
    func rootFrame(_ arguments: [String]) throws -> [Double] {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["inspect", "fab-menu", "--at", "0", "--format", "json"] + arguments,
                                                     in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let views = json?["views"] as? [[String: Any]]
        return (views?.first?["frame"] as? [Double]) ?? []
    }

    @Test func stillOnAnIPadPro11InLandscapeIs2420By1668Pixels() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(
            ["still", "fab-menu", "--at", "0", "--device", "ipad-pro-11", "--orientation", "landscape", "--out", "X.png"],
            in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        // 1210 × 834 pt in landscape at 2x.
        let size = pngSize(try scratch.data("X.png"))
        #expect(size?.width == 2420 && size?.height == 1668, "\(String(describing: size))")
    }

    @Test func inspectOnAnIPhoneSELaysTheRootOutInItsSafeArea() throws {
        // 375 × 667 with a 20 pt status bar: the root view is offered 375 × 647 at y 20.
        #expect(try rootFrame(["--device", "iphone-se-3"]) == [0, 20, 375, 647])
        // In landscape an iPhone SE has no safe-area insets: the whole 667 × 375 screen.
        #expect(try rootFrame(["--device", "iphone-se-3", "--orientation", "landscape"]) == [0, 0, 667, 375])
    }

    @Test func orientationAloneTurnsTheScenesOwnDevice() throws {
        // fab-menu is on an iPhone 15 Pro: landscape is 852 × 393 with 59 at each side and 21 at the bottom,
        // so the root is 852 - 118 = 734 wide and 393 - 21 = 372 high at x 59.
        #expect(try rootFrame(["--orientation", "landscape"]) == [59, 0, 734, 372])
        // Portrait is what the scene already was: 393 × (852 - 59 - 34) at y 59.
        #expect(try rootFrame(["--orientation", "portrait"]) == [0, 59, 393, 759])
    }

    @Test func renderUsesTheDevicesScale() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(
            ["render", "fab-menu", "--fps", "10", "--to", "0.1", "--device", "iphone-se-3", "--color-scheme", "dark"],
            in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        // 375 × 667 pt at 2x.
        #expect(result.stdout.contains("750x1334 px"), "\(result.stdout)")
        #expect(pngSize(try scratch.data("out/fab-menu/frame_000000.png"))?.width == 750)
    }

    @Test func unknownDeviceListsTheKnownNamesAndExits2() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        for command in [["render", "fab-menu"], ["still", "fab-menu", "--at", "0"], ["video", "fab-menu", "x.mp4"],
                        ["inspect", "fab-menu", "--at", "0"]] {
            let result = try ZoetropeBinary.locate().run(command + ["--device", "iphone-99"], in: scratch.url)
            #expect(result.status == 2, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("unknown device 'iphone-99'"), "\(result.stderr)")
            #expect(result.stderr.contains("iphone-se-3") && result.stderr.contains("ipad-pro-13"), "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        #expect(scratch.files(in: ".") == [], "nothing may be written")
    }

    @Test func badOrientationAndDeviceWithFromFramesExit2() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let zoetrope = try ZoetropeBinary.locate()
        let sideways = try zoetrope.run(["still", "fab-menu", "--at", "0", "--orientation", "sideways"], in: scratch.url)
        #expect(sideways.status == 2)
        #expect(sideways.stderr.contains("'portrait'") && sideways.stderr.contains("'landscape'"), "\(sideways.stderr)")
        let frames = try zoetrope.run(["video", "--from-frames", "f", "x.mp4", "--device", "ipad-mini"], in: scratch.url)
        #expect(frames.status == 2)
        #expect(frames.stderr.contains("--device cannot be used with --from-frames"), "\(frames.stderr)")
        #expect(scratch.files(in: ".") == [])
    }

    @Test func aCustomCanvasTakesADeviceInPortraitButCannotBeTurnedAlone() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try """
            import Zoetrope

            let scenes: [MotionScene] = [
                MotionScene("wide", canvas: SceneCanvas(width: 300, height: 200), duration: 1) { Color.red },
                MotionScene("turned", device: .iPhone16Pro, orientation: .landscape, duration: 1) { Color.red },
            ]

            """.write(to: scratch.url.appendingPathComponent("Wide.swift"), atomically: true, encoding: .utf8)
        // The user-file suite's cache, so the Zoetrope library is compiled once for both.
        let environment = ["XDG_CACHE_HOME": UserSceneFileTests.cache.path, "ZOETROPE_SCENE_BUILD": "debug"]
        let zoetrope = try ZoetropeBinary.locate()
        func inspect(_ scene: String, _ flags: [String]) throws -> ZoetropeBinary.Result {
            try zoetrope.run(["inspect", "Wide.swift", scene, "--at", "0"] + flags, in: scratch.url, environment: environment)
        }
        let turned = try inspect("wide", ["--orientation", "landscape"])
        #expect(turned.status == 2)
        #expect(turned.stderr.contains("--orientation") && turned.stderr.contains("custom 300x200 pt canvas")
                && turned.stderr.contains("--device"), "\(turned.stderr)")
        // A device for a custom canvas is held upright: the SE's portrait safe area, 375 x (667 - 20) at y 20.
        let upright = try inspect("wide", ["--device", "iphone-se-3"])
        #expect(upright.stdout.contains("Color [0.0 20.0 375.0 647.0]"), "\(upright.stdout)\(upright.stderr)")
        // A scene made in landscape stays in landscape on another device: 956 - 124 = 832 by 440 - 21 = 419 at x 62.
        let kept = try inspect("turned", ["--device", "iphone-16-pro-max"])
        #expect(kept.stdout.contains("Color [62.0 0.0 832.0 419.0]"), "\(kept.stdout)\(kept.stderr)")
    }

    @Test func listDevicesShowsEveryPresetWithItsNumbers() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let result = try ZoetropeBinary.locate().run(["list", "--devices"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("DEVICE") == true)
        let presets = [("iphone-se-3", "iPhone SE (3rd generation)"), ("iphone-15-pro", "iPhone 15 Pro"),
                       ("iphone-16", "iPhone 16"), ("iphone-16-pro", "iPhone 16 Pro"),
                       ("iphone-16-pro-max", "iPhone 16 Pro Max"), ("ipad-mini", "iPad mini (A17 Pro)"),
                       ("ipad-pro-11", "iPad Pro 11-inch (M4)"), ("ipad-pro-13", "iPad Pro 13-inch (M4)")]
        #expect(lines.count == presets.count + 1, "\(result.stdout)")
        for (cli, name) in presets {
            let row = lines.first { $0.hasPrefix(cli + " ") }
            #expect(row?.contains(name) == true, "\(cli): \(String(describing: row))")
        }
        // One row in full: points (portrait), scale, then top leading bottom trailing in portrait and in landscape.
        let row = lines.first { $0.hasPrefix("iphone-16-pro ") }?.split(separator: " ").map(String.init) ?? []
        #expect(row == ["iphone-16-pro", "iPhone", "16", "Pro", "402x874", "3x", "62", "0", "34", "0", "0", "62", "21", "62"],
                "\(row)")
    }
}
