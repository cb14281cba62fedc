import Foundation

/// One finger of a script (or the two of a `Pinch` or `Rotate`, which land, move and lift together), driving the
/// gestures of the views it landed on through its events.
///
/// The gestures compete: when one is recognized (a drag starts, a tap or a long press succeeds, a button is
/// released), every other gesture of the touch that is not simultaneous is cancelled. At one event the
/// high-priority gestures (`highPriorityGesture`) go first, then the innermost view's, and on one view the first
/// one added.
@MainActor final class TouchSession {
    /// The first finger: when the touch lands and lifts.
    var trace: TouchTrace { fingers[0] }
    /// Every finger, in script order; they share their start and duration.
    let fingers: [TouchTrace]
    private let recognizers: [(recognizer: AnyGestureRecognizer, isSimultaneous: Bool)]

    convenience init(trace: TouchTrace, hit: TapTarget.Hit) {
        self.init(fingers: [trace], hit: hit)
    }

    init(fingers: [TouchTrace], hit: TapTarget.Hit) {
        precondition(!fingers.isEmpty, "a touch has at least one finger")
        self.fingers = fingers
        var high: [(recognizer: AnyGestureRecognizer, isSimultaneous: Bool)] = []
        var others: [(recognizer: AnyGestureRecognizer, isSimultaneous: Bool)] = []
        for (attachment, reached, _) in hit.enabledGestures {
            let recognizer = attachment.makeRecognizer()
            recognizer.space = reached.space
            if attachment.isHighPriority {
                high.append((recognizer, attachment.isSimultaneous))
            } else {
                others.append((recognizer, attachment.isSimultaneous))
            }
        }
        recognizers = high + others
    }

    /// When the gestures want an event though the finger may not move (long presses' minimum durations).
    var wakeTimes: [Double] {
        recognizers.compactMap { $0.recognizer.wakeTime(touchStart: trace.start) }
    }

    /// Sends the finger's event at `time` to every gesture still under way. Landing and moves run in a continuous
    /// transaction (`Transaction.isContinuous`), the lift in a plain one.
    func send(_ phase: TouchEvent.Phase, at time: Double) {
        let event = Self.event(phase, at: time, fingers: fingers)
        var transaction = Transaction()
        transaction.isContinuous = phase != .ended
        withTransaction(transaction) {
            for (index, entry) in recognizers.enumerated() where entry.recognizer.handle(event) && !entry.isSimultaneous {
                for (other, competitor) in recognizers.enumerated() where other != index && !competitor.isSimultaneous {
                    competitor.recognizer.cancel()
                }
            }
            if phase == .ended { recognizers.forEach { $0.recognizer.cancel() } }
        }
    }

    /// The event of `fingers` at `time`: one finger's location and velocity, or their centroid's with every finger
    /// listed.
    static func event(_ phase: TouchEvent.Phase, at time: Double, fingers: [TouchTrace]) -> TouchEvent {
        guard fingers.count > 1 else {
            return TouchEvent(phase: phase, location: fingers[0].location(at: time), time: time,
                              velocity: fingers[0].velocity(at: time))
        }
        let points = fingers.map { TouchPoint(location: $0.location(at: time), velocity: $0.velocity(at: time)) }
        let n = Double(points.count)
        let centroid = CGPoint(x: points.map(\.location.x).reduce(0, +) / n, y: points.map(\.location.y).reduce(0, +) / n)
        let velocity = CGSize(width: points.map(\.velocity.width).reduce(0, +) / n,
                              height: points.map(\.velocity.height).reduce(0, +) / n)
        return TouchEvent(phase: phase, location: centroid, time: time, velocity: velocity, fingers: points)
    }
}
