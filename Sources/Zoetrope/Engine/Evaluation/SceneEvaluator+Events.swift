import Foundation
import ZoetropeDisplay

/// Script events: taps, presses, drags (and pinches and twists, `SceneEvaluator+TwoFingers`) found by target and turned into actions, touches and gestures.
extension SceneEvaluator {
    func perform(_ event: ScriptEvent, step: String) {
        guard let root = trees.last?.root else { return }
        let time = event.time
        switch event.action {
        case let .tap(target, occurrence):
            guard let found = find(target, occurrence: occurrence, in: root, step: step) else { return }
            if found.chain.contains(where: { $0.node.isDisabled }) {
                // A disabled control: the finger shows, nothing responds, as on a phone.
                touches.append(TouchTrace(start: time, duration: 0, from: found.location, to: found.location))
                return
            }
            // A label drawn over a button (a Text in a ZStack above it): the finger on the label reaches whatever
            // responds at that point, as on a phone, where such a label does not take the touch itself.
            let under = found.hasGestures ? nil : TapTarget(root: root, layout: layout).hit(found.location, passingInert: true)
            guard let hit = found.hasGestures ? found : under else {
                graph.report(.error, path: step, "the view \"\(target)\" has no tap action (Button or onTapGesture), "
                             + "and nothing under its centre has one")
                return
            }
            if stopsGlide(hit, at: time, step: step) { return }
            touch(hit, trace: TouchTrace(start: time, duration: 0, from: hit.location, to: hit.location))
        case let .tapPoint(point):
            guard point.x.isFinite, point.y.isFinite else {
                graph.report(.error, path: step, "the point (\(point.x), \(point.y)) must have finite coordinates")
                return
            }
            let hit = TapTarget(root: root, layout: layout).hit(point)
            guard let hit, hit.hasGestures else {
                // A finger on nothing that responds: drawn, and said, since the script meant something to happen.
                graph.report(.warning, path: step, "no view with a tap action at (\(point.x), \(point.y)); only the touch is drawn")
                touches.append(TouchTrace(start: time, duration: 0, from: point, to: point))
                return
            }
            if stopsGlide(hit, at: time, step: step) { return }
            touch(hit, trace: TouchTrace(start: time, duration: 0, from: point, to: point))
        case let .press(target, duration):
            guard checkDuration(duration, step: step), let hit = find(target, in: root, step: step) else { return }
            guard hit.hasGestures else {
                graph.report(.error, path: step, "the view \"\(target)\" has no gesture to press (Button, onTapGesture, "
                             + "onLongPressGesture or .gesture)")
                return
            }
            if stopsGlide(hit, at: time, step: step) { return }
            touch(hit, trace: TouchTrace(start: time, duration: duration, from: hit.location, to: hit.location))
        case let .type(target, text):
            type(text, into: target, at: time, in: root, step: step)
        case let .scroll(target, motion):
            scroll(target, motion: motion, at: time, step: step)
        case let .pinch(origin, from, to, duration):
            twoFingers(origin, from: from, to: to, turn: 0, duration: duration, at: time, verb: "pinch", step: step)
        case let .rotate(origin, angle, duration):
            twoFingers(origin, from: 1, to: 1, turn: angle.radians, duration: duration, at: time, verb: "rotate", step: step)
        case let .drag(origin, destination, duration):
            guard checkDuration(duration, step: step) else { return }
            let hit: TapTarget.Hit?
            let start: CGPoint
            switch origin {
            case let .view(target):
                guard let found = find(target, in: root, step: step) else { return }
                hit = found
                start = found.location
            case let .point(point):
                guard point.x.isFinite, point.y.isFinite else {
                    graph.report(.error, path: step, "the start point (\(point.x), \(point.y)) must have finite coordinates")
                    return
                }
                hit = TapTarget(root: root, layout: layout).hit(point)
                start = point
            }
            let end: CGPoint
            switch destination {
            case let .point(point): end = point
            case let .translation(size): end = CGPoint(x: start.x + size.width, y: start.y + size.height)
            }
            let trace = TouchTrace(start: time, duration: duration, from: start, to: end)
            var startsAtPoint = false
            if case .point = origin { startsAtPoint = true }
            // One touch path: what the reached views offer, and one rule to pick (`TouchPath`).
            let winner = TouchPath(hit: hit, trace: trace, startsAtPoint: startsAtPoint, horizon: scene.duration).winner
            if winner == nil {
                switch origin {
                case let .view(target):
                    graph.report(.error, path: step, "the view \"\(target)\" has no gesture to drag (.gesture(DragGesture()) …)")
                    return
                case let .point(point):
                    graph.report(.warning, path: step, "no view with a gesture at (\(point.x), \(point.y)); only the touch is drawn")
                }
            }
            guard end.x.isFinite, end.y.isFinite else {
                graph.report(.error, path: step, "the end point (\(end.x), \(end.y)) must have finite coordinates")
                return
            }
            switch winner {
            case let .zoomDismiss(stack)?: zoomDismiss(stack, trace: trace)
            case let .edgePop(stack, width)?: edgePop(stack, width: width, trace: trace)
            case let .sheet(drag)?: sheetDrag(drag, trace: trace)
            case let .scroll(node)?: scrollDrag(node, trace: trace)
            case .gestures?, nil: touch(hit, trace: trace)
            }
        }
    }

