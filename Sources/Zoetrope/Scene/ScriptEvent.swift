import Foundation

/// One interaction of a scene's script.
public struct ScriptEvent: Hashable, Sendable {
    /// What the interaction does.
    public enum Action: Hashable, Sendable {
        /// A tap on the view found by accessibility identifier, text or symbol name: the `occurrence`-th one (1 is
        /// the first, in the order views are declared) when several match.
        case tap(target: String, occurrence: Int = 1)
        /// A tap on a canvas point, in points from its top-left corner: whatever a finger there reaches.
        case tapPoint(CGPoint)
        /// A finger held on the view found by accessibility identifier, text or symbol name, for `duration` seconds.
        case press(target: String, duration: Double)
        /// A finger moved in a straight line over `duration` seconds.
        case drag(from: TouchOrigin, to: TouchDestination, duration: Double)
        /// A flick of the scroll view found by accessibility identifier, text or symbol name (or holding that view):
        /// its content glides to the offset `motion` names and decelerates there as UIScrollView does.
        case scroll(target: String, motion: ScrollMotion)
        /// Two fingers symmetric about a view's centre (or a canvas point), moving apart or together over `duration`
        /// seconds: from `from` × 100 pt apart to `to` × 100 pt apart.
        case pinch(TouchOrigin, from: CGFloat, to: CGFloat, duration: Double)
        /// Two fingers 100 pt apart, symmetric about a view's centre (or a canvas point), turning about it by `angle`
        /// (clockwise when positive) over `duration` seconds.
        case rotate(TouchOrigin, angle: Angle, duration: Double)
        /// Typing `text` into the text field found by accessibility identifier, title or placeholder: one character
        /// every `TextFieldMetrics.typingInterval` seconds (0.1 s), added to the end of the field's text.
        case type(target: String, text: String)

        /// How the action reads in messages: `Tap("fab")`.
        public var label: String {
            switch self {
            case let .tap(target, occurrence):
                return occurrence == 1 ? "Tap(\"\(target)\")" : "Tap(\"\(target)\", occurrence: \(occurrence))"
            case let .tapPoint(point): return "Tap((\(point.x), \(point.y)))"
            case let .press(target, _): return "Press(\"\(target)\")"
            case let .scroll(target, _): return "Scroll(\"\(target)\")"
            case let .type(target, text): return "Type(\"\(target)\", \"\(text)\")"
            case let .pinch(origin, _, _, _): return "Pinch" + origin.label
            case let .rotate(origin, _, _): return "Rotate" + origin.label
            case let .drag(from, _, _):
                switch from {
                case let .view(target): return "Drag(\"\(target)\")"
                case let .point(point): return "Drag(from: (\(point.x), \(point.y)))"
                }
            }
        }
    }

    public var action: Action
    /// When it happens, in seconds from the start of the scene.
    public var time: Double

    public init(action: Action, time: Double) {
        self.action = action
        self.time = time
    }
}

/// Where a drag's finger lands, or the centre of a pinch's or twist's two fingers: on a view's centre, or on a canvas
/// point.
public enum TouchOrigin: Hashable, Sendable {
    /// The view with this accessibility identifier, text or symbol name.
    case view(String)
    /// A point on the canvas, in points from its top-left corner.
    case point(CGPoint)

    /// How it reads after a two-finger verb in messages: `("photo")`, `((120.0, 300.0))`.
    var label: String {
        switch self {
        case let .view(target): return "(\"\(target)\")"
        case let .point(point): return "((\(point.x), \(point.y)))"
        }
    }
}

/// Where a drag's finger lifts.
public enum TouchDestination: Hashable, Sendable {
    /// A point on the canvas, in points.
    case point(CGPoint)
    /// This far from where the finger landed, in points.
    case translation(CGSize)
}

/// A tap on the view whose accessibility identifier, text or symbol name is `target`, at `time` seconds.
public func Tap(_ target: String, at time: Double) -> ScriptEvent {
    ScriptEvent(action: .tap(target: target), time: time)
}

/// A tap on the `occurrence`-th view (1 is the first, in the order views are declared) whose accessibility identifier,
/// text or symbol name is `target`: for a label or symbol that appears more than once.
public func Tap(_ target: String, occurrence: Int, at time: Double) -> ScriptEvent {
    ScriptEvent(action: .tap(target: target, occurrence: occurrence), time: time)
}

/// A tap on the canvas point `point` (points from the top-left corner) at `time` seconds: it reaches whatever a finger
/// there would, the frontmost view under it and the views around that.
public func Tap(_ point: CGPoint, at time: Double) -> ScriptEvent {
    ScriptEvent(action: .tapPoint(point), time: time)
}

/// A finger held on the centre of the view `target` from `time` for `duration` seconds: a Button shows its pressed
/// state meanwhile and acts at the release; a long press succeeds if `duration` reaches its minimum.
public func Press(_ target: String, at time: Double, for duration: Double) -> ScriptEvent {
    ScriptEvent(action: .press(target: target, duration: duration), time: time)
}

/// A drag from the centre of the view `target` by `translation` points, from `time` for `duration` seconds.
public func Drag(_ target: String, by translation: CGSize, at time: Double, duration: Double) -> ScriptEvent {
    ScriptEvent(action: .drag(from: .view(target), to: .translation(translation), duration: duration), time: time)
}

