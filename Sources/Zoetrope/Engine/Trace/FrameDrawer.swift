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

    init(entries: [TraceEntry]) {
        self.entries = entries
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
        // Only leaves paint; an ancestor of an isolated view passes on its layer and nothing else.
        var children: [DisplayItem]
        if let content = entries[index].layer.content {
            children = content
        } else {
            children = []
            var child = Int(entries[index].firstChild)
            while child >= 0 {
                if let drawn = item(child) { children.append(drawn) }
                child = Int(entries[child].nextSibling)
            }
            if entries[index].layer.contentTransform != .identity, !children.isEmpty {
                children = [.group(GroupItem(transform: entries[index].layer.contentTransform, children: children))]
            }
        }
        guard !children.isEmpty else { return nil }
        var result: DisplayItem
        if children.count == 1, case .group = children[0], entries[index].isPlainLayer {
            // A layer that changes nothing (no transform, opacity, clip, effect or mask: a modifier such as
            // `.animation` or a frame at its child's origin) around one group: the group alone draws the same pixels,
            // since a group saves and restores the drawing state itself. One box and one array less per such layer.
            result = children[0]
        } else {
            let path = entries[index].node.path
            var group = GroupItem(transform: entries[index].layer.transform, opacity: entries[index].layer.opacity,
                                  clip: entries[index].layer.clip, clipStyle: entries[index].layer.clipStyle,
                                  label: path.isEmpty ? nil : path, children: children)
            entries[index].layer.effects?.apply(to: &group)
            if let mask = entries[index].mask { group.mask = item(mask).map { [$0] } ?? [] }
            result = .group(group)
        }
        for transition in entries[index].transitions {
            switch transition {
            case let .opacity(o): result = .group(GroupItem(opacity: o, children: [result]))
            case let .transform(t): result = .group(GroupItem(transform: t, children: [result]))
            case let .clip(path, _): result = .group(GroupItem(clip: path, children: [result]))
            case let .handover(source, transform, opacity, screen):
                guard opacity > 0, let content = item(source, relocated: true) else { continue }
                let under = screen < 1 ? DisplayItem.group(GroupItem(opacity: screen, children: [result])) : result
                result = .group(GroupItem(children: [under, .group(GroupItem(transform: transform, opacity: opacity,
                                                                             children: [content]))]))
            case let .backdrop(path, fill, shadow):
                // The shape, filled, casts the shadow. It belongs to no one view: a view drawn alone goes without it.
                guard drawn == nil else { continue }
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
