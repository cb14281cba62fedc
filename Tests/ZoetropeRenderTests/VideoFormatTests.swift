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

/// `--quality` and `--crf`: which encoder settings each preset passes, and what is refused.
@Suite struct VideoQualityTests {
    func value(after flag: String, in arguments: [String]) -> String? {
        arguments.firstIndex(of: flag).map { arguments[$0 + 1] }
    }

    @Test func standardIsWhatEveryEarlierReleaseWrote() {
        let args = VideoFormat.mp4.ffmpegArguments(width: 1920, height: 1080, fps: 60, output: "o.mp4")
        #expect(args == VideoFormat.mp4.ffmpegArguments(width: 1920, height: 1080, fps: 60, output: "o.mp4",
                                                        quality: VideoQuality(.standard)))
        #expect(value(after: "-preset", in: args) == "veryfast")
        #expect(value(after: "-crf", in: args) == "18")
        #expect(value(after: "-tune", in: args) == "animation")
    }

    @Test func presetsChangeOnlyTheEncoderEffort() {
        let standard = VideoFormat.mp4.ffmpegArguments(width: 390, height: 844, fps: 60, output: "o.mp4")
        for (preset, x264, crf) in [(VideoQuality.Preset.draft, "ultrafast", "23"), (.master, "slow", "12")] {
            let args = VideoFormat.mp4.ffmpegArguments(width: 390, height: 844, fps: 60, output: "o.mp4",
                                                       quality: VideoQuality(preset))
            #expect(value(after: "-preset", in: args) == x264)
            #expect(value(after: "-crf", in: args) == crf)
            // The same colour conversion and tags as the default: a draft shows the colours of the master.
            #expect(value(after: "-vf", in: args) == value(after: "-vf", in: standard))
            for tag in ["-colorspace", "-color_primaries", "-color_trc", "-color_range", "-pix_fmt"] {
                #expect(value(after: tag, in: args) == value(after: tag, in: standard), "\(tag)")
            }
        }
    }

    @Test func crfReplacesThePresetsRateFactor() {
        let mp4 = VideoFormat.mp4.ffmpegArguments(width: 2, height: 2, fps: 1, output: "o", quality: VideoQuality(.master, crf: 0))
        #expect(value(after: "-crf", in: mp4) == "0")
        #expect(value(after: "-preset", in: mp4) == "slow")
        let webm = VideoFormat.webm.ffmpegArguments(width: 2, height: 2, fps: 1, output: "o", quality: VideoQuality(crf: 63))
        #expect(value(after: "-crf", in: webm) == "63")
    }

    @Test func outOfRangeOrInapplicableSettingsAreRefusedNamingTheFlag() throws {
        try VideoQuality(crf: 51).validate(for: .mp4, path: "a.mp4")
        try VideoQuality(crf: 63).validate(for: .webm, path: "a.webm")
        try VideoQuality().validate(for: .gif, path: "a.gif")
        #expect(throws: RenderError.self) { try VideoQuality(crf: 52).validate(for: .mp4, path: "a.mp4") }
        #expect(throws: RenderError.self) { try VideoQuality(crf: -1).validate(for: .webm, path: "a.webm") }
        for (quality, flag) in [(VideoQuality(crf: 20), "--crf"), (VideoQuality(.draft), "--quality")] {
            for path in ["a.gif", "a.mov"] {
                do {
                    try quality.validate(for: try VideoFormat(path: path), path: path)
                    Issue.record("\(flag) accepted for \(path)")
                } catch let RenderError.invalidValue(given, _, expected) {
                    #expect(given == flag)
                    #expect(expected.contains(path))
                }
            }
        }
    }
}

/// `--quality draft` converts frames to BT.709 limited-range 4:2:0 itself. Expected values worked out by hand from
/// BT.709 (Kr = 0.2126, Kb = 0.0722; Y = 16 + 219·Y′, Cb = 128 + 224·(B′ − Y′)/1.8556, Cr = 128 + 224·(R′ − Y′)/1.5748):
/// white 235/128/128, black 16/128/128, red 62.56 → 63 / 102.34 → 102 / 240, blue 31.81 → 32 / 240 / 117.73 → 118.
@Suite struct YUV420ConverterTests {
    /// A 4 × 2 BGRA frame of two 2 × 2 blocks of one colour each, plus an odd extra column that is cropped.
    func frame(_ left: (r: UInt8, g: UInt8, b: UInt8), _ right: (r: UInt8, g: UInt8, b: UInt8)) -> [UInt8] {
        var pixels: [UInt8] = []
        for _ in 0..<2 {
            for x in 0..<5 {
                let c = x < 2 ? left : right
                pixels += [c.b, c.g, c.r, 255]
            }
        }
        return pixels
    }

    @Test(arguments: [
        ((255, 255, 255), (0, 0, 0), [235, 16], [128, 128], [128, 128]),
        ((255, 0, 0), (0, 0, 255), [63, 32], [102, 240], [240, 118]),
    ] as [((UInt8, UInt8, UInt8), (UInt8, UInt8, UInt8), [UInt8], [UInt8], [UInt8])])
    func flatBlocksGiveTheBT709Values(left: (UInt8, UInt8, UInt8), right: (UInt8, UInt8, UInt8),
                                      luma: [UInt8], cb: [UInt8], cr: [UInt8]) {
        let converter = YUV420Converter(width: 5, height: 2)
        #expect(converter.width == 4 && converter.height == 2)
        let pixels = frame((left.0, left.1, left.2), (right.0, right.1, right.2))
        let planes = pixels.withUnsafeBytes { converter.convert($0, bytesPerRow: 20) }
        #expect(planes.count == 4 * 2 + 2 + 2)
        #expect(Array(planes[0..<8]) == [luma[0], luma[0], luma[1], luma[1], luma[0], luma[0], luma[1], luma[1]])
        #expect(Array(planes[8..<10]) == cb)
        #expect(Array(planes[10..<12]) == cr)
    }

    @Test func draftMP4ArgumentsReadPlanarFramesAndKeepTheTags() {
        let args = VideoFormat.mp4.ffmpegArguments(input: .planarFrames, width: 1179, height: 2556, fps: 60, output: "o.mp4",
                                                   quality: VideoQuality(.draft))
        #expect(args.firstIndex(of: "-vf") == nil)
        #expect(args.contains("yuv420p") && args.contains("1178x2556"))
        for (flag, value) in [("-colorspace", "bt709"), ("-color_trc", "iec61966-2-1"), ("-color_range", "tv"), ("-preset", "ultrafast")] {
            #expect(args.lastIndex(of: flag).map { args[$0 + 1] } == value, "\(flag)")
        }
    }
}
