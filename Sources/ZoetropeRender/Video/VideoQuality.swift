/// How hard ffmpeg works on a video: `--quality draft|standard|master`, and `--crf` for the constant rate factor.
///
/// The presets trade encoding time for file size at a given look (docs/performance.md, "Video quality presets",
/// has each one's speed and size). All of them convert to BT.709 limited range with the same tags: standard and
/// master through ffmpeg's accurate conversion, a draft MP4 with Zoetrope's own (`YUV420Converter`, on the drawing
/// threads), which matches it to within rounding (62 dB PSNR on the peer benchmark's clip). GIF (one palette) and
/// ProRes (a fixed-quality intermediate codec) have no such settings.
public struct VideoQuality: Hashable, Sendable {
    public enum Preset: String, Hashable, Sendable, CaseIterable {
        /// For looking at motion quickly: x264 `ultrafast` (no B-frames, CAVLC) fed frames converted by Zoetrope,
        /// VP9 realtime. Larger files.
        case draft
        /// The default, and what every release so far wrote: x264 `veryfast`, CRF 18, tuned for animation.
        case standard
        /// For hand-off and archives: x264 `slow`, CRF 12 (visually lossless for flat UI colours), VP9 `good`.
        case master
    }

    public var preset: Preset
    /// Replaces the preset's constant rate factor (lower is better and larger): 0–51 for H.264, 0–63 for VP9.
    public var crf: Int?

    public init(_ preset: Preset = .standard, crf: Int? = nil) {
        self.preset = preset
        self.crf = crf
    }

    public static let standard = VideoQuality()

    /// The largest CRF `format` accepts, or nil when the format has no CRF.
    public static func crfLimit(for format: VideoFormat) -> Int? {
        switch format {
        case .mp4: return 51
        case .webm: return 63
        case .gif, .mov: return nil
        }
    }

    /// Checks the settings against `format` (`path` is the output, for the message).
    public func validate(for format: VideoFormat, path: String) throws {
        guard let limit = Self.crfLimit(for: format) else {
            if let crf {
                throw RenderError.invalidValue(flag: "--crf", value: String(crf),
                                               expected: "an output with a CRF, .mp4 (H.264) or .webm (VP9), not \(path)")
            }
            if preset != .standard {
                throw RenderError.invalidValue(flag: "--quality", value: preset.rawValue,
                                               expected: "an .mp4 or .webm output, not \(path) (GIF uses one palette, ProRes one quality)")
            }
            return
        }
        if let crf, !(0...limit).contains(crf) {
            throw RenderError.invalidValue(flag: "--crf", value: String(crf),
                                           expected: "a whole number from 0 to \(limit) for .\(format.rawValue)")
        }
    }

    /// x264's options.
    var x264: [String] {
        switch preset {
        case .draft: return ["-preset", "ultrafast", "-crf", String(crf ?? 23)]
        case .standard: return ["-preset", "veryfast", "-crf", String(crf ?? 18), "-tune", "animation"]
        case .master: return ["-preset", "slow", "-crf", String(crf ?? 12), "-tune", "animation"]
        }
    }

    /// libvpx-vp9's options.
    var vp9: [String] {
        switch preset {
        case .draft: return ["-crf", String(crf ?? 36), "-b:v", "0", "-deadline", "realtime", "-cpu-used", "8"]
        case .standard: return ["-crf", String(crf ?? 30), "-b:v", "0", "-row-mt", "1", "-cpu-used", "4"]
        case .master: return ["-crf", String(crf ?? 20), "-b:v", "0", "-row-mt", "1", "-deadline", "good", "-cpu-used", "1"]
        }
    }
}
