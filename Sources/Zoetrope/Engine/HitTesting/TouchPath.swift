import Foundation

/// Where a script's drag goes: one touch path. The views the finger reached (hit-tested from the top through their
/// kinds' hit shapes, innermost first) each offer what they do with a drag: a navigation stack its edge swipe and a
/// zoomed screen's dismissal, a sheet its drag-to-dismiss, a scroll view its pan, any view its own gestures
/// (`gesture`, `simultaneousGesture`, `highPriorityGesture`, a tap action). One rule picks the winner, as on iOS:
///
/// 1. A drag that lands within `NavigationMetrics.edgeSwipeWidth` of the leading edge of the innermost stack's
///    pushed screen and heads trailing is the system's edge swipe, whatever the views inside do: the interactive pop,
///    or the zoom dismissal for a screen that zoomed in (iOS 18).
/// 2. Otherwise the innermost pan that takes the drag (a scroll view, a sheet, a zoomed screen dragged down; a scroll
///    view at its top passes a downward drag on to a sheet or zoomed screen around it) begins once the finger has
///    moved `panThreshold` points, and yields to a gesture of a view inside it, or a high-priority one anywhere on
///    the path, that is recognized no later than that (a child's drag that begins first). A pan that never begins
///    yields to such gestures too; with none, it takes the drag.
/// 3. With no pan, the reached views' gestures compete (`TouchSession`): high-priority ones first, then the
///    innermost view's.
@MainActor struct TouchPath {
    /// What takes the drag.
    enum Winner {
        case edgePop(NavigationStackKind, width: CGFloat)
        case zoomDismiss(NavigationStackKind)
        case sheet(SheetDrag)
        case scroll(Node)
        /// The reached views' own gestures, through a `TouchSession`.
        case gestures
    }

    /// A pan a reached view offers, at `depth` in the path (0 is the innermost view).
    private struct Pan {
        enum Kind {
            case scroll(Node, atTop: Bool)
            case sheet(SheetDrag)
            case zoomDismiss(NavigationStackKind)
        }
        let kind: Kind
        let depth: Int

        var isDismissal: Bool {
            if case .scroll = kind { return false }
            return true
        }

        var winner: Winner {
            switch kind {
            case let .scroll(node, _): return .scroll(node)
            case let .sheet(drag): return .sheet(drag)
            case let .zoomDismiss(stack): return .zoomDismiss(stack)
            }
        }
    }

    /// How far the finger moves, in points, before a system pan begins (UIKit's pan starts after about 10 pt,
    /// docs/approximations.md); the content then follows the finger from where it landed.
    static let panThreshold: CGFloat = 10

    let hit: TapTarget.Hit?
    let trace: TouchTrace
    /// Whether the drag starts at a point the script gives (a drag found by name starts at a view's centre, never
    /// at an edge, and does not pop).
    let startsAtPoint: Bool
    /// Events at or after this time change no frame and are not sent (the scene's duration).
    let horizon: Double

    /// What takes the drag; nil when nothing on the path does anything with it (only the touch shows).
    var winner: Winner? {
        guard let hit else { return nil }
        if let edge = edgeSwipe(hit) { return edge }
        guard let pan = pan(hit) else { return hit.hasGestures ? .gestures : nil }
        return yields(pan, in: hit) ? .gestures : pan.winner
    }

    /// Rule 1: the innermost stack's edge swipe.
    private func edgeSwipe(_ hit: TapTarget.Hit) -> Winner? {
        guard let reached = hit.chain.first(where: { $0.node.kind.is(NavigationStackKind.self) }),
              let stack = reached.node.kind.as(NavigationStackKind.self), stack.depth > 0,
              trace.from.x - reached.rect.minX <= NavigationMetrics.edgeSwipeWidth, trace.to.x > trace.from.x else { return nil }
        if stack.topZooms { return .zoomDismiss(stack) }
        guard startsAtPoint, reached.rect.width > 0 else { return nil }
        return .edgePop(stack, width: reached.rect.width)
    }

    /// Whether the drag heads more down than sideways.
    private var headsDown: Bool {
        let dx = trace.to.x - trace.from.x, dy = trace.to.y - trace.from.y
        return dy > 0 && dy >= abs(dx)
    }

