import Foundation

/// One keyframe track in a designer's words, for the motion spec and the review's curve plot: the property it
/// animates, its value at the start, and each keyframe's curve kind, target and the time it is reached.
package struct KeyframeTrackSummary: Hashable, Sendable {
    /// One keyframe: `spring to 1.6 by 0.2 s (.snappy)`.
    package struct Keyframe: Hashable, Sendable {
        /// `linear`, `cubic`, `spring` or `move` (SwiftUI's `LinearKeyframe`, `CubicKeyframe`, …).
        package var kind: String
        /// The keyframe's value: a number, or degrees for an angle (`-15°`).
        package var target: String
        /// Seconds from the track's start at which the keyframe is reached.
        package var end: Double
        /// The spring (`.snappy`) or timing curve (`easeInOut`) when it is not the default one.
        package var detail: String?

        /// `spring to 1.6 by 0.2 s (.snappy)`, `move to 0 at 0.3 s`.
        package var words: String {
            let when = kind == "move" ? "at" : "by"
            return "\(kind) to \(target) \(when) \(NumberText.trimmed(end, places: 3)) s" + (detail.map { " (\($0))" } ?? "")
        }
    }

    /// The property's name in the animator's value (`scale`), or `value` for a track of the whole value.
    package var property: String
    package var from: String
    package var keyframes: [Keyframe]
    /// Seconds the track lasts.
    package var duration: Double
    /// The property's value at 0, 1/60, 2/60 … s through `duration` (and one sample past it), in the units of
    /// `from` (degrees for an angle); empty when the property is not one number.
    package var samples: [Double]

    /// `keyframes: spring to 1.6 by 0.2 s (.snappy), spring to 1 by 0.6 s (.bouncy)`.
    package var words: String { "keyframes: " + keyframes.map(\.words).joined(separator: ", ") }

    /// Samples a second.
    package static let samplesPerSecond = 60.0
}

extension KeyframeTrack {
    /// The track as `KeyframeTrackSummary` says it, starting from `initial`.
    func summary(from initial: Root) -> KeyframeTrackSummary {
        let name = String(describing: keyPath)
        let property = (keyPath as AnyKeyPath) == (\Root.self as AnyKeyPath) ? "value" : String(name.split(separator: ".").last ?? Substring(name))
        var end = 0.0
        let keyframes = items.map { item -> KeyframeTrackSummary.Keyframe in
            end += item.resolvedDuration
            switch item.kind {
            case let .linear(curve):
                return .init(kind: "linear", target: Self.text(item.target), end: end, detail: Self.name(of: curve))
            case .cubic:
                return .init(kind: "cubic", target: Self.text(item.target), end: end)
            case let .spring(spring, _):
                return .init(kind: "spring", target: Self.text(item.target), end: end, detail: Self.name(of: spring))
            case .move:
                return .init(kind: "move", target: Self.text(item.target), end: end)
            }
        }
        let resolved = resolve(from: initial)
        let count = Int((end * KeyframeTrackSummary.samplesPerSecond).rounded(.up)) + 1
        let samples = Self.number(of: initial[keyPath: keyPath]) == nil ? [] : (0...count).compactMap { frame -> Double? in
            var value = initial[keyPath: keyPath]
            value.animatableData = resolved.value(at: Double(frame) / KeyframeTrackSummary.samplesPerSecond)
            return Self.number(of: value)
        }
        return KeyframeTrackSummary(property: property, from: Self.text(initial[keyPath: keyPath]), keyframes: keyframes,
                                    duration: end, samples: samples)
    }

    /// A number for a plain number, degrees for an angle, nil otherwise.
    private static func number(of value: Value) -> Double? {
        switch value {
        case let angle as Angle: return angle.degrees
        case let number as Double: return number
        case let number as CGFloat: return Double(number)
        default: return nil
        }
    }

    private static func text(_ value: Value) -> String {
        guard let number = number(of: value) else { return String(describing: value) }
        return NumberText.thousandths(number) + (value is Angle ? "°" : "")
    }

    /// A preset's name (`.snappy`), else its duration and bounce.
    private static func name(of spring: Spring) -> String {
        let presets: [(Spring, String)] = [(Spring(), "Spring()"), (.snappy, ".snappy"), (.bouncy, ".bouncy")]
        if let preset = presets.first(where: { $0.0 == spring }) { return preset.1 }
        return "duration \(NumberText.significant(spring.duration, digits: 3)) s, bounce \(NumberText.significant(spring.bounce, digits: 3))"
    }

    /// nil for the default linear curve, else the curve's name.
    private static func name(of curve: UnitCurve) -> String? {
        let named: [(UnitCurve, String)] = [(.easeIn, "easeIn"), (.easeOut, "easeOut"), (.easeInOut, "easeInOut"),
                                            (.circularEaseIn, "circularEaseIn"), (.circularEaseOut, "circularEaseOut"),
                                            (.circularEaseInOut, "circularEaseInOut")]
        if curve == .linear { return nil }
        return named.first { $0.0 == curve }?.1 ?? "a custom timing curve"
    }
}

extension AnyKeyframeTrack {
    /// The track in a designer's words, from `initial`.
    package func summary(from initial: Root) -> KeyframeTrackSummary { summarize(initial) }
}

extension KeyframeTimeline {
    /// Each track of the timeline built from `initialValue`, in a designer's words, in declaration order.
    package static func summaries(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>)
        -> [KeyframeTrackSummary] {
        content().keyframeTracks.map { $0.summary(from: initialValue) }
    }
}
