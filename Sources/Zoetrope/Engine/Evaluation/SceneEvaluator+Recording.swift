import Foundation
import ZoetropeDisplay

/// Recording an evaluation: each new tree diffed against the previous one, every attribute change kept in its track
/// with the transaction's animation, inserted and removed views given their transitions (removed ones as ghosts).
extension SceneEvaluator {
    func record(_ tree: EvaluatedTree, previous: EvaluatedTree?) {
        let time = tree.time
        let old = previous?.index ?? [:]
        let oldParents = previous?.parents ?? [:]
        let new = tree.index

        var insertedNow: [Node] = []
        // Tree order, never dictionary order: the order of recorded changes and ghosts must not vary between runs.
        for path in tree.order {
            guard let node = new[path] else { continue }
            if old[path] != nil {
                update(node, at: time, animation: node.transaction.animation)
                continue
            }
            update(node, at: time, animation: nil)
            guard let parent = tree.parents[path], parent.isEmpty || old[parent] != nil else { continue }
            // A child its container had left out (a lazy row, a covered screen) comes back without a transition.
            if let omission = old[parent]?.omission(of: path) {
                if omission.runsAppearActions { current.inserted.append(node) }
                continue
            }
            current.inserted.append(node)
            insertedNow.append(node)
            guard previous != nil else { continue }
            if (node.transition?.animation ?? node.transaction.animation) == nil { noteUnanimatedChange(at: time) }
            insert(node, at: time)
        }
        // Modifier transitions of inserted views, once every attribute of their subtrees has a track.
        for node in current.inserted where previous != nil && node.activeTransitionState != nil {
            guard let animation = node.transition?.animation ?? node.transaction.animation else { continue }
            animateModifierTransition(node, insertion: true, at: time, animation: animation)
        }
        // Inserted views stay where they are laid out while their containers move (after the modifier transitions,
        // which set where their frames start).
        if previous != nil {
            for node in insertedNow {
                guard let parent = tree.parents[node.path] else { continue }
                holdInPlace(node, parent: parent, in: tree, at: time)
            }
        }
        if let previous { morphMatchedGeometry(from: previous, to: tree, at: time) }
        for path in previous?.order ?? [] where new[path] == nil {
            guard let node = old[path], let parent = oldParents[path], let newParent = new[parent] else { continue }
            if let omission = newParent.omission(of: path) {
                if omission.runsAppearActions { current.removed.append(node) }
                continue
            }
            current.removed.append(node)
            if previous != nil, let animation = node.transition?.animation ?? newParent.transaction.animation {
                animateModifierTransition(node, insertion: false, at: time, animation: animation)
            }
            remove(node, from: parent, at: time, animation: newParent.transaction.animation)
        }
    }

    /// Sets each attribute's new model value; unchanged values are left alone.
    func update(_ node: Node, at time: Double, animation: Animation?) {
        for (name, value) in NodeAttributes.values(of: node) {
            let key = TrackKey(node.path, name, pathHash: node.pathHash)
            if var track = tracks[key] {
                if track.modelValue != value {
                    track.set(value, at: time, animation: animation)
                    tracks[key] = track
                    if animation != nil {
                        current.noteAnimation(logical: track.logicalCompletionTime, finish: track.finishTime)
                    } else {
                        noteUnanimatedChange(at: time)
                    }
                }
            } else {
                tracks[key] = AnimatedValue(value)
            }
        }
        if let content = node.kind.as(ShapeKind.self)?.content {
            updateErased(TrackKey(node.path, .shapeData, pathHash: node.pathHash), content.animatableData, content.makeTrack,
                         at: time, animation: animation)
            if case let .mesh(mesh) = content.paint {
                updateErased(TrackKey(node.path, .paintData, pathHash: node.pathHash), mesh.animatableData, mesh.makeTrack,
                             at: time, animation: animation)
            }
        }
        if let content = node.kind.as(LiveKind.self)?.content, let data = content.animatableData, let makeTrack = content.makeTrack {
            updateErased(TrackKey(node.path, .liveData, pathHash: node.pathHash), data, makeTrack, at: time, animation: animation)
        }
    }

    /// Sets a new model value of an erased track (a new track when there is none or the type changed).
    func updateErased(_ key: TrackKey, _ value: Any, _ makeTrack: () -> ErasedTrack?, at time: Double,
                              animation: Animation?) {
        if var track = tracks.erased[key] {
            let changes = !track.hasModelValue(value)
            if track.set(value, at: time, animation: animation) {
                tracks.erased[key] = track
                if animation != nil {
                    current.noteAnimation(logical: track.logicalCompletionTime, finish: track.finishTime)
                } else if changes {
                    noteUnanimatedChange(at: time)
                }
                return
            }
            noteUnanimatedChange(at: time)   // data of another type: the value jumps to it
        }
        tracks.erased[key] = makeTrack()
    }

