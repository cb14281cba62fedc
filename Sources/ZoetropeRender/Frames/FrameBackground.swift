import Foundation
import ZoetropeDisplay

/// What a frame is drawn on (`--background`): the scene's own system background (the default), nothing (a
/// transparent frame, for PNG, WebM and MOV, which keep alpha), or a colour.
public enum FrameBackground: Hashable, Sendable {
    case transparent
    case color(DisplayColor)

    /// Reads `transparent`, `#RRGGBB` or `#RRGGBBAA` (sRGB hex, straight alpha), or a name: `white`, `black`,
    /// `clear`; nil when the text is none of these.
    public init?(parsing text: String) {
        let lowered = text.lowercased()
        switch lowered {
        case "transparent", "clear": self = .transparent; return
        case "white": self = .color(DisplayColor(red: 1, green: 1, blue: 1)); return
        case "black": self = .color(DisplayColor(red: 0, green: 0, blue: 0)); return
        default: break
        }
        guard lowered.hasPrefix("#"), lowered.count == 7 || lowered.count == 9,
              let value = UInt64(lowered.dropFirst(), radix: 16) else { return nil }
        let hasAlpha = lowered.count == 9
        let rgba = hasAlpha ? value : (value << 8) | 0xFF
        func channel(_ shift: UInt64) -> Double { Double((rgba >> shift) & 0xFF) / 255 }
        self = .color(DisplayColor(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0)))
    }

    /// The background colour of a display list; nil for transparent.
    var displayColor: DisplayColor? {
        switch self {
        case .transparent: return nil
        case let .color(color): return color
        }
    }

    /// Whether frames can have transparent pixels.
    public var mayBeTranslucent: Bool { displayColor.map { $0.alpha < 1 } ?? true }
}
