import Foundation

/// One play of a KeyframeAnimator's keyframes, for the motion spec: when it starts (a trigger's change, or the
/// appearance of a repeating animator), whether it loops, and each track in a designer's words, built from the value
/// showing when it starts (as the play itself is, `KeyframePlayback`).
struct KeyframePlay {
    /// Scene seconds.
    var start: Double
    var repeats: Bool
    var tracks: [KeyframeTrackSummary]

    /// The plays `record` has seen so far.
    static func plays<Value, Path: Keyframes>(initialValue: Value, record: KeyframeRecord, repeating: Bool, isTriggered: Bool,
                                             keyframes: @escaping (Value) -> Path) -> [KeyframePlay] where Path.Value == Value {
        let timeline = { (start: Value) in KeyframeTimeline(initialValue: start) { keyframes(start) } }
        func tracks(from start: Value) -> [KeyframeTrackSummary] {
            KeyframeTimeline<Value>.summaries(initialValue: start) { keyframes(start) }
        }
        guard isTriggered else {
            guard repeating, let appear = record.appearTime else { return [] }
            return [KeyframePlay(start: appear, repeats: true, tracks: tracks(from: initialValue))]
        }
        return record.triggers.map { trigger in
            // The value showing just before this trigger: what the keyframes of this play are built from.
            let before = KeyframePlayback(initialValue: initialValue, triggers: record.triggers.filter { $0 < trigger },
                                          keyframes: timeline).value(at: trigger)
            return KeyframePlay(start: trigger, repeats: false, tracks: tracks(from: before))
        }
    }
}
