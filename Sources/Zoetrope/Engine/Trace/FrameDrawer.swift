import Foundation
import ZoetropeDisplay

/// Turns the trace of one frame into display items: each entry's layer becomes a group, wrapped in its transition
/// effects. It decides nothing about geometry; the trace walk did.
struct FrameDrawer {
    let entries: [TraceEntry]
    /// The entries drawn; nil draws them all.
    var drawn: Set<Int>? = nil
    /// Whether a zoom source handed over to a zooming screen is drawn in its own place, where the trace puts it (a
    /// view drawn alone), rather than inside the screen's rectangle (the frame).
    var drawsHandedOverInPlace = false
    /// Whether each view's group carries the view's path as its label (`GroupItem.label`, shown by
    /// `DisplayList.textDump`); see `layerItem`.
    var labelsViews = false

    init(entries: [TraceEntry], labelsViews: Bool = false) {
        self.entries = entries
        self.labelsViews = labelsViews
    }

    /// A drawer of the entry at `index` alone, with what it holds: its ancestors only pass on their transforms,
    /// opacities, clips and masks.
    init(entries: [TraceEntry], isolating index: Int) {
        self.entries = entries
        var drawn = Set<Int>()
        var end = index + 1
        while end < entries.count, entries[end].depth > entries[index].depth { end += 1 }
        drawn.formUnion(index..<end)
        var current = entries[index].parent
        while let parent = current {
            drawn.insert(parent)
            if let mask = entries[parent].mask {
                var maskEnd = mask + 1
                while maskEnd < entries.count, entries[maskEnd].depth > entries[mask].depth { maskEnd += 1 }
                drawn.formUnion(mask..<maskEnd)
            }
            current = entries[parent].parent
        }
        self.drawn = drawn
        drawsHandedOverInPlace = true
    }

    /// A drawer of every entry except those with one of `paths` and what they hold.
    init(entries: [TraceEntry], hiding paths: Set<String>) {
        self.entries = entries
        var drawn = Set<Int>()
        var index = 0
        while index < entries.count {
            guard paths.contains(entries[index].node.path) else {
                drawn.insert(index)
                index += 1
                continue
            }
            var end = index + 1
            while end < entries.count, entries[end].depth > entries[index].depth { end += 1 }
            index = end
        }
        self.drawn = drawn
    }

    /// The items of the entry at `index` and everything inside it; nil when it draws nothing. A zoom source handed
    /// over to a zooming screen is drawn only inside that screen's rectangle (`relocated`).
    func item(_ index: Int, relocated: Bool = false) -> DisplayItem? {
        // The entry's fields are read in place: copying a whole entry (its layer, transitions and children, with
        // their reference counts) for each of a frame's thousands of nodes cost more than drawing them.
        guard !entries[index].isHidden, relocated || drawsHandedOverInPlace || !entries[index].isHandedOver,
              drawn?.contains(index) ?? true else { return nil }
        return entries.withUnsafeBufferPointer { buffer in
            let entry = buffer.baseAddress.unsafelyUnwrapped + index
            // Only leaves paint; an ancestor of an isolated view passes on its layer and nothing else.
            var held = HeldItems.none
            let first = Int(entry.pointee.firstChild)
            if entry.pointee.layer.content == nil, first >= 0 {
                if entries[first].nextSibling < 0 {
                    held = item(first).map(HeldItems.one) ?? .none
                } else {
                    var children: [DisplayItem] = []
                    var child = first
                    while child >= 0 {
                        if let drawn = item(child) { children.append(drawn) }
                        child = Int(entries[child].nextSibling)
                    }
                    held = .many(children)
                }
            }
            guard let layer = Self.layerItem(entry, holding: held, labelled: labelsViews, mask: { item($0) }) else { return nil }
            return Self.withTransitions(layer, of: entry, drawsBackdrop: drawn == nil, source: { item($0, relocated: true) })
        }
    }
}

/// The items a trace entry holds, as its layer takes them: most layers hold one, and need no array for it.
enum HeldItems {
    case none
    case one(DisplayItem)
    case many([DisplayItem])
}

