import Foundation
import Testing

/// `zoetrope audit FILE.swift SCENE` on scenes made to have findings (issue 11), in the user-file suite so that
/// the Zoetrope library in its cache is built once.
extension UserSceneFileTests {
    /// On a 200 × 100 pt canvas at 1x: a square that a tap at 0.2 s starts on a 5 s move in a 1 s scene (cut off at
    /// the end), and a screen that a tap at 0.5 s turns from red to blue without animation (a pixel spike; no view
    /// jump, since the tap explains it).
    static let defects = """
        import Zoetrope

        struct Square: View {
            @State private var moved = false
            var body: some View {
                Rectangle().frame(width: 40, height: 40)
                    .offset(x: moved ? 100 : 0)
                    .onTapGesture { withAnimation(.linear(duration: 5)) { moved = true } }
                    .accessibilityIdentifier("square")
            }
        }

        struct Switch: View {
            @State private var on = false
            var body: some View {
                (on ? Color.blue : Color.red).onTapGesture { on = true }.accessibilityIdentifier("switch")
            }
        }

        let small = SceneCanvas(width: 200, height: 100, scale: 1)
        let scenes: [MotionScene] = [
            MotionScene("cut-off", canvas: small, duration: 1) { Square() } script: { Tap("square", at: 0.2) },
            MotionScene("switch", canvas: small, duration: 1) { Switch() } script: { Tap("switch", at: 0.5) },
        ]

        """

    @Test func auditFindsACutOffAnimationAndStrictFails() throws {
        defer { scratch.remove() }
        try write(Self.defects, "Defects.swift")
        let plain = try run(["audit", "Defects.swift", "cut-off"])
        #expect(plain.status == 0, "\(plain.stderr)")
        // One line: the last frame (59, at 59/60 s), the offset view, 0.78333 s into 5 s: 15.667 of 100 pt.
        let lines = plain.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(lines.count == 1)
        let fields = try #require(lines.first)
        #expect(fields.count == 5)
        #expect(fields.prefix(3) == ["0.983 s", "frame 59", "running-at-end"])
        #expect(fields.dropFirst(3).first?.hasSuffix("/offset") == true)
        #expect(fields.last == "effect: still animating in the last frame: effect .linear(duration: 5.0); at rest it is 84.333 pt away")

        let strict = try run(["audit", "Defects.swift", "cut-off", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stdout == plain.stdout)
        #expect(strict.stderr.contains("audit --strict: scene 'cut-off' has 1 finding"), "\(strict.stderr)")

        let json = try run(["audit", "Defects.swift", "cut-off", "--strict", "--format", "json"])
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let finding = try #require((object["findings"] as? [[String: Any]])?.first)
        #expect(finding["kind"] as? String == "running-at-end" && finding["frame"] as? Int == 59)
        #expect(finding["time"] as? Double == 0.983 && finding["property"] as? String == "effect")
        #expect(finding["after"] as? String == ".linear(duration: 5.0)")
    }

    @Test func auditWritesTheCropOfAPixelSpike() throws {
        defer { scratch.remove() }
        try write(Self.defects, "Defects.swift")
        let result = try run(["audit", "Defects.swift", "switch", "--out", "crops"])
        #expect(result.status == 0, "\(result.stderr)")
        let crop = scratch.url.appendingPathComponent("crops/pixel-spike-frame_000030.png").standardizedFileURL.path
        // Red (255, 59, 48) to blue (0, 122, 255) over the whole 200 × 100 pt canvas: the red channel moves fully.
        #expect(result.stdout == "0.500 s\tframe 30\tpixel-spike\t-\tpixels 0.0,0.0,200.0,100.0: 20000.0 pt² changed in one "
                + "frame; 0.0 in the frame before, 0.0 after (\(crop))\n")
        #expect(scratch.files(in: "crops") == ["pixel-spike-frame_000030.png"])
    }
}
