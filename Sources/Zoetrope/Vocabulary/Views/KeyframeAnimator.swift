import Foundation

/// A view whose content follows keyframes: SwiftUI's `KeyframeAnimator` (fidelity.md §7.1). The content closure
/// is evaluated for every frame with the keyframes' value at that frame's time.
///
/// With a trigger, each change of it plays the keyframes once, built from the value showing when it changed
/// (the initial value the first time). Repeating, the keyframes built from the initial value loop from the moment
/// the view appears; with `repeating: false` the content shows the keyframes' start value.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, PrimitiveView
where KeyframePath.Value == Value {
    public typealias Body = Never
    let initialValue: Value
    let trigger: AnyEquatable?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays the keyframes once each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = AnyEquatable(trigger)
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Loops the keyframes from the moment the view appears (`repeating: true`), or shows their start value.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let inner = context.child("KeyframeAnimator")
        let graph = inner.graph
        // What the animator has seen: when it appeared and when its trigger changed, kept by identity.
        let record = graph.storage(for: inner.path + ".keyframes", initial: KeyframeRecord()).value
        if record.appearTime == nil { record.appearTime = graph.currentTime }
        if let trigger, graph.animationValueChanged(trigger, key: inner.path) { record.triggers.append(graph.currentTime) }

        let initialValue = self.initialValue, keyframes = self.keyframes, content = self.content
        let repeating = self.repeating, isTriggered = trigger != nil
        let appear = record.appearTime ?? 0
        // Made for a frame from the triggers up to its time: a pure function of the time, whatever was triggered
        // later in the script.
        let make: (LiveRequest) -> [Node] = { request in
            let time = request.time
            let timeline = { (start: Value) in KeyframeTimeline(initialValue: start) { keyframes(start) } }
            let playback = isTriggered
                ? KeyframePlayback(initialValue: initialValue, triggers: record.triggers.filter { $0 <= time }, keyframes: timeline)
                : KeyframePlayback(initialValue: initialValue, repeating: repeating, startTime: appear, keyframes: timeline)
            return inner.with(graph: request.graph).child("content").resolve(content(playback.value(at: time)))
        }
        let evaluated = inner.child("content").resolve(content(initialValue))
        let plays = { KeyframePlay.plays(initialValue: initialValue, record: record, repeating: repeating,
                                         isTriggered: isTriggered, keyframes: keyframes) }
        return [inner.node(.live(LiveContent(typeName: "KeyframeAnimator", keyframePlays: plays, make: make)), children: evaluated)]
    }
}

/// The appear time and trigger times of one keyframe animator.
final class KeyframeRecord {
    var appearTime: Double?
    var triggers: [Double] = []
}

extension View {
    /// Animates this view with keyframes each time `trigger` changes: SwiftUI's
    /// `keyframeAnimator(initialValue:trigger:content:keyframes:)`.
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self, outer: nil)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) },
                                keyframes: keyframes)
    }

    /// Animates this view with looping keyframes (or shows their start value when `repeating` is false).
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self, outer: nil)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
                                keyframes: keyframes)
    }
}
