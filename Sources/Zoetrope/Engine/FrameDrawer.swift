import Foundation
import ZoetropeDisplay

/// Turns the tree showing at one time into display items, with every animated attribute sampled at that time.
struct FrameDrawer {
    let timeline: SceneTimeline
    let time: Double

    /// The item of `node`: its content in its own coordinates, placed at its (animated) frame. `frame` is the
    /// presented frame when the caller has already sampled it.
    func draw(_ node: Node, frame presented: CGRect? = nil) -> DisplayItem? {
        let frame = presented ?? timeline.presentedFrame(of: node, at: time)
        let size = frame.size
        var transform = Transform2D.translation(x: frame.minX, y: frame.minY)
        var opacity = 1.0
        var children: [DisplayItem] = []
        var layer = GroupItem(children: [])
        let effect = { (model: Vector4) in timeline.presentedEffect(of: node, model: model, at: time) }
        let fill = { (model: ResolvedColor) -> ResolvedColor? in
            let color = timeline.presentedFill(of: node, model: model, at: time)
            return color.opacity > 0 ? color : nil
        }

        switch node.kind {
        case let .shape(content):
            let paint = content.paint.replacingColor(timeline.presentedFill(of: node, model: content.paint.representativeColor, at: time))
            guard !paint.isInvisible else { return nil }
            let bounds = CGRect(origin: .zero, size: size)
            let shape = timeline.presentedShape(of: node, content: content, at: time)
            children = [.shape(ShapeItem(path: shape.path(in: bounds).storage, paint: paint.displayPaint(in: bounds),
                                         stroke: content.stroke?.strokeData,
                                         fillRule: content.fillStyle.isEOFilled ? .evenOdd : .nonZero))]
        case let .color(color), let .divider(color, _):
            guard let color = fill(color) else { return nil }
            children = [.shape(ShapeItem(path: .rect(CGRect(origin: .zero, size: size)), paint: .color(color.displayColor)))]
        case let .symbol(_, glyph, weight, color, _):
            guard let color = fill(color) else { return nil }
            children = glyph.items(in: size, weight: weight, color: color.displayColor)
        case let .text(run, color):
            guard let color = fill(color) else { return nil }
            let width = Double(max(size.width, node.measuredTextWidth))
            children = [.text(TextItem(run: run, origin: .zero, width: width, color: color.displayColor))]
        case .spacer:
            return nil
        case let .offset(o):
            let v = effect(Vector4(o.width, o.height))
            transform = transform.concatenating(.translation(x: v.x, y: v.y))
            children = drawChildren(of: node)
        case let .opacity(o):
            opacity = min(max(effect(Vector4(o)).x, 0), 1)
            guard opacity > 0 else { return nil }
            children = drawChildren(of: node)
        case let .scale(s, anchor):
            let v = effect(Vector4(s.width, s.height))
            transform = transform.concatenating(Self.about(anchor, in: size, .scale(x: v.x, y: v.y)))
            children = drawChildren(of: node)
        case let .rotation(angle, anchor):
            let v = effect(Vector4(angle.animatableData))
            transform = transform.concatenating(Self.about(anchor, in: size, .rotation(radians: v.x / 128)))
            children = drawChildren(of: node)
        case .stack, .zstack, .padding, .frame, .decoration, .passthrough, .fixedSize, .aspectRatio, .alignmentGuide, .live, .matched,
             .position, .ignoresSafeArea, .geometryReader, .coordinateSpace, .preference, .preferenceObserver, .preferenceReader:
            children = drawChildren(of: node)
        case let .shadow(color, radius, x, y):
            let v = effect(Vector4(radius, x, y))
            layer.shadow = LayerShadow(color: color.displayColor, radius: max(v.x, 0), x: v.y, y: v.z)
            children = drawChildren(of: node)
        case let .blur(radius, opaque):
            let r = effect(Vector4(radius)).x
            if r > 0 { layer.blur = LayerBlur(radius: r, isOpaque: opaque) }
            children = drawChildren(of: node)
        case let .clip(content):
            layer.clip = content.shape.path(in: CGRect(origin: .zero, size: size)).storage
            layer.clipStyle = ClipStyle(fillRule: content.style.isEOFilled ? .evenOdd : .nonZero, isAntialiased: content.style.isAntialiased)
            children = drawChildren(of: node)
        case .mask:
            children = draw(node.children[0]).map { [$0] } ?? []
            layer.mask = draw(node.children[1]).map { [$0] } ?? []
        case let .image(content):
            children = [content.item(in: size)]
        }
        guard !children.isEmpty else { return nil }
        layer.transform = transform
        layer.opacity = opacity
        layer.label = node.path.isEmpty ? nil : node.path
        layer.children = children
        return .group(layer)
    }

