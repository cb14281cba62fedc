import Foundation

/// What the content of a live view is made from for one frame.
struct LiveRequest {
    /// Scene seconds.
    let time: Double
    /// An animatable view's presented data (nil for time-driven content).
    let data: Any?
    /// A graph of the frame's own, holding the state as it was at `time`: resolving content there never touches the
    /// scene's graph, so frames can be made on any thread in any order.
    let graph: ViewGraph
}

/// The content of a live view for any time: a pure function of the request, safe to call from any thread.
///
/// Two kinds: a KeyframeAnimator, whose content depends on the time alone and is made for every frame; and a
/// custom `Animatable` view, whose body is made again from its presented animatable data, only while that data
/// animates (otherwise its evaluated body is drawn).
final class LiveContent: @unchecked Sendable {
    let typeName: String
    /// The animatable view's data as evaluated, and a track holding it; nil for time-driven content.
    let animatableData: Any?
    let makeTrack: (() -> ErasedTrack?)?
    /// Resolves the content for a frame (not laid out).
    let make: (LiveRequest) -> [Node]
    /// A KeyframeAnimator's plays of its keyframes so far, for the motion spec (`MotionSpec+Keyframes.swift`).
    let keyframePlays: (() -> [KeyframePlay])?

    init(typeName: String, keyframePlays: (() -> [KeyframePlay])? = nil, make: @escaping (LiveRequest) -> [Node]) {
        self.typeName = typeName
        animatableData = nil
        makeTrack = nil
        self.keyframePlays = keyframePlays
        self.make = make
    }

    init(typeName: String, animatableData: Any, makeTrack: @escaping () -> ErasedTrack?,
         make: @escaping (LiveRequest) -> [Node]) {
        self.typeName = typeName
        self.animatableData = animatableData
        self.makeTrack = makeTrack
        keyframePlays = nil
        self.make = make
    }
}

/// A view whose content is evaluated again for every frame (KeyframeAnimator, a custom `Animatable` view while its
/// data animates): its children are the content of the evaluation, replaced when drawn by the content for the
/// frame's time (`SceneTimeline+Live.swift`).
struct LiveKind: ViewKind {
    let content: LiveContent

    func name(of node: Node) -> String { content.typeName }

    var walkTraits: WalkTraits { .live }
}

extension NodeKind {
    static func live(_ content: LiveContent) -> NodeKind { NodeKind(LiveKind(content: content)) }
}
