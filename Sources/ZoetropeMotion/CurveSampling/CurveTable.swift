import Foundation

/// Samples of one animated value, printable as CSV (`t,value,velocity`) or JSON.
package struct CurveTable: Sendable {
    /// One sample: time (s), value, velocity (value units per second).
    public struct Row: Equatable, Sendable {
        /// Seconds.
        public var t: Double
        /// The presented value.
        public var value: Double
        /// Value units per second.
        public var velocity: Double

        package init(t: Double, value: Double, velocity: Double) {
            self.t = t
            self.value = value
            self.velocity = velocity
        }
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

    /// A table of samples taken elsewhere (the review's glide, read from a scene's frames).
    package init(animation: String, from: Double, to: Double, retargets: [CurveRetarget] = [], rows: [Row],
                 finishTime: Double?, logicalCompletionTime: Double?) {
        self.animation = animation
        self.from = from
        self.to = to
        self.retargets = retargets
        self.rows = rows
        self.finishTime = finishTime
        self.logicalCompletionTime = logicalCompletionTime
    }

    /// Shortest round-tripping decimal, `inf` for infinity.
    static func format(_ value: Double) -> String {
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        if value == 0 { return "0" }
        return "\(value)"
    }

    /// `t,value,velocity` header and one line per sample.
    public var csv: String {
        var out = "t,value,velocity\n"
        for row in rows {
            out += "\(Self.format(row.t)),\(Self.format(row.value)),\(Self.format(row.velocity))\n"
        }
        return out
    }

    /// A JSON object with the animation, the events and the rows, written by `JSONEncoder`: keys sorted, two-space
    /// indentation, numbers as the shortest decimal that reads back as the same `Double` (the CSV's digits, without a
    /// trailing `.0`), and `null` for a time that is not a finite number.
    public var json: String {
        get throws {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
        }
    }
}

extension CurveTable: Encodable {
    private enum Key: String, CodingKey {
        case animation, from, to, retargets, finishTime, logicalCompletionTime, rows
        case t, value, velocity
    }

    public func encode(to encoder: Encoder) throws {
        var object = encoder.container(keyedBy: Key.self)
        try object.encode(animation, forKey: .animation)
        try object.encode(finite: from, forKey: .from)
        try object.encode(finite: to, forKey: .to)
        var events = object.nestedUnkeyedContainer(forKey: .retargets)
        for retarget in retargets {
            var event = events.nestedContainer(keyedBy: Key.self)
            try event.encode(finite: retarget.time, forKey: .t)
            try event.encode(finite: retarget.value, forKey: .value)
            try event.encode(retarget.animation?.description, forKey: .animation)
        }
        try object.encode(finite: finishTime, forKey: .finishTime)
        try object.encode(finite: logicalCompletionTime, forKey: .logicalCompletionTime)
        var samples = object.nestedUnkeyedContainer(forKey: .rows)
        for row in rows {
            var sample = samples.nestedContainer(keyedBy: Key.self)
            try sample.encode(finite: row.t, forKey: .t)
            try sample.encode(finite: row.value, forKey: .value)
            try sample.encode(finite: row.velocity, forKey: .velocity)
        }
    }
}

private extension KeyedEncodingContainer {
    /// A number, or `null` when it is missing, infinite or NaN (JSON has no such numbers).
    mutating func encode(finite value: Double?, forKey key: Key) throws {
        if let value, value.isFinite { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
}