    /// Records that the evaluation at `time` changed something without animation.
    func noteUnanimatedChange(at time: Double) {
        if unanimatedChangeTimes.last != time { unanimatedChangeTimes.append(time) }
    }

    /// An inserted view starts from its transition's active state when its transaction animates (§5.1).
    func insert(_ node: Node, at time: Double) {
        let transition = node.transition ?? .opacity
        let animation = transition.animation ?? node.transaction.animation
        let returning = ghosts.indices.filter { ghosts[$0].node.path == node.path && ghosts[$0].isVisible(at: time) }
        for index in returning { ghosts[index].end = time }
        for (k, effect) in transition.insertion.enumerated() {
            let key = TrackKey(node.path, .insertion(k), pathHash: node.pathHash)
            var track = tracks[key] ?? AnimatedValue(effect.identityVector)
            if returning.isEmpty, animation != nil {
                track.set(effect.activeVector, at: time, animation: nil)
            }
            track.set(effect.identityVector, at: time, animation: animation)
            tracks[key] = track
            if animation != nil { current.noteAnimation(logical: track.logicalCompletionTime, finish: track.finishTime) }
        }
        for (k, effect) in transition.removal.enumerated() {
            let key = TrackKey(node.path, .removal(k), pathHash: node.pathHash)
            guard var track = tracks[key] else { continue }
            track.set(effect.identityVector, at: time, animation: returning.isEmpty ? nil : animation)
            tracks[key] = track
        }
    }

    /// A `.modifier(active:identity:)` transition: the view resolved with the active modifier is laid out in the
    /// view's frame, and every attribute the view has starts from (insertion) or goes to (removal) its value there.
    /// It is laid out where layout placed the view (`Node.parentLayoutOrigin`: safe areas and the pixel grid are
    /// layout's, which effects around the view do not move).
    func animateModifierTransition(_ node: Node, insertion: Bool, at time: Double, animation: Animation) {
        guard let make = node.activeTransitionState, let active = make(insertion) else { return }
        let parentOrigin = node.parentLayoutOrigin
        var space = PlacementSpace(canvas: scene.canvas)
        space.origin = parentOrigin
        layout.place(active, at: node.frame.origin, proposal: ProposedViewSize(node.frame.size), in: space)
        layout.roundToPixels(active, parentOrigin: parentOrigin)
        active.forEachNode { member in
            for (name, value) in NodeAttributes.values(of: member) {
                let key = TrackKey(member.path, name)
                guard var track = tracks[key] else { continue }
                if insertion {
                    let model = track.modelValue
                    track = AnimatedValue(value)
                    track.set(model, at: time, animation: animation)
                } else {
                    track.set(value, at: time, animation: animation)
                }
                tracks[key] = track
                current.noteAnimation(logical: track.logicalCompletionTime, finish: track.finishTime)
            }
        }
    }

    /// A removed view stays, drawn, until its removal transition and every animation inside it finish.
    func remove(_ node: Node, from parentPath: String, at time: Double, animation transactionAnimation: Animation?) {
        let transition = node.transition ?? .opacity
        guard let animation = transition.animation ?? transactionAnimation else {
            noteUnanimatedChange(at: time)
            return
        }
        for (k, effect) in transition.removal.enumerated() {
            let key = TrackKey(node.path, .removal(k), pathHash: node.pathHash)
            var track = tracks[key] ?? AnimatedValue(effect.identityVector)
            track.set(effect.activeVector, at: time, animation: animation)
            tracks[key] = track
            current.noteAnimation(logical: track.logicalCompletionTime, finish: track.finishTime)
        }
        var end = time
        node.forEachNode { member in
            let names = NodeAttributes.values(of: member).map(\.name) + NodeAttributes.transitionNames(of: member)
            for name in names {
                if let finish = tracks[TrackKey(member.path, name)]?.finishTime, finish > end { end = finish }
            }
            for name in [TrackKey.Attribute.shapeData, .liveData, .paintData] {
                if let finish = tracks.erased[TrackKey(member.path, name)]?.finishTime, finish > end { end = finish }
            }
        }
        guard end > time else { return }
        if !end.isFinite {
            graph.report(.warning, path: node.path, "its removal animation never finishes; the view stays until the scene ends")
        }
        ghosts.append(Ghost(parentPath: parentPath, node: node, start: time, end: end))
    }
}
