import Foundation

/// The keyframes of one property of a timeline's value: SwiftUI's `KeyframeTrack` (fidelity.md §7.1).
/// Tracks are independent; a later track on the same property wins.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    let keyPath: WritableKeyPath<Root, Value>
    let items: [KeyframeItem<Value>]

    /// A track animating the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        items = content().keyframeItems
    }

    /// A track animating the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        keyPath = \Root.self
        items = content().keyframeItems
    }

    /// This track, type-erased.
    public var keyframeTracks: [AnyKeyframeTrack<Root>] { [AnyKeyframeTrack(self)] }

    /// The track resolved against the timeline's initial value.
    func resolve(from initial: Root) -> ResolvedKeyframeTrack<Value.AnimatableData> {
        typealias Track = ResolvedKeyframeTrack<Value.AnimatableData>
        let inputs: [(target: Value.AnimatableData, duration: Double, kind: Track.Input)] = items.map { item in
            let kind: Track.Input
            switch item.kind {
            case let .linear(curve): kind = .linear(curve)
            case let .cubic(start, end): kind = .cubic(startVelocity: start?.animatableData, endVelocity: end?.animatableData)
            case let .spring(spring, start): kind = .spring(spring, startVelocity: start?.animatableData)
            case .move: kind = .move
            }
            return (item.target.animatableData, item.resolvedDuration, kind)
        }
        return Track(initial: initial[keyPath: keyPath].animatableData, items: inputs)
    }
}

/// A type-erased track bound to a root type: evaluates its property of a root value at a time.
public struct AnyKeyframeTrack<Root> {
    /// Seconds the track lasts.
    let duration: Double
    let prepare: (Root) -> (Double, inout Root) -> Void
    /// The track in a designer's words (`KeyframeTrackSummary`).
    let summarize: (Root) -> KeyframeTrackSummary

    init<Value, Content>(_ track: KeyframeTrack<Root, Value, Content>) {
        duration = track.items.reduce(0) { $0 + $1.resolvedDuration }
        summarize = { track.summary(from: $0) }
        prepare = { initial in
            let resolved = track.resolve(from: initial)
            let keyPath = track.keyPath
            return { time, root in
                root[keyPath: keyPath].animatableData = resolved.value(at: time)
            }
        }
    }
}

/// Content of a keyframe timeline: one or more tracks (SwiftUI's `Keyframes`).
public protocol Keyframes<Value> {
    /// The root value type.
    associatedtype Value
    /// The tracks, in declaration order.
    var keyframeTracks: [AnyKeyframeTrack<Value>] { get }
}

/// Several tracks built by `KeyframesBuilder`.
public struct KeyframeTrackList<Value>: Keyframes {
    /// The tracks, in declaration order.
    public let keyframeTracks: [AnyKeyframeTrack<Value>]
}

/// A partial result of `KeyframesBuilder`: whole tracks, and keyframes written directly in the timeline, which
/// join into one track animating the whole value.
public struct KeyframesComponent<Value> {
    enum Part {
        case track(AnyKeyframeTrack<Value>)
        case keyframes(items: [Any], makeTrack: ([Any]) -> AnyKeyframeTrack<Value>)
    }

    var parts: [Part]

    /// The tracks, with consecutive direct keyframes merged into one track.
    var tracks: [AnyKeyframeTrack<Value>] {
        var merged: [Part] = []
        for part in parts {
            if case let .keyframes(items, make) = part, case let .keyframes(previous, _)? = merged.last {
                merged[merged.count - 1] = .keyframes(items: previous + items, makeTrack: make)
            } else {
                merged.append(part)
            }
        }
        return merged.map { part in
            switch part {
            case let .track(track): return track
            case let .keyframes(items, make): return make(items)
            }
        }
    }
}

/// Builds a timeline's tracks: SwiftUI's `KeyframesBuilder`. Keyframes written directly (without a track)
/// animate the whole value as one track.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// A track, or tracks.
    public static func buildExpression<K: Keyframes>(_ expression: K) -> KeyframesComponent<Value> where K.Value == Value {
        KeyframesComponent(parts: expression.keyframeTracks.map { .track($0) })
    }
    /// Tracks in declaration order.
    public static func buildBlock(_ components: KeyframesComponent<Value>...) -> KeyframesComponent<Value> {
        KeyframesComponent(parts: components.flatMap(\.parts))
    }
    /// Tracks inside an `if` without `else`.
    public static func buildOptional(_ component: KeyframesComponent<Value>?) -> KeyframesComponent<Value> {
        component ?? KeyframesComponent(parts: [])
    }
    /// The first branch of an `if`/`switch`.
    public static func buildEither(first component: KeyframesComponent<Value>) -> KeyframesComponent<Value> { component }
    /// The second branch of an `if`/`switch`.
    public static func buildEither(second component: KeyframesComponent<Value>) -> KeyframesComponent<Value> { component }
    /// Tracks from a `for` loop.
    public static func buildArray(_ components: [KeyframesComponent<Value>]) -> KeyframesComponent<Value> {
        KeyframesComponent(parts: components.flatMap(\.parts))
    }
    /// The timeline content.
    public static func buildFinalResult(_ component: KeyframesComponent<Value>) -> KeyframeTrackList<Value> {
        KeyframeTrackList(keyframeTracks: component.tracks)
    }
}

extension KeyframesBuilder where Value: Animatable {
    /// Keyframes written directly in the timeline animate the whole value.
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> KeyframesComponent<Value> where K.Value == Value {
        let make: ([Any]) -> AnyKeyframeTrack<Value> = { items in
            let typed = items.map { $0 as! KeyframeItem<Value> }
            return KeyframeTrack<Value, Value, KeyframeList<Value>>(content: { KeyframeList(typed) }).keyframeTracks[0]
        }
        return KeyframesComponent(parts: [.keyframes(items: expression.keyframeItems, makeTrack: make)])
    }
}