    /// The pans the path offers, innermost first: a view found by name offers the scroll view it wraps (a list's
    /// background carries the list's name), each scroll view and sheet its own, the innermost stack its zoomed
    /// screen's dismissal for a downward drag.
    private func pans(_ hit: TapTarget.Hit) -> [Pan] {
        var pans: [Pan] = []
        if let first = hit.chain.first?.node, !first.kind.is(ScrollKind.self), first.children.count > 1,
           let wrapped = SceneEvaluator.scrollView(wrappedBy: first), let kind = wrapped.kind.as(ScrollKind.self) {
            pans.append(Pan(kind: .scroll(wrapped, atTop: kind.offset(of: wrapped).y <= 0.5), depth: 0))
        }
        var passedStack = false
        for (depth, reached) in hit.chain.enumerated() {
            let node = reached.node
            if let scroll = node.kind.as(ScrollKind.self) {
                pans.append(Pan(kind: .scroll(node, atTop: scroll.offset(of: node).y <= 0.5), depth: depth))
            } else if let drag = node.kind.as(SheetContainerKind.self)?.layout.drag {
                pans.append(Pan(kind: .sheet(drag), depth: depth))
            } else if !passedStack, let stack = node.kind.as(NavigationStackKind.self) {
                passedStack = true
                if stack.depth > 0, stack.topZooms, headsDown { pans.append(Pan(kind: .zoomDismiss(stack), depth: depth)) }
            }
        }
        return pans
    }

    /// Rule 2's pan: the innermost, unless it is a scroll view at its top and the drag heads down with a dismissal
    /// around it, which then takes it.
    private func pan(_ hit: TapTarget.Hit) -> Pan? {
        let pans = self.pans(hit)
        guard let first = pans.first else { return nil }
        if case let .scroll(_, atTop) = first.kind, atTop, headsDown,
           let dismissal = pans.dropFirst().first(where: { $0.isDismissal }) {
            return dismissal
        }
        return first
    }

    /// Whether `pan` yields to the gestures of the views inside it, or to a high-priority gesture on the path: one
    /// of them is recognized no later than the pan begins, or the pan never begins and there is one.
    private func yields(_ pan: Pan, in hit: TapTarget.Hit) -> Bool {
        var contenders: [(attachment: GestureAttachment, space: GestureSpace)] = []
        for (attachment, reached, depth) in hit.enabledGestures where depth < pan.depth || attachment.isHighPriority {
            contenders.append((attachment, reached.space))
        }
        guard !contenders.isEmpty else { return false }
        guard let begins = panBeginTime else { return true }
        return contenders.contains { contender in
            guard let claims = claimTime(of: contender.attachment, space: contender.space) else { return false }
            return claims <= begins
        }
    }

    /// The events a touch sends: landing, every step (and the times a long press wants), the lift.
    private func events(wakes: [Double]) -> [(TouchEvent.Phase, Double)] {
        guard trace.duration > 0 else { return [(.began, trace.start), (.ended, trace.start)] }
        var events: [(TouchEvent.Phase, Double)] = [(.began, trace.start)]
        let moves = (wakes.filter { $0 > trace.start && $0 <= trace.end } + trace.stepTimes).sorted()
        events += moves.filter { $0 < horizon }.map { (.moved, $0) }
        if trace.end < horizon { events.append((.ended, trace.end)) }
        return events
    }

    /// When the finger has first moved `panThreshold` points from where it landed, at one of its events; nil if never.
    var panBeginTime: Double? {
        events(wakes: []).first { _, time in
            let at = trace.location(at: time)
            return hypot(at.x - trace.from.x, at.y - trace.from.y) >= Self.panThreshold
        }?.1
    }

    /// When a fresh recognizer of `attachment` would recognize this touch, fed its events without running any of
    /// the gesture's actions; nil if it never would.
    func claimTime(of attachment: GestureAttachment, space: GestureSpace) -> Double? {
        let probe = attachment.makeRecognizer()
        probe.isProbe = true
        probe.space = space
        let wakes = [probe.wakeTime(touchStart: trace.start)].compactMap { $0 }
        for (phase, time) in events(wakes: wakes) {
            let event = TouchEvent(phase: phase, location: trace.location(at: time), time: time, velocity: trace.velocity(at: time))
            if probe.handle(event) { return time }
        }
        return nil
    }
}

extension Node {
    /// The view's gestures as a touch meets them: its tap action (a `TapGesture`) first, then those attached.
    var gestureAttachments: [GestureAttachment] {
        guard let tap = tapAction else { return gestures }
        return [GestureAttachment(makeRecognizer: { TapGesture().onEnded { tap() }.makeRecognizer() })] + gestures
    }
}
