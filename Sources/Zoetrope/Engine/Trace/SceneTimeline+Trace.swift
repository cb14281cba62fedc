import Foundation
import ZoetropeDisplay

extension SceneTimeline {
    /// Reads presented values at `time` from this scene's tracks.
    func sampler(at time: Double) -> Sampler {
        Sampler(tracks: tracks, layout: layout, time: time)
    }

    /// The trace walk of the tree showing at `time`, removed views and live content included.
    func traceEntries(at time: Double, includingHidden: Bool) -> [TraceEntry] {
        traceEntries(in: frameContext(at: time), includingHidden: includingHidden)
    }

    /// The trace walk of the frame `frame`, removed views and live content included.
    func traceEntries(in frame: FrameContext, includingHidden: Bool) -> [TraceEntry] {
        var walker = walker(in: frame, includingHidden: includingHidden)
        // One allocation: an entry per node of the tree, and room for a few removed views still showing.
        return walker.walk(frame.shown.root, capacity: frame.shown.order.count + 16)
    }

    /// What the frame `frame` draws: `FrameDrawer(entries: traceEntries(in: frame, includingHidden: false)).item(0)`,
    /// drawn as the walk goes (`TraceWalker.drawsAsItWalks`) unless a screen of the scene zooms; with `labelsViews`,
    /// each view's group is labelled with its path.
    func drawnItem(in frame: FrameContext, labelsViews: Bool = false) -> DisplayItem? {
        guard !hasZoomTransitions else {
            return FrameDrawer(entries: traceEntries(in: frame, includingHidden: false), labelsViews: labelsViews).item(0)
        }
        var walker = walker(in: frame, includingHidden: false)
        walker.drawsAsItWalks = true
        walker.labelsViews = labelsViews
        _ = walker.walk(frame.shown.root)
        return walker.heldItems.first
    }

    private func walker(in frame: FrameContext, includingHidden: Bool) -> TraceWalker {
        var walker = TraceWalker(sampler: frame.sampler)
        walker.ghosts = { self.ghosts(of: $0, at: frame.time) }
        walker.children = { self.children(of: $0, in: frame) }
        walker.includesHidden = includingHidden
        walker.prefetch = frame.shown.prefetch
        walker.zoomingSources = zoomingSources(in: frame)
        return walker
    }

    /// The zoom transition sources a screen showing in `frame` zooms out of or back into (pushed, presented, or
    /// leaving), with the zoom's progress there (the screen that shows most wins): the screen takes their place.
    func zoomingSources(in frame: FrameContext) -> [TransitionSourceKey: Double] {
        guard hasZoomTransitions else { return [:] }
        var keys: [TransitionSourceKey: Double] = [:]
        let sampler = frame.sampler, time = frame.time
        func collect(_ node: Node) {
            if node.transition?.zooms == true, let transition = node.transition {
                let effects = sampler.transitionEffects(of: node)
                for key in transition.zoomSources {
                    let progress = Sampler.zoomProgress(toward: key, in: effects) ?? 0
                    keys[key] = min(keys[key] ?? 1, progress)
                }
            }
            node.children.forEach(collect)
        }
        collect(frame.shown.root)
        for ghosts in ghostsByParent.values { for ghost in ghosts where ghost.isVisible(at: time) { collect(ghost.node) } }
        return keys
    }

    /// What every view showing at `time` is on screen, in drawing order: the motion trace that drawing, `inspect`,
    /// snapshots and audits read (architecture.md, "One motion trace, many readers").
    public func trace(at time: Double) -> MotionTrace {
        let frame = frameContext(at: time)
        let entries = traceEntries(in: frame, includingHidden: true)
        let sampler = frame.sampler
        var views: [TracedView] = []
        var viewIndex: [Int: Int] = [:]
        for (index, entry) in entries.enumerated() where !entry.node.path.isEmpty {
            viewIndex[index] = views.count
            var animations: [String: String] = [:]
            for (attribute, animation) in sampler.runningAnimations(of: entry.node) { animations[attribute.description] = animation }
            let kind = entry.node.kind
            var attributes = TracedAttributes(kind.attributes(of: entry.node, sampler: sampler))
            // A screen zooming out of or into a source names it (the source's `id`), for readers that pair them.
            if hasZoomTransitions, entry.node.transition?.zooms == true {
                for key in sampler.transitionEffects(of: entry.node).compactMap(\.effect.zoomSource) {
                    attributes[.zoomSource] = .text(String(describing: key.id.base))
                }
            }
            views.append(TracedView(path: entry.node.path, type: entry.node.displayName, kind: kind.traced,
                                    parent: entry.parent.flatMap { viewIndex[$0] }, depth: entry.depth - 1,
                                    transform: entry.transform, frame: entry.frame, bounds: entry.bounds,
                                    opacity: entry.opacity, clip: entry.clip, isRemoving: entry.isRemoving,
                                    identifier: entry.identifier, attributes: attributes, animations: animations))
        }
        return MotionTrace(scene: scene.id, time: time, views: views)
    }
}

extension SceneTimeline {
    /// The frame at `time` with only the view at `path` drawn (the first one drawn with that path) and what it holds,
    /// inside its ancestors' transforms, opacities, clips and masks, on a transparent background: the pixels that the
    /// trace's `bounds` of that view describe. nil when no view with that path is drawn then.
    public func displayList(at time: Double, onlyView path: String) -> DisplayList? {
        let entries = traceEntries(at: time, includingHidden: false)
        guard let index = entries.firstIndex(where: { $0.node.path == path && !$0.isHidden }) else { return nil }
        let items = FrameDrawer(entries: entries, isolating: index).item(0).map { [$0] } ?? []
        return DisplayList(size: scene.canvas.size, scale: scene.canvas.scale, background: nil, items: items)
    }

    /// The frame at `time` without the views at `paths` and what they hold (every view drawn with one of those
    /// paths), on the scene's background: the rest of the scene, for drawing those views over it again (onion skins).
    public func displayList(at time: Double, hidingViews paths: Set<String>, showingTouches: Bool = false,
                      showingChrome: Bool = false) -> DisplayList {
        let frame = frameContext(at: time)
        let background = Color.systemBackground.resolve(in: frame.shown.colorScheme).displayColor
        let entries = traceEntries(in: frame, includingHidden: false)
        var items = FrameDrawer(entries: entries, hiding: paths).item(0).map { [$0] } ?? []
        if showingTouches { items += touchIndicators(at: time) }
        if showingChrome { items += chromeItems(at: time) }
        return DisplayList(size: scene.canvas.size, scale: scene.canvas.scale, background: background, items: items)
    }
}

extension Node {
    /// Whether this view or one inside it has a navigation `.zoom` transition.
    var containsZoomTransition: Bool {
        transition?.zooms == true || children.contains { $0.containsZoomTransition }
    }
}