    /// A transform applied about the point `anchor` of a frame of `size`.
    static func about(_ anchor: UnitPoint, in size: CGSize, _ transform: Transform2D) -> Transform2D {
        let ax = anchor.x * size.width, ay = anchor.y * size.height
        return Transform2D.translation(x: ax, y: ay).concatenating(transform).concatenating(.translation(x: -ax, y: -ay))
    }

    /// Removed children still animating (below), then the active ones ordered by zIndex, each with its transition.
    private func drawChildren(of node: Node) -> [DisplayItem] {
        var items: [DisplayItem] = []
        if node.drawsSecondaryBehind {
            // The background (children[1]) is drawn behind the content (children[0]).
            for child in [node.children[1], node.children[0]] {
                if let item = draw(child) { items.append(item) }
            }
            return items
        }
        for ghost in timeline.ghosts(of: node.path, at: time) {
            if let item = drawElement(ghost.node) { items.append(item) }
        }
        let ordered = timeline.children(of: node, at: time).enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
        for (_, child) in ordered {
            if let item = drawElement(child) { items.append(item) }
        }
        return items
    }

    /// A child with its transition effects applied, innermost first (fidelity.md §5.2).
    private func drawElement(_ node: Node) -> DisplayItem? {
        let frame = timeline.presentedFrame(of: node, at: time)
        guard var item = draw(node, frame: frame) else { return nil }
        for (effect, value) in timeline.activeTransitionEffects(of: node, at: time) {
            guard let wrapped = Self.apply(effect, value: value, to: item, frame: frame) else { return nil }
            item = wrapped
        }
        return item
    }

    /// Wraps an item (in parent coordinates, occupying `frame`) in one transition effect at `value`.
    static func apply(_ effect: AnyTransition.Effect, value v: Vector4, to item: DisplayItem, frame: CGRect) -> DisplayItem? {
        switch effect {
        case .opacity:
            let opacity = min(max(v.x, 0), 1)
            guard opacity > 0 else { return nil }
            return .group(GroupItem(opacity: opacity, children: [item]))
        case let .scale(_, anchor):
            let origin = Transform2D.translation(x: frame.minX, y: frame.minY)
            let t = origin.concatenating(about(anchor, in: frame.size, .scale(x: v.x, y: v.y)))
                .concatenating(.translation(x: -frame.minX, y: -frame.minY))
            return .group(GroupItem(transform: t, children: [item]))
        case .offset:
            return .group(GroupItem(transform: .translation(x: v.x, y: v.y), children: [item]))
        case .blur:
            guard v.x > 0 else { return item }
            var group = GroupItem(children: [item])
            group.blur = LayerBlur(radius: v.x)
            return .group(group)
        case let .move(edge):
            let dx: Double, dy: Double
            switch edge {
            case .top: (dx, dy) = (0, -frame.height)
            case .bottom: (dx, dy) = (0, frame.height)
            case .leading: (dx, dy) = (-frame.width, 0)
            case .trailing: (dx, dy) = (frame.width, 0)
            }
            return .group(GroupItem(transform: .translation(x: dx * v.x, y: dy * v.x), children: [item]))
        }
    }
}

private extension Node {
    /// Backgrounds draw their secondary content (children[1]) behind the primary one (children[0]).
    var drawsSecondaryBehind: Bool {
        switch kind {
        case let .decoration(_, isOverlay): return !isOverlay
        case let .preferenceReader(content): return !content.isOverlay
        default: return false
        }
    }
}
