import Foundation
import ZoetropeDisplay

/// A touch interaction a view recognizes: SwiftUI's `Gesture`. Attach one with `.gesture(_:)` and react to it with
/// `onChanged`, `onEnded` and `updating`; a scene's script (`Tap`, `Press`, `Drag`) performs the touches.
public protocol Gesture<Value> {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
}

/// A gesture Zoetrope knows how to recognize.
protocol PrimitiveGesture {
    /// A fresh recognizer for one touch (a `GestureRecognizer` of the gesture's value).
    @MainActor func makeRecognizer() -> AnyGestureRecognizer
}

/// One moment of a script's touch, in canvas points and scene seconds.
struct TouchEvent {
    enum Phase {
        /// The finger lands.
        case began
        /// The finger moved (or time passed with it held still, for a long press's deadline).
        case moved
        /// The finger lifts.
        case ended
    }

    var phase: Phase
    /// Where the finger is; with several fingers down, their centroid (the point a one-finger gesture follows, as a
    /// `UIPanGestureRecognizer` does).
    var location: CGPoint
    var time: Double
    /// The finger's velocity in points per second (the centroid's, with several fingers).
    var velocity: CGSize = .zero
    /// Every finger down, in script order, when there are several (a `Pinch` or `Rotate`); empty for one finger,
    /// which is `location`.
    var fingers: [TouchPoint] = []

    /// How many fingers are down.
    var fingerCount: Int { max(fingers.count, 1) }
}

/// One finger of a touch event with several, in canvas points.
struct TouchPoint {
    var location: CGPoint
    /// In points per second.
    var velocity: CGSize
}

/// What a recognizer makes of one touch event.
enum GestureUpdate<Value> {
    case none
    /// A new value. `claims` is true once the gesture is recognized, which cancels the competing gestures; false
    /// for values reported while it may still fail (a long press's pressing state).
    case changed(Value, claims: Bool)
    /// Recognized and over.
    case ended(Value)
    /// Will not be recognized during this touch.
    case failed
}

/// A gesture's recognizer for one touch, without its value type.
@MainActor class AnyGestureRecognizer {
    /// Whether it has been recognized (it then runs to its end unless the touch is cancelled).
    private(set) var hasClaimed = false
    /// Whether it ended, failed or was cancelled.
    private(set) var isFinished = false
    /// Where the gesture's `.local` coordinate space starts, and the other spaces it may report in.
    var space = GestureSpace() {
        didSet { children.forEach { $0.space = space } }
    }
    /// A probe only tells when it would be recognized (`TouchPath`): it runs none of the gesture's actions.
    var isProbe = false {
        didSet { children.forEach { $0.isProbe = isProbe } }
    }
    /// The recognizers of the gestures a composed gesture is made of (`SimultaneousGesture`): they measure in its
    /// spaces, probe when it probes, and stop when it is cancelled.
    var children: [AnyGestureRecognizer] = []

    /// Handles one event; returns true when the gesture is recognized by it.
    func handle(_ touch: TouchEvent) -> Bool { false }

    /// A scene time at which the recognizer wants a `.moved` event even if the finger is still (a long press's
    /// minimum duration), measured from the touch's start.
    func wakeTime(touchStart: Double) -> Double? { nil }

    /// Stops without ending: another gesture was recognized, or the view went away.
    func cancel() {
        guard !isFinished else { return }
        children.forEach { $0.cancel() }
        finish()
    }

    func markClaimed() { hasClaimed = true }

    /// Runs once when the gesture stops for any reason.
    func finish() { isFinished = true }
}

/// The recognizer of a gesture with values of type `Value`: the tracking of a primitive gesture, and the callbacks
/// its modifiers added.
@MainActor final class GestureRecognizer<Value>: AnyGestureRecognizer {
    private let track: (TouchEvent, GestureSpace) -> GestureUpdate<Value>
    private let wake: ((Double) -> Double?)?
    var changed: [(Value) -> Void] = []
    var ended: [(Value) -> Void] = []
    /// Run after the gesture ends, fails or is cancelled (`@GestureState` resets).
    var finished: [() -> Void] = []
    /// Sees every update, probe or not, before the callbacks: how a composed gesture follows its parts.
    var observer: ((GestureUpdate<Value>) -> Void)?

    init(wake: ((Double) -> Double?)? = nil, track: @escaping (TouchEvent, GestureSpace) -> GestureUpdate<Value>) {
        self.track = track
        self.wake = wake
    }

    override func handle(_ touch: TouchEvent) -> Bool {
        guard !isFinished else { return false }
        let update = track(touch, space)
        observer?(update)
        switch update {
        case .none:
            return false
        case let .changed(value, claims):
            let newlyClaimed = claims && !hasClaimed
            if claims { markClaimed() }
            if !isProbe { changed.forEach { $0(value) } }
            return newlyClaimed
        case let .ended(value):
            let newlyClaimed = !hasClaimed
            markClaimed()
            if !isProbe { ended.forEach { $0(value) } }
            finish()
            return newlyClaimed
        case .failed:
            finish()
            return false
        }
    }

    override func wakeTime(touchStart: Double) -> Double? { wake?(touchStart) }

    override func finish() {
        guard !isFinished else { return }
        super.finish()
        if !isProbe { finished.forEach { $0() } }
    }
}

/// Where a gesture's coordinate spaces are on the canvas: each maps a space's own coordinates to canvas points, with
/// every geometry effect around it (the trace walk's canvas transform), so a point measured in a space under a
/// `.scaleEffect` or `.rotationEffect` is in that space's own, untransformed units, as in SwiftUI.
struct GestureSpace {
    /// The coordinates of the view the gesture is attached to (its `.local` space).
    var local = Transform2D.identity
    /// The coordinates of the `.coordinateSpace(name:)` views around it.
    var named: [AnyHashable: Transform2D] = [:]
    /// The size of the view the gesture is attached to, in its own points (for `startAnchor`).
    var size = CGSize.zero

    /// `point` (canvas) in `space`; an unknown name measures from the canvas, like `GeometryProxy`.
    func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        let transform: Transform2D
        switch space {
        case .global: return point
        case .local: transform = local
        case let .named(name): transform = named[name] ?? .identity
        }
        // A space scaled to nothing keeps only its origin.
        guard let inverse = transform.inverted else { return CGPoint(x: point.x - transform.tx, y: point.y - transform.ty) }
        return inverse.apply(to: point)
    }
}

extension Gesture {
    /// The recognizer of this gesture, typed; nil for a gesture type Zoetrope does not know.
    @MainActor func recognizer() -> GestureRecognizer<Value>? {
        (self as? any PrimitiveGesture)?.makeRecognizer() as? GestureRecognizer<Value>
    }
}
