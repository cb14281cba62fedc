import Foundation

/// Which gestures stay enabled when a gesture is added to a view: the added one, those of the views inside it (and
/// those added to the view before it), both (`.all`, the default) or neither.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Neither the added gesture nor any gesture in the subview hierarchy.
    public static let none = GestureMask([])
    /// The added gesture only; every gesture in the subview hierarchy is disabled.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures in the subview hierarchy only; the added gesture is disabled.
    public static let subviews = GestureMask(rawValue: 2)
    /// The added gesture and every gesture in the subview hierarchy.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A gesture attached to a view, and how it competes with the other gestures a touch reaches.
struct GestureAttachment {
    /// A fresh recognizer for one touch.
    let makeRecognizer: @MainActor () -> AnyGestureRecognizer
    /// Recognized alongside the others instead of competing with them (`.simultaneousGesture`).
    var isSimultaneous = false
    /// Goes before the gestures of the view and the views inside it (`.highPriorityGesture`).
    var isHighPriority = false
    /// What stays enabled: this gesture, and those added before it and in the views inside.
    var mask = GestureMask.all
}

extension View {
    /// Attaches `gesture` to this view. When several gestures reach a touch, the first one recognized wins (the
    /// innermost view's first, at the same event) and the others are cancelled. `mask` says which stay enabled:
    /// `.gesture` disables the gestures of the views inside, `.subviews` this one, `.none` both.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, gesture: gesture, isSimultaneous: false, mask: mask)
    }

    /// Attaches `gesture`, enabled or not; the gestures of the views inside stay enabled either way.
    public func gesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        GestureView(content: self, gesture: gesture, isSimultaneous: false, mask: isEnabled ? .all : .subviews)
    }

    /// Attaches `gesture`, enabled or not. `name` identifies it to UIKit's gesture recognizers, which scenes do not
    /// have: it changes nothing here.
    public func gesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View {
        GestureView(content: self, gesture: gesture, isSimultaneous: false, mask: isEnabled ? .all : .subviews)
    }

    /// Attaches `gesture` so that it is recognized along with this view's other gestures; `mask` as for
    /// `gesture(_:including:)`.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, gesture: gesture, isSimultaneous: true, mask: mask)
    }

    /// Attaches `gesture` to be recognized along with this view's other gestures, enabled or not.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        GestureView(content: self, gesture: gesture, isSimultaneous: true, mask: isEnabled ? .all : .subviews)
    }

    /// Attaches `gesture` to be recognized along with this view's other gestures, enabled or not; `name` changes
    /// nothing here (it is for UIKit's recognizers).
    public func simultaneousGesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View {
        GestureView(content: self, gesture: gesture, isSimultaneous: true, mask: isEnabled ? .all : .subviews)
    }

    /// Attaches `gesture` ahead of the gestures of this view and the views inside it: at each event of a touch it
    /// is tried first, and once recognized it cancels them; a scroll view or sheet around it yields to it too when it
    /// is recognized no later than their pan begins (`TouchPath`). `mask` as for `gesture(_:including:)`.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        GestureView(content: self, gesture: gesture, isSimultaneous: false, isHighPriority: true, mask: mask)
    }

    /// Attaches `gesture` ahead of the gestures of this view and the views inside it, enabled or not.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, isEnabled: Bool) -> some View {
        GestureView(content: self, gesture: gesture, isSimultaneous: false, isHighPriority: true,
                    mask: isEnabled ? .all : .subviews)
    }

    /// Attaches `gesture` ahead of the gestures of this view and the views inside it, enabled or not; `name` changes
    /// nothing here (it is for UIKit's recognizers).
    public func highPriorityGesture<G: Gesture>(_ gesture: G, name: String, isEnabled: Bool = true) -> some View {
        GestureView(content: self, gesture: gesture, isSimultaneous: false, isHighPriority: true,
                    mask: isEnabled ? .all : .subviews)
    }

    /// Runs `action` when a press lasts `minimumDuration` seconds without moving more than `maximumDistance`
    /// points, and `onPressingChanged` with true when the finger lands and false when it lifts or the press fails.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        GestureView(content: self, gesture: PressActionGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                                                               pressing: onPressingChanged, action: action),
                    isSimultaneous: false)
    }

    /// The older form of `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
                           onPressingChanged: pressing)
    }
}

/// `.gesture(_:)`: adds the gesture to each view of the content; an unknown gesture type is reported.
struct GestureView<Content: View, G: Gesture>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let gesture: G
    let isSimultaneous: Bool
    var isHighPriority = false
    var mask = GestureMask.all

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let nodes = context.resolve(content)
        guard let primitive = gesture as? any PrimitiveGesture else {
            context.graph.report(.warning, path: context.path, "the gesture \(typeName(of: gesture)) is not one Zoetrope "
                                 + "recognizes (DragGesture, TapGesture, LongPressGesture, MagnifyGesture, RotateGesture, "
                                 + "their older forms, simultaneously(with:), map and their modifiers); it is ignored")
            return nodes
        }
        let attachment = GestureAttachment(makeRecognizer: { primitive.makeRecognizer() }, isSimultaneous: isSimultaneous,
                                           isHighPriority: isHighPriority, mask: mask)
        for node in nodes { node.gestures.append(attachment) }
        return nodes
    }
}

/// What `onLongPressGesture` recognizes: pressing on at the landing, the action at the minimum duration, pressing
/// off when the finger lifts (or the press fails).
struct PressActionGesture: Gesture, PrimitiveGesture {
    enum Value { case pressing, performed, lifted }
    let minimumDuration: Double
    let maximumDistance: CGFloat
    let pressing: ((Bool) -> Void)?
    let action: () -> Void

    @MainActor func makeRecognizer() -> AnyGestureRecognizer {
        let press = LongPressTracker(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        var hasSucceeded = false
        let recognizer = GestureRecognizer<Value>(wake: press.deadline) { touch, _ in
            if hasSucceeded { return touch.phase == .ended ? .ended(.lifted) : .none }
            switch press.update(touch) {
            case .pressing:
                return touch.phase == .began ? .changed(.pressing, claims: false) : .none
            case .succeeded:
                hasSucceeded = true
                // A lift exactly at the minimum duration both succeeds and ends.
                return touch.phase == .ended ? .ended(.performed) : .changed(.performed, claims: true)
            case .failed:
                return .failed
            }
        }
        let pressing = self.pressing, action = self.action
        var isPressing = false
        let handle = { (value: Value) in
            switch value {
            case .pressing:
                isPressing = true
                pressing?(true)
            case .performed:
                action()
            case .lifted:
                break
            }
        }
        recognizer.changed.append(handle)
        recognizer.ended.append(handle)
        recognizer.finished.append {
            if isPressing { pressing?(false) }
            isPressing = false
        }
        return recognizer
    }
}
