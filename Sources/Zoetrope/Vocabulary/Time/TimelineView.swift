import Foundation

/// SwiftUI's `TimelineView`: content made again at each date of a schedule, on the scene's clock.
///
/// `.animation` (no minimum interval) is made again for every frame drawn, like a `KeyframeAnimator`'s content: a
/// pure function of the frame's time. Every other schedule updates at its entries: each is a scene-time work item
/// that evaluates the scene again (no animation, as in SwiftUI), so `onChange(of: context.date)` and animations
/// the content starts run as they would on a phone.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// What the content is made from: the date of the entry being shown and the update rate.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let inner = context.child("TimelineView")
        let graph = inner.graph
        let now = graph.currentTime
        let record = graph.storage(for: inner.path + ".timeline", initial: TimelineRecord()).value
        let start = record.start ?? now
        record.start = start
        let content = self.content
        let body = inner.child("content")

        if let animation = schedule as? AnimationTimelineSchedule, animation.isContinuous {
            let make: (LiveRequest) -> [Node] = { request in
                body.with(graph: request.graph).resolve(content(Context(date: SceneClock.date(at: request.time))))
            }
            let evaluated = body.resolve(content(Context(date: SceneClock.date(at: now))))
            let node = inner.node(.live(LiveContent(typeName: "TimelineView", make: make)), children: evaluated)
            if evaluated.count == 1 { node.inheritTraits(from: evaluated[0]) }
            return [node]
        }

        let (shown, next) = entries(around: now, start: start)
        if let next, record.scheduledTick != next {
            record.scheduledTick = next
            // The next entry is a change of the scene at its time: the tick is state, so the evaluator's own queue
            // and transactions carry it.
            let tick = graph.storage(for: inner.path + ".tick", initial: 0)
            SceneClock.schedule(at: next) { [weak record] in
                guard let record, record.isPresent else { return }
                tick.set(tick.value + 1)
            }
        }
        let nodes = body.resolve(content(Context(date: SceneClock.date(at: shown ?? now))))
        if let first = nodes.first {
            first.appearActions.append { record.isPresent = true }
            first.disappearActions.append { record.isPresent = false }
        }
        return nodes
    }

    /// The scene times of the last entry at or before `now` and of the first one after it.
    private func entries(around now: Double, start: Double) -> (shown: Double?, next: Double?) {
        let startDate = SceneClock.date(at: start)
        // A tick scheduled at an entry's time sees that entry, whatever the rounding of date arithmetic.
        let epsilon = 1e-9
        if let regular = schedule as? RegularTimelineSchedule {
            let (firstDate, interval) = regular.grid(from: startDate)
            let first = SceneClock.time(of: firstDate)
            guard let interval else { return (first <= now + epsilon ? first : nil, first > now + epsilon ? first : nil) }
            guard now + epsilon >= first else { return (nil, first) }
            let steps = ((now - first + epsilon) / interval).rounded(.down)
            return (first + steps * interval, first + (steps + 1) * interval)
        }
        var shown: Double?
        var walked = 0
        for date in schedule.entries(from: startDate, mode: .normal) {
            let time = SceneClock.time(of: date)
            if time > now + epsilon { return (shown, time) }
            shown = time
            walked += 1
            // An endless schedule of entries in the past (or a very dense one) is cut off.
            if walked > 100_000 { return (shown, nil) }
        }
        return (shown, nil)
    }
}

/// One timeline view's start (scene seconds), its next scheduled update, and whether it shows.
final class TimelineRecord {
    var start: Double?
    var scheduledTick: Double?
    var isPresent = false
}

/// SwiftUI's `TimelineViewDefaultContext` (`TimelineView.Context`): the date of the entry shown and the cadence.
public struct TimelineViewDefaultContext {
    /// The date of the schedule's entry being shown, on the scene's clock.
    public let date: Date
    /// How often the view is updated: always `.live` in a scene (a phone shows `.live` unless its display dims).
    public let cadence: Cadence

    init(date: Date, cadence: Cadence = .live) {
        self.date = date
        self.cadence = cadence
    }

    /// SwiftUI's `TimelineView.Context.Cadence`.
    public enum Cadence: Comparable, Sendable {
        case live
        case seconds
        case minutes
    }
}
