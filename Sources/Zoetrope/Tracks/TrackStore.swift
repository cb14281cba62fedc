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
