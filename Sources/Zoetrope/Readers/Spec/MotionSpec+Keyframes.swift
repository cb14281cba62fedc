import Foundation

/// Keyframe animations in the motion spec: one row per track of each play of a KeyframeAnimator (a trigger's change,
/// or the appearance of a repeating one). The property is the track's (`scale`), from its value at the play's start
/// to its last keyframe's, and the animation its keyframes in a designer's words with the time each is reached and
/// its curve kind: `keyframes: spring to 1.6 by 0.2 s (.snappy), spring to 1 by 0.6 s (.bouncy)`.
extension SceneTimeline {
    /// Every KeyframeAnimator of the scene (its node in the latest tree that has it) with its plays, by path.
    private func keyframeAnimators() -> [(node: Node, plays: [KeyframePlay])] {
        var latest: [String: Node] = [:]
        for tree in trees {
            for (path, node) in tree.index where node.kind.as(LiveKind.self)?.content.keyframePlays != nil {
                latest[path] = node
            }
        }
        return latest.keys.sorted().compactMap { path in
            guard let node = latest[path], let plays = node.kind.as(LiveKind.self)?.content.keyframePlays?() else { return nil }
            return (node, plays)
        }
    }

    /// The spec's rows of keyframe tracks (see above), unsorted.
    func keyframeRows() -> [MotionSpec.Row] {
        var rows: [MotionSpec.Row] = []
        for (node, plays) in keyframeAnimators() {
            for play in plays {
                let name = MotionSpec.designerName(of: node, path: node.path, near: { self.tree(at: play.start).index[$0] })
                for track in play.tracks where !track.keyframes.isEmpty {
                    let end = play.repeats ? nil : min(play.start + track.duration, scene.duration)
                    rows.append(MotionSpec.Row(
                        view: node.path, name: name, type: node.displayName, property: track.property, from: track.from,
                        to: track.keyframes.last?.target ?? track.from,
                        animation: track.words + (play.repeats ? ", repeating" : ""),
                        spelling: Self.keyframeSpelling(property: track.property) + track.words,
                        start: play.start, logicalCompletion: end, finish: end))
                }
            }
        }
        return rows
    }

    /// `KeyframeTrack(\.scale) `: how a keyframe row's spelling starts.
    package static func keyframeSpelling(property: String) -> String { "KeyframeTrack(\\.\(property)) " }

    /// The keyframe track behind a spec row of `keyframeRows`, nil for any other row.
    package func keyframeTrack(for row: MotionSpec.Row) -> KeyframeTrackSummary? {
        guard row.spelling.hasPrefix(Self.keyframeSpelling(property: row.property)) else { return nil }
        for (node, plays) in keyframeAnimators() where node.path == row.view {
            for play in plays where play.start == row.start {
                if let track = play.tracks.first(where: { $0.property == row.property }) { return track }
            }
        }
        return nil
    }
}