    /// A finger landing in a scroll view that is still gliding from a flick stops the glide where it is, and the touch
    /// goes no further: the view under it gets no tap or press, as on iOS (issue 23 item 10). Reports it as a
    /// warning naming the step, since the script asked for a tap. True when the touch was taken so.
    func stopsGlide(_ hit: TapTarget.Hit, at time: Double, step: String) -> Bool {
        guard let scroll = hit.chain.lazy.map(\.node).first(where: { node in
            guard node.kind.is(ScrollKind.self), let track = tracks[TrackKey(node.path, .effect)] else { return false }
            return track.isAnimating(at: time) && track.runningAnimation(at: time)?.contains("scrollDeceleration") == true
        }) else { return false }
        touches.append(TouchTrace(start: time, duration: 0, from: hit.location, to: hit.location))
        _ = stopScrolling(scroll.path, at: time)
        graph.report(.warning, path: step, "lands on a scroll view still gliding from a flick: the touch stops the glide "
                     + "and is not delivered as a tap, as on iOS; tap again once it has stopped")
        return true
    }

    /// The view a step names, or nil after reporting that none matches.
    func find(_ target: String, occurrence: Int = 1, in root: Node, step: String) -> TapTarget.Hit? {
        let targets = TapTarget(root: root, layout: layout)
        if let hit = targets.find(target, occurrence: occurrence) { return hit }
        if occurrence != 1 {
            let count = targets.count(target)
            if count > 0 || occurrence < 1 {
                graph.report(.error, path: step, "occurrence \(occurrence) of \"\(target)\": there "
                             + (count == 1 ? "is 1 view" : "are \(count) views") + " with that identifier, text or symbol name")
                return nil
            }
        }
        let known = targets.names()
        graph.report(.error, path: step, "no view with accessibility identifier, text or symbol name \"\(target)\"; "
            + (known.isEmpty ? "the tree has none" : "known: \(known.joined(separator: ", "))"))
        return nil
    }

    func checkDuration(_ duration: Double, step: String) -> Bool {
        guard duration.isFinite, duration >= 0 else {
            graph.report(.error, path: step, "the duration \(duration) s must be a finite number of seconds ≥ 0")
            return false
        }
        return true
    }

    /// Lands a finger now and schedules its moves (every script step, and when a long press wants to check its
    /// minimum duration) and its lift; events at or after the scene's end can change no frame and are dropped.
    func touch(_ hit: TapTarget.Hit?, trace: TouchTrace) {
        touch(hit, fingers: [trace])
    }

    /// Lands one finger or several that move together (`fingers` share their start and duration), as `touch(_:trace:)`.
    func touch(_ hit: TapTarget.Hit?, fingers: [TouchTrace]) {
        guard let trace = fingers.first else { return }
        touches.append(contentsOf: fingers)
        guard let hit else { return }
        let session = TouchSession(fingers: fingers, hit: hit)
        session.send(.began, at: trace.start)
        guard trace.duration > 0 else {
            session.send(.ended, at: trace.start)
            return
        }
        let wakes = session.wakeTimes.filter { $0 > trace.start && $0 <= trace.end }
        for time in (wakes + trace.stepTimes).sorted() where time < scene.duration {
            schedule(.callback { session.send(.moved, at: time) }, at: time)
        }
        if trace.end < scene.duration { schedule(.callback { session.send(.ended, at: trace.end) }, at: trace.end) }
    }
}
