import Foundation
import Testing
import Zoetrope
import ZoetropeDisplay
import ZoetropeRender

/// `--background transparent`: PNG, WebM (VP9 + alpha) and MOV (ProRes 4444) keep straight alpha. A half-covered
/// edge column and a half-transparent square are decoded from each file with ffmpeg and checked against hand values.
@MainActor @Suite struct TransparentExportTests {
    /// On a 64 × 64 pt canvas at 1x: a red rectangle at opacity 0.5, 30 × 40 at (12, 12); and a blue bar 8 × 40 moved
    /// half a pixel right by an offset, from x 50.5 to 58.5: columns 50 and 58 are half covered.
    static let scene = MotionScene("transparent", canvas: SceneCanvas(width: 64, height: 64, scale: 1), duration: 0.1, fps: 10) {
        ZStack(alignment: .topLeading) {
            Color.clear
            Color(red: 1, green: 0, blue: 0).opacity(0.5).frame(width: 30, height: 40).offset(x: 12, y: 12)
            Color(red: 0, green: 0, blue: 1).frame(width: 8, height: 40).offset(x: 50.5, y: 12)
        }
    }

    /// Straight RGBA bytes of the first frame of `file`, decoded by ffmpeg (libvpx for VP9, whose alpha the native
    /// decoder drops), converting video from the BT.709 limited-range YUV it was written in.
    func decode(_ file: URL, vp9: Bool) throws -> [UInt8] {
        let video = file.pathExtension != "png"
        let convert = video ? ["-vf", "scale=in_color_matrix=bt709:in_range=tv:flags=accurate_rnd+full_chroma_int,format=rgba"] : []
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-hide_banner", "-loglevel", "error"] + (vp9 ? ["-c:v", "libvpx-vp9"] : [])
            + ["-i", file.path, "-frames:v", "1"] + convert + ["-f", "rawvideo", "-pix_fmt", "rgba", "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return [UInt8](data)
    }

    func pixel(_ bytes: [UInt8], x: Int, y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let i = (y * 64 + x) * 4
        return (Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2]), Int(bytes[i + 3]))
    }

    @Test(arguments: ["png", "webm", "mov"])
    func straightAlphaSurvivesEncoding(format: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-alpha-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let job = try RenderJob(timeline: Self.scene.renderTimeline(), options: RenderOptions(jobs: 1, background: .transparent))
        let file = directory.appendingPathComponent("frame.\(format)")
        if format == "png" {
            try job.renderStill(at: 0, to: file)
        } else {
            try job.renderVideo(to: file, format: try VideoFormat(path: file.path))
        }
        let bytes = try decode(file, vp9: format == "webm")
        #expect(bytes.count == 64 * 64 * 4)
        guard bytes.count == 64 * 64 * 4 else { return }
        // Lossless PNG holds the values to 8-bit rounding: α = 0.5 is 127.5, and a colour unpremultiplied from 8-bit
        // premultiplied bytes at α ≈ 128 moves in steps of 255/128 ≈ 2 levels. ProRes 4444 adds a few levels; VP9 is
        // lossy and subsamples colour, so its tolerances are wider (pipeline-notes.md §0.4 measured ~4 mean).
        let (colour, alpha) = format == "png" ? (2, 1) : format == "mov" ? (5, 3) : (24, 6)
        // Outside everything: fully transparent.
        #expect(pixel(bytes, x: 2, y: 2).a == 0)
        // Inside the half-transparent square: straight red (255, 0, 0) at α 128.
        let square = pixel(bytes, x: 27, y: 30)
        #expect(abs(square.r - 255) <= colour && square.g <= colour && square.b <= colour, "\(format) square \(square)")
        #expect(abs(square.a - 128) <= alpha, "\(format) square \(square)")
        // The bar's half-covered left edge column: straight blue (0, 0, 255) at α 128; inside it, opaque blue.
        let edge = pixel(bytes, x: 50, y: 30)
        #expect(abs(edge.a - 128) <= alpha + (format == "webm" ? 10 : 0), "\(format) edge \(edge)")
        #expect(abs(edge.b - 255) <= colour + (format == "webm" ? 40 : 0) && edge.r <= colour + (format == "webm" ? 40 : 0),
                "\(format) edge \(edge)")
        let bar = pixel(bytes, x: 54, y: 30)
        #expect(bar.a >= 255 - alpha && abs(bar.b - 255) <= colour && bar.r <= colour, "\(format) bar \(bar)")
    }
}
