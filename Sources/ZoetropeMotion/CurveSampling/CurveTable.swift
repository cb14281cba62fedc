import Foundation

/// Samples of one animated value, printable as CSV (`t,value,velocity`) or JSON.
public struct CurveTable: Sendable {
    /// One sample: time (s), value, velocity (value units per second).
    public struct Row: Equatable, Sendable {
        /// Seconds.
        public var t: Double
        /// The presented value.
        public var value: Double
        /// Value units per second.
        public var velocity: Double
    }

    /// The animation's SwiftUI spelling.
    public var animation: String
    /// The start value.
    public var from: Double
    /// The target value.
    public var to: Double
    /// Later target changes.
    public var retargets: [CurveRetarget]
    /// The samples, in the requested order.
    public var rows: [Row]
    /// When the value stops animating (nil: never animated or closed-form spring).
    public var finishTime: Double?
    /// When the latest animation became logically complete.
    public var logicalCompletionTime: Double?

    /// Shortest round-tripping decimal, `inf` for infinity.
    static func format(_ value: Double) -> String {
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        if value == 0 { return "0" }
        return "\(value)"
    }

    /// JSON number or null.
    static func json(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "null" }
        return format(value)
    }

    /// `t,value,velocity` header and one line per sample.
    public var csv: String {
        var out = "t,value,velocity\n"
        for row in rows {
            out += "\(Self.format(row.t)),\(Self.format(row.value)),\(Self.format(row.velocity))\n"
        }
        return out
    }

    /// A JSON object with the animation, the events and the rows.
    public var json: String {
        func quote(_ s: String) -> String {
            "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let events = retargets.map { r in
            "{\"t\":\(Self.format(r.time)),\"value\":\(Self.format(r.value)),\"animation\":\(r.animation.map { quote($0.description) } ?? "null")}"
        }
        let lines = rows.map { "    {\"t\":\(Self.format($0.t)),\"value\":\(Self.format($0.value)),\"velocity\":\(Self.format($0.velocity))}" }
        return """
        {
          "animation": \(quote(animation)),
          "from": \(Self.format(from)),
          "to": \(Self.format(to)),
          "retargets": [\(events.joined(separator: ","))],
          "finishTime": \(Self.json(finishTime)),
          "logicalCompletionTime": \(Self.json(logicalCompletionTime)),
          "rows": [
        \(lines.joined(separator: ",\n"))
          ]
        }

        """
    }
}
