import Foundation

/// The text of `ProgressReporter`'s lines, as pure functions of the counts. Numbers are written with integer
/// arithmetic, never with a locale, so a comma-decimal locale changes nothing; none is ever NaN or infinite (an
/// unknown rate or time is `--` on the bar and `null` in JSON).
enum ProgressText {
    /// Frames done of the total after `seconds` of work.
    struct Counts: Equatable {
        var done: Int
        var total: Int
        var seconds: Double

        /// Frames per second so far; nil before the first frame or before any time has passed.
        var fps: Double? {
            guard done > 0, seconds > 0, seconds.isFinite else { return nil }
            return Double(done) / seconds
        }

        /// Seconds left at the rate so far; nil while the rate is unknown.
        var eta: Double? {
            guard let fps else { return nil }
            return Double(max(0, total - done)) / fps
        }

        /// Done over total from 0 to 1; 1 when there is nothing to do.
        var fraction: Double { total > 0 ? min(1, max(0, Double(done) / Double(total))) : 1 }
    }

    /// ANSI "erase to the end of the line", after a redrawn bar so that a shorter line leaves nothing behind.
    static let eraseToEndOfLine = "\u{1B}[K"

    /// `fab-menu: 48/120 frames` (the `lines` style, unchanged since the first release).
    static func line(label: String, done: Int, total: Int) -> String {
        "\(label): \(done)/\(total) frames"
    }

    /// `fab-menu  [██████████░░░░░░░░░░]  48/120 frames  62.3 fps  ETA 0:01`, at most `columns - 1` characters
    /// (the last column is left free so that no terminal wraps). The bar takes what the text leaves, from 10 to 40
    /// cells; with less than 10 it is left out, and the line is cut at the end if still too long.
    static func bar(label: String, _ counts: Counts, columns: Int) -> String {
        let counted = "\(counts.done)/\(counts.total) frames  " + (counts.fps.map { decimal($0, places: 1) } ?? "--")
            + " fps  ETA " + (counts.eta.map(clock) ?? "--:--")
        let room = max(1, columns - 1)
        let cells = min(40, room - label.count - counted.count - 6)
        let line: String
        if cells >= 10 {
            let filled = Int(counts.fraction * Double(cells))
            line = label + "  [" + String(repeating: "█", count: filled) + String(repeating: "░", count: cells - filled)
                + "]  " + counted
        } else {
            line = label + "  " + counted
        }
        return String(line.prefix(room))
    }

    /// `fab-menu  120/120 frames in 1.9 s, 62.3 fps`: the bar's last line.
    static func barSummary(label: String, _ counts: Counts) -> String {
        "\(label)  \(counts.done)/\(counts.total) frames in \(duration(counts.seconds))"
            + (counts.fps.map { ", " + decimal($0, places: 1) + " fps" } ?? "")
    }

    /// `{"done":48,"eta_seconds":1.2,"event":"progress","fps":62.3,"scene":"fab-menu","total":120}`; `stage` when
    /// there is one; `fps` and `eta_seconds` are null while the rate is unknown.
    static func jsonProgress(scene: String, stage: String?, _ counts: Counts) -> String {
        json(names(scene: scene, stage: stage).merging([
            "event": .string("progress"), "done": .integer(counts.done), "total": .integer(counts.total),
            "fps": counts.fps.map { .number(rounded($0, places: 1)) } ?? .null,
            "eta_seconds": counts.eta.map { .number(rounded($0, places: 1)) } ?? .null,
        ]) { $1 })
    }

    /// `{"done":120,"event":"done","fps":62,"scene":"fab-menu","seconds":1.934,"total":120}`.
    static func jsonDone(scene: String, stage: String?, _ counts: Counts) -> String {
        json(names(scene: scene, stage: stage).merging([
            "event": .string("done"), "done": .integer(counts.done), "total": .integer(counts.total),
            "seconds": .number(rounded(counts.seconds, places: 3)),
            "fps": counts.fps.map { .number(rounded($0, places: 1)) } ?? .null,
        ]) { $1 })
    }

    /// `{"event":"message","message":"fab-menu: video"}`: a status line in the JSON style.
    static func jsonMessage(_ text: String) -> String {
        json(["event": .string("message"), "message": .string(text)])
    }

    private static func names(scene: String, stage: String?) -> [String: JSONValue] {
        var names: [String: JSONValue] = ["scene": .string(scene)]
        if let stage { names["stage"] = .string(stage) }
        return names
    }

    /// One value of a progress line.
    enum JSONValue: Encodable {
        case string(String), integer(Int), number(Double), null

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case let .string(text): try container.encode(text)
            case let .integer(value): try container.encode(value)
            case let .number(value): try container.encode(value)
            case .null: try container.encodeNil()
            }
        }
    }

    /// One line of JSON through `JSONEncoder`: keys sorted, no spaces, `/` left as it is; strings escaped by it
    /// (quotes, backslashes, control characters).
    static func json(_ object: [String: JSONValue]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, integers and finite numbers only: encoding cannot fail.
        return (try? encoder.encode(object)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// `value` rounded to `places` decimals, as `decimal` rounds it (clamped to 0…10^12, never NaN or infinite);
    /// `JSONEncoder` writes the shortest form that reads back as it (`62.3`, `60`).
    static func rounded(_ value: Double, places: Int) -> Double {
        Double(decimal(value, places: places)) ?? 0
    }

    /// `value` rounded to `places` decimals with a point (`62.3`, `0.0`), from integers: no locale, no exponent.
    /// Values past 10^12 (no render lasts that long) are written as 10^12.
    static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let clamped = value.isFinite ? min(max(value, 0), 1e12) : 0
        let scaled = Int((clamped * Double(scale)).rounded())
        guard places > 0 else { return String(scaled) }
        let fraction = String(scaled % scale)
        return String(scaled / scale) + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }

    /// `0:07`, `12:34`, `1:02:03`: whole seconds, rounded up so that a nearly finished render does not say 0:00.
    static func clock(_ seconds: Double) -> String {
        let whole = seconds.isFinite ? Int(min(max(seconds, 0), 359_999).rounded(.up)) : 0
        let (hours, minutes, secs) = (whole / 3600, whole / 60 % 60, whole % 60)
        let twoDigits = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
    }

    /// `1.9 s` under a minute, `clock` form from a minute on.
    static func duration(_ seconds: Double) -> String {
        seconds < 59.95 ? decimal(seconds, places: 1) + " s" : clock(seconds)
    }
}