extension FrameDrawer {
    /// The item of the entry `entry` points to, holding `held` (its children's items, in drawing order; a leaf's own
    /// content instead, when its layer has some), without its transitions; nil when it draws nothing. `mask` draws
    /// the entry at an index, for an entry masked by another.
    ///
    /// `labelled`: whether the group carries the view's path as its label. Drawing never reads labels, and without
    /// them a frame of thousands of views neither retains nor releases a string per view, long out of the processor's
    /// cache by the time the frame is dropped (docs/performance.md); a leaf whose layer changes nothing is then its
    /// content alone, with no group around it.
    static func layerItem(_ entry: UnsafePointer<TraceEntry>, holding held: consuming HeldItems, labelled: Bool,
                          mask: (Int) -> DisplayItem?) -> DisplayItem? {
        var children: [DisplayItem]
        if let content = entry.pointee.layer.content {
            children = content
        } else {
            switch consume held {
            case .none:
                return nil
            case let .one(only):
                if entry.pointee.layer.contentTransform != .identity {
                    children = [.group(GroupItem(transform: entry.pointee.layer.contentTransform, children: [only]))]
                } else if case .group = only, entry.pointee.isPlainLayer {
                    // No array for a layer that changes nothing around one group (below).
                    return only
                } else {
                    children = [only]
                }
            case let .many(items):
                guard !items.isEmpty else { return nil }
                children = entry.pointee.layer.contentTransform == .identity ? items
                    : [.group(GroupItem(transform: entry.pointee.layer.contentTransform, children: items))]
            }
        }
        guard !children.isEmpty else { return nil }
        if children.count == 1, entry.pointee.isPlainLayer, !labelled || children[0].isGroup {
            // A layer that changes nothing (no transform, opacity, clip, effect or mask: a modifier such as
            // `.animation`, a frame at its child's origin, a shape at its parent's origin) around one item: the item
            // alone draws the same pixels, since a group only saves and restores the drawing state around its
            // children. One box and one array less per such layer. A labelled leaf keeps its group, which names it.
            return children[0]
        }
        let path = labelled ? entry.pointee.node.path : ""
        var group = GroupItem(transform: entry.pointee.layer.transform, opacity: entry.pointee.layer.opacity,
                              clip: entry.pointee.layer.clip, clipStyle: entry.pointee.layer.clipStyle,
                              label: path.isEmpty ? nil : path, children: children)
        entry.pointee.layer.effects?.apply(to: &group)
        if let index = entry.pointee.mask { group.mask = mask(index).map { [$0] } ?? [] }
        return .group(group)
    }

    /// `inner`, wrapped in the transition effects of the entry `entry` points to, innermost first. `source` draws the
    /// entry at an index in a zooming screen's rectangle; `drawsBackdrop`, whether the zoom's backdrop is drawn (not
    /// for a view drawn alone).
    static func withTransitions(_ inner: DisplayItem, of entry: UnsafePointer<TraceEntry>, drawsBackdrop: Bool,
                                source drawSource: (Int) -> DisplayItem?) -> DisplayItem {
        var result = inner
        for transition in entry.pointee.transitions {
            switch transition {
            case let .opacity(o): result = .group(GroupItem(opacity: o, children: [result]))
            case let .transform(t): result = .group(GroupItem(transform: t, children: [result]))
            case let .clip(path, _): result = .group(GroupItem(clip: path, children: [result]))
            case let .handover(source, transform, opacity, screen):
                guard opacity > 0, let content = drawSource(source) else { continue }
                let under = screen < 1 ? DisplayItem.group(GroupItem(opacity: screen, children: [result])) : result
                result = .group(GroupItem(children: [under, .group(GroupItem(transform: transform, opacity: opacity,
                                                                             children: [content]))]))
            case let .backdrop(path, fill, shadow):
                // The shape, filled, casts the shadow. It belongs to no one view: a view drawn alone goes without it.
                guard drawsBackdrop else { continue }
                var under = GroupItem(children: fill.map { [.shape(ShapeItem(path: path, paint: .color($0)))] } ?? [])
                under.shadow = shadow
                result = .group(GroupItem(children: [.group(under), result]))
            case let .blur(radius):
                var wrapper = GroupItem(children: [result])
                wrapper.blur = LayerBlur(radius: radius)
                result = .group(wrapper)
            }
        }
        return result
    }
}

extension DisplayItem {
    /// Whether this is a group (which saves and restores the drawing state around what it holds).
    var isGroup: Bool {
        if case .group = self { return true }
        return false
    }
}
