import Foundation
import Testing
import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay
@testable import ZoetropeRender

/// The pixel check of `zoetrope audit` (issue 11): block signatures and their differences with exact numbers, the
/// spike rule on given energies, and a whole audit of a small scene whose colour switches at once.
@MainActor @Suite struct PixelAuditTests {
    /// An opaque `width` × `height` image, black, with the pixels in `white` white.
    static func image(width: Int, height: Int, white: (Int, Int) -> Bool = { _, _ in false }) -> RasterImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width { pixels += white(x, y) ? [255, 255, 255, 255] : [0, 0, 0, 255] }
        }
        return RasterImage(width: width, height: height, bytesPerRow: width * 4, pixels: pixels)
    }

    @Test func aSquareTurningWhiteChangesItsAreaInSquarePoints() {
        let black = FrameSignature(Self.image(width: 32, height: 32), scale: 1)
        #expect(black.columns == 4 && black.rows == 4)
        // 16 × 16 pt at the corner fill four 8 × 8 blocks: 4 × 64 pt², each changed fully.
        let square = FrameSignature(Self.image(width: 32, height: 32) { $0 < 16 && $1 < 16 }, scale: 1)
        let difference = FrameDifference(from: black, to: square)
        #expect(difference.energy == 256)
        #expect(difference.region == CGRect(x: 0, y: 0, width: 16, height: 16))
        // 4 × 4 pt inside one block: its mean moves by 16/64 of the way, 0.25 × 64 pt² = 16.
        let small = FrameSignature(Self.image(width: 32, height: 32) { (10..<14).contains($0) && (2..<6).contains($1) }, scale: 1)
        let smallDifference = FrameDifference(from: black, to: small)
        #expect(smallDifference.energy == 16)
        #expect(smallDifference.region == CGRect(x: 8, y: 0, width: 8, height: 8))
        #expect(FrameDifference(from: black, to: black) == FrameDifference(energy: 0, region: nil))
    }

    @Test func blocksAndAreasAreInPointsWhateverTheScale() {
        // At 2x, 32 px are 16 pt: blocks of 16 px. An 8 × 8 pt square (16 × 16 px) is one block of 64 pt².
        let black = FrameSignature(Self.image(width: 32, height: 32), scale: 2)
        let square = FrameSignature(Self.image(width: 32, height: 32) { $0 < 16 && $1 < 16 }, scale: 2)
        #expect(black.columns == 2)
        let difference = FrameDifference(from: black, to: square)
        #expect(difference.energy == 64 && difference.region == CGRect(x: 0, y: 0, width: 8, height: 8))
        // A frame that is not a whole number of blocks: the last blocks are cut at its edge (20 px: 8 + 8 + 4).
        let edge = FrameDifference(from: FrameSignature(Self.image(width: 20, height: 8), scale: 1),
                                   to: FrameSignature(Self.image(width: 20, height: 8) { x, _ in x >= 16 }, scale: 1))
        #expect(edge.energy == 32 && edge.region == CGRect(x: 16, y: 0, width: 4, height: 8))
    }

    func spikes(_ energies: [Double], cuts: [Double] = []) -> [AuditFinding] {
        let differences = energies.enumerated().map { $0.offset == 0 ? nil : FrameDifference(energy: $0.element, region: nil) }
        return PixelSpikeCheck(expectedCuts: ExplainedChanges(times: cuts))
            .findings(in: differences, times: energies.indices.map { Double($0) / 60 })
    }

    @Test func aSpikeIsFourTimesBothNeighboursAndAThousandSquarePoints() throws {
        let found = spikes([0, 10, 10, 2000, 10, 10])
        #expect(found.map(\.frame) == [3])
        let spike = try #require(found.first)
        #expect(spike.kind == .pixelSpike && spike.path == nil && spike.property == "pixels")
        #expect(spike.detail == "2000.0 pt² changed in one frame; 10.0 in the frame before, 10.0 after")
        #expect(spikes([0, 300, 300, 1170, 300, 300]).isEmpty)      // 3.9 × its neighbours
        #expect(spikes([0, 300, 300, 1230, 300, 300]).map(\.frame) == [3])   // 4.1 ×
        #expect(spikes([0, 0, 0, 999, 0, 0]).isEmpty)               // below the floor
        #expect(spikes([0, 0, 0, 0, 5000]).map(\.frame) == [4])     // the last frame: nothing after it
    }

    @Test func aFrameThatFlashesIsASpike() throws {
        // Frame 3 changes by 2000 and frame 4 changes it back (frame 4 equals frame 2: no change from 2 to 4).
        let energies: [Double] = [0, 10, 10, 2000, 2000, 10]
        let differences = energies.enumerated().map { $0.offset == 0 ? nil : FrameDifference(energy: $0.element, region: nil) }
        func returns(_ back: Double) -> [FrameDifference?] {
            [nil, nil, FrameDifference(energy: 20, region: nil), FrameDifference(energy: 2000, region: nil),
             FrameDifference(energy: back, region: nil), FrameDifference(energy: 2000, region: nil)]
        }
        let times = energies.indices.map { Double($0) / 60 }
        let found = PixelSpikeCheck().findings(in: differences, returns: returns(0), times: times)
        #expect(found.map(\.frame) == [3])
        #expect(found.first?.detail == "2000.0 pt² changed in one frame and 2000.0 back in the next; 10.0 in the frame before, 10.0 after")
        // Without the return (frame 4 is not back where frame 2 was) two equal changes are motion.
        #expect(PixelSpikeCheck().findings(in: differences, returns: returns(600), times: times).isEmpty)
        #expect(PixelSpikeCheck().findings(in: differences, times: times).isEmpty)
    }

    @Test func anExpectedCutIsNoSpike() {
        #expect(spikes([0, 10, 10, 2000, 10, 10], cuts: [2.5 / 60]).isEmpty)
        #expect(spikes([0, 10, 10, 2000, 10, 10], cuts: [5.5 / 60]).map(\.frame) == [3])
    }

    /// The whole canvas red, blue after a tap that changes it without animation.
    struct Switch: View {
        @State private var on = false
        var body: some View {
            (on ? Color.blue : Color.red)
                .onTapGesture { on = true }
                .accessibilityIdentifier("switch")
        }
    }

    func switchScene(cuts: [Double]) -> MotionScene {
        MotionScene("switch", canvas: SceneCanvas(width: 200, height: 100, scale: 1), duration: 1, expectedCuts: cuts) {
            Switch()
        } script: {
            Tap("switch", at: 0.5)
        }
    }

    @Test func aColourSwitchedAtATapIsASpikeWithACrop() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-audit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let job = try RenderJob(timeline: switchScene(cuts: []).renderTimeline(), options: RenderOptions(jobs: 2))
        let report = try job.audit(cropsTo: directory)
        #expect(report.scene == "switch" && report.frames == 60 && report.fps == 60)
        // The tap explains the fill's change to the view check; a tap does not explain a pixel spike. Red
        // (255, 59, 48) to blue (0, 122, 255): the red channel moves fully, over all 200 × 100 pt.
        #expect(report.findings.map(\.kind) == [.pixelSpike])
        let spike = try #require(report.findings.first)
        #expect(spike.frame == 30 && spike.after == .numbers([0, 0, 200, 100]))
        #expect(spike.detail == "20000.0 pt² changed in one frame; 0.0 in the frame before, 0.0 after")
        let crop = directory.appendingPathComponent("pixel-spike-frame_000030.png")
        #expect(spike.file == crop.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["pixel-spike-frame_000030.png"])
        // Before and after side by side with a 4-pixel bar: 2 × 200 + 4 wide, 100 high (PNG's IHDR, big-endian).
        let png = [UInt8](try Data(contentsOf: crop))
        let word = { (at: Int) in png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        #expect(word(16) == 404 && word(20) == 100)
    }

    @Test func aDeclaredCutIsNoFindingAndWritesNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-audit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = try RenderJob(timeline: switchScene(cuts: [0.5]).renderTimeline(), options: RenderOptions(jobs: 1))
            .audit(cropsTo: directory)
        #expect(report.findings.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }
}