/// A drag from the centre of the view `target` to the canvas point `end`, from `time` for `duration` seconds.
public func Drag(_ target: String, to end: CGPoint, at time: Double, duration: Double) -> ScriptEvent {
    ScriptEvent(action: .drag(from: .view(target), to: .point(end), duration: duration), time: time)
}

/// A drag between two canvas points, from `time` for `duration` seconds.
public func Drag(from start: CGPoint, to end: CGPoint, at time: Double, duration: Double) -> ScriptEvent {
    ScriptEvent(action: .drag(from: .point(start), to: .point(end), duration: duration), time: time)
}

/// A pinch on the view `target` from `time` for `duration` seconds: two fingers land symmetric about its centre on
/// the 45° diagonal (one down and to the left, one up and to the right), `from` × 100 pt apart, and move apart or
/// together on a drag's eased profile until they are `to` × 100 pt apart, then lift. Their centroid stays on the
/// centre. A `MagnifyGesture` reports the ratio of the distances: `to / from` at the lift, so
/// `Pinch("photo", from: 1, to: 2.5, …)` zooms 2.5× and `Pinch("photo", from: 2, to: 1, …)` 0.5×.
public func Pinch(_ target: String, from: CGFloat, to: CGFloat, at time: Double, duration: Double) -> ScriptEvent {
    ScriptEvent(action: .pinch(.view(target), from: from, to: to, duration: duration), time: time)
}

/// A pinch centred on the canvas point `point` (points from the top-left corner): it reaches whatever a finger there
/// would, the frontmost view under the point and the views around it. Otherwise as `Pinch(_:from:to:at:duration:)`.
public func Pinch(_ point: CGPoint, from: CGFloat, to: CGFloat, at time: Double, duration: Double) -> ScriptEvent {
    ScriptEvent(action: .pinch(.point(point), from: from, to: to, duration: duration), time: time)
}

/// A twist of two fingers on the view `target` from `time` for `duration` seconds: they land 100 pt apart, symmetric
/// about its centre on the 45° diagonal, and turn about the centre by `angle` (clockwise on screen when positive,
/// as `rotationEffect` turns) on a drag's eased profile, keeping their distance, then lift. A `RotateGesture`
/// reports `angle` at the lift.
public func Rotate(_ target: String, by angle: Angle, at time: Double, duration: Double) -> ScriptEvent {
    ScriptEvent(action: .rotate(.view(target), angle: angle, duration: duration), time: time)
}

/// A twist centred on the canvas point `point`: it reaches whatever a finger there would. Otherwise as
/// `Rotate(_:by:at:duration:)`.
public func Rotate(_ point: CGPoint, by angle: Angle, at time: Double, duration: Double) -> ScriptEvent {
    ScriptEvent(action: .rotate(.point(point), angle: angle, duration: duration), time: time)
}

/// Types `text` into the text field (`TextField`, `SecureField`) whose accessibility identifier, title or placeholder
/// is `field`, starting at `time` seconds: one character every 0.1 s, each added to the end of the field's bound
/// string as a keyboard would (the last lands at `time + 0.1 × (count − 1)`). No keyboard is drawn.
public func Type(_ field: String, _ text: String, at time: Double) -> ScriptEvent {
    ScriptEvent(action: .type(target: field, text: text), time: time)
}

/// Where a `Scroll` takes a scroll view's content offset (points; a larger offset shows content further down or
/// to the trailing side).
public enum ScrollMotion: Hashable, Sendable {
    /// This much further along the scroll view's axis (vertical when it scrolls vertically).
    case by(CGFloat)
    /// This much further along each axis.
    case byVector(CGSize)
    /// To this offset.
    case to(CGPoint)
}

/// A flick of the scroll view `target` at `time` seconds that moves its content offset `distance` points further
/// along its axis (positive: towards the content's end), gliding to rest with UIScrollView's normal deceleration
/// (`ScrollDeceleration`). The offset stops at the content's ends.
public func Scroll(_ target: String, by distance: CGFloat, at time: Double) -> ScriptEvent {
    ScriptEvent(action: .scroll(target: target, motion: .by(distance)), time: time)
}

/// A flick of the two-axis scroll view `target` at `time` seconds that moves its content offset by `distance`.
public func Scroll(_ target: String, by distance: CGSize, at time: Double) -> ScriptEvent {
    ScriptEvent(action: .scroll(target: target, motion: .byVector(distance)), time: time)
}

/// A flick of the scroll view `target` at `time` seconds that glides its content offset to `offset` (points from
/// the content's top-leading corner, clamped to the content).
public func Scroll(_ target: String, to offset: CGPoint, at time: Double) -> ScriptEvent {
    ScriptEvent(action: .scroll(target: target, motion: .to(offset)), time: time)
}

/// Builds a scene's script from a list of interactions.
@resultBuilder
public enum ScriptBuilder {
    public static func buildExpression(_ event: ScriptEvent) -> [ScriptEvent] { [event] }
    public static func buildBlock(_ parts: [ScriptEvent]...) -> [ScriptEvent] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ScriptEvent]?) -> [ScriptEvent] { part ?? [] }
    public static func buildEither(first part: [ScriptEvent]) -> [ScriptEvent] { part }
    public static func buildEither(second part: [ScriptEvent]) -> [ScriptEvent] { part }
    public static func buildArray(_ parts: [[ScriptEvent]]) -> [ScriptEvent] { parts.flatMap { $0 } }
}
