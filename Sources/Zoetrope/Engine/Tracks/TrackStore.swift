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
    /// The vector tracks in one array, made once the store is final (`freeze()`, when the timeline is made): nodes
    /// then read their tracks by position (`NodeTrackIndices`), in place.
    private(set) var frozen = FrozenTracks()
    private var frozenPositions: [TrackKey: Int32] = [:]

    /// Makes `frozen`: the tracks of `order`'s keys first, in that order, then the others. The store must not
    /// change afterwards.
    ///
    /// A frame reads the tracks of its nodes in tree order: frozen in that order, the reads go forward through
    /// memory instead of jumping about a table of tens of thousands of tracks in hash order, which once it no longer
    /// fits the processor's cache made each view of a large scene cost more than one of a small scene.
    mutating func freeze(order: [TrackKey] = []) {
        frozen.reserveCapacity(vectors.count)
        frozenPositions.reserveCapacity(vectors.count)
        for key in order where frozenPositions[key] == nil {
            guard let index = vectors.index(forKey: key) else { continue }
            frozenPositions[key] = Int32(frozen.count)
            frozen.append(vectors.values[index])
        }
        for (key, track) in vectors where frozenPositions[key] == nil {
            frozenPositions[key] = Int32(frozen.count)
            frozen.append(track)
        }
    }

    /// The position in `frozen` of `key`'s track, -1 when it has none.
    func frozenPosition(_ key: TrackKey) -> Int32 { frozenPositions[key] ?? -1 }

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

/// A node's vector tracks as positions in the `TrackStore.frozen` of its timeline (which never changes once made):
/// -1 where the node has no track for the attribute.
struct NodeTrackIndices {
    var frame: Int32 = -1
    var fill: Int32 = -1
    var effect: Int32 = -1
    /// Transition effects (`insertion(k)`, `removal(k)`) that have a track.
    var others: [(attribute: TrackKey.Attribute, index: Int32)] = []

    /// Finds the tracks of `node` in `tracks` (frozen).
    init(_ node: Node, in tracks: TrackStore) {
        func index(_ attribute: TrackKey.Attribute) -> Int32 {
            tracks.frozenPosition(TrackKey(node.path, attribute, pathHash: node.pathHash))
        }
        frame = index(.frame)
        fill = index(.fill)
        effect = index(.effect)
        for attribute in NodeAttributes.transitionNames(of: node) {
            let found = index(attribute)
            if found >= 0 { others.append((attribute, found)) }
        }
    }

    /// The position of `attribute`'s track; -1 when the node has none.
    func index(of attribute: TrackKey.Attribute) -> Int32 {
        switch attribute {
        case .frame: return frame
        case .fill: return fill
        case .effect: return effect
        default:
            for entry in others where entry.attribute == attribute { return entry.index }
            return -1
        }
    }
}
