import Foundation

/// Every animated attribute of a scene: the tracks the timeline builder records and the sampler reads.
struct TrackStore {
    /// Attributes that animate as a `Vector4` (frames, colours, effects, transition effects).
    var vectors: [TrackKey: AnimatedValue<Vector4>] = [:]
    /// Animatable data of any other `VectorArithmetic` type (custom shapes, custom `Animatable` views).
    var erased: [TrackKey: ErasedTrack] = [:]
    /// Matched-geometry members whose frame track holds a shared geometry while it animates, with their anchor
    /// (fidelity.md §6).
    var sharedFrameAnchors: [String: UnitPoint] = [:]

    /// The presented value of `key`'s track at `time`, or nil when the attribute has no track: read in place,
    /// without copying the track out of the dictionary (the hot path of every frame).
    func value(_ key: TrackKey, at time: Double) -> Vector4? {
        guard let index = vectors.index(forKey: key) else { return nil }
        return vectors.values[index].value(at: time)
    }

    subscript(key: TrackKey) -> AnimatedValue<Vector4>? {
        get { vectors[key] }
        set { vectors[key] = newValue }
    }
}

/// A node's vector tracks as indices into the `TrackStore.vectors` of its timeline (which never changes once made):
/// nil where the node has no track for the attribute.
struct NodeTrackIndices {
    typealias Index = Dictionary<TrackKey, AnimatedValue<Vector4>>.Index
    var frame: Index?
    var fill: Index?
    var effect: Index?
    /// Transition effects (`insertion(k)`, `removal(k)`) that have a track.
    var others: [(attribute: TrackKey.Attribute, index: Index)] = []

    /// Finds the tracks of `node` in `tracks`.
    init(_ node: Node, in tracks: TrackStore) {
        func index(_ attribute: TrackKey.Attribute) -> Index? {
            tracks.vectors.index(forKey: TrackKey(node.path, attribute, pathHash: node.pathHash))
        }
        frame = index(.frame)
        fill = index(.fill)
        effect = index(.effect)
        for attribute in NodeAttributes.transitionNames(of: node) {
            if let found = index(attribute) { others.append((attribute, found)) }
        }
    }

    /// The index of `attribute`'s track; nil when the node has none.
    func index(of attribute: TrackKey.Attribute) -> Index? {
        switch attribute {
        case .frame: return frame
        case .fill: return fill
        case .effect: return effect
        default:
            for entry in others where entry.attribute == attribute { return entry.index }
            return nil
        }
    }
}
