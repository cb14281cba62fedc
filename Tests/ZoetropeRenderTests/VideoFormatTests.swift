import Testing
@testable import ZoetropeRender

@Suite struct VideoFormatTests {
    func value(after flag: String, in arguments: [String]) -> String? {
        arguments.firstIndex(of: flag).map { arguments[$0 + 1] }
    }

    @Test func extensionPicksTheFormat() throws {
        #expect(try VideoFormat(path: "out/a.MP4") == .mp4)
        #expect(try VideoFormat(path: "a.gif") == .gif)
        #expect(throws: RenderError.unsupportedVideoFormat(path: "a.avi")) { try VideoFormat(path: "a.avi") }
    }

    @Test func mp4ConvertsWithBT709AndTagsTheStream() {
        let args = VideoFormat.mp4.ffmpegArguments(width: 1920, height: 1080, fps: 60, output: "o.mp4")
        #expect(Array(args.prefix(17)) == ["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "bgra",
                                           "-s", "1920x1080", "-framerate", "60", "-i", "pipe:0", "-an", "-vf",
                                           "scale=out_color_matrix=bt709:out_range=tv:flags=bicubic+accurate_rnd+full_chroma_int,format=yuv420p"])
        #expect(value(after: "-colorspace", in: args) == "bt709")
        #expect(value(after: "-color_primaries", in: args) == "bt709")
        #expect(value(after: "-color_trc", in: args) == "iec61966-2-1")
        #expect(value(after: "-color_range", in: args) == "tv")
        #expect(value(after: "-c:v", in: args) == "libx264")
        #expect(value(after: "-profile:v", in: args) == "high")
        #expect(value(after: "-movflags", in: args) == "+faststart")
        #expect(args.last == "o.mp4")
    }

    @Test func oddSizesAreCroppedToEvenFor420() {
        let args = VideoFormat.mp4.ffmpegArguments(width: 1179, height: 2556, fps: 29.97, output: "o.mp4")
        #expect(value(after: "-vf", in: args)?.hasPrefix("crop=1178:2556:0:0,scale=") == true)
        #expect(value(after: "-framerate", in: args) == "29.97")
    }

    @Test func gifRunsAt50FPSWithAPaletteAndNoDither() {
        let args = VideoFormat.gif.ffmpegArguments(width: 100, height: 100, fps: 50, output: "o.gif")
        let graph = value(after: "-filter_complex", in: args) ?? ""
        #expect(graph.hasPrefix("fps=50,"))
        #expect(graph.contains("palettegen") && graph.contains("paletteuse=dither=none"))
        #expect(VideoFormat.gif.defaultFPS(sceneFPS: 60) == 50)
        #expect(VideoFormat.mp4.defaultFPS(sceneFPS: 60) == 60)
    }

    @Test func alphaFormatsKeepAlpha() {
        #expect(VideoFormat.webm.keepsAlpha && VideoFormat.mov.keepsAlpha)
        #expect(!VideoFormat.mp4.keepsAlpha && !VideoFormat.gif.keepsAlpha)
        #expect(value(after: "-pix_fmt", in: Array(VideoFormat.mov.ffmpegArguments(width: 2, height: 2, fps: 1, output: "o").dropFirst(8))) == "yuva444p10le")
    }
}
