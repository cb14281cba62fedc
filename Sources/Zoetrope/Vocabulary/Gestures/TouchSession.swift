import Foundation

/// One finger of a script, driving the gestures of the views it landed on through its events.
///
/// The gestures compete: when one is recognized (a drag starts, a tap or a long press succeeds, a button is
/// released), every other gesture of the touch that is not simultaneous is cancelled. At one event the
/// high-priority gestures (`highPriorityGesture`) go first, then the innermost view's, and on one view the first
/// one added.
@MainActor final class TouchSession {
    let trace: TouchTrace
    private let recognizers: [(recognizer: AnyGestureRecognizer, isSimultaneous: Bool)]

    init(trace: TouchTrace, hit: TapTarget.Hit) {
        self.trace = trace
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
        let event = TouchEvent(phase: phase, location: trace.location(at: time), time: time, velocity: trace.velocity(at: time))
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
}
