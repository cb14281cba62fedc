import Foundation
import ZoetropeDisplay

/// What a shape leaf draws: the shape's outline in its frame, filled or stroked with a paint.
struct ShapeContent {
    /// The shape (its `path(in:)` gives the outline in the leaf's own coordinates).
    var shape: any Shape
    var paint: ResolvedPaint
    var fillStyle: FillStyle
    /// nil fills the outline; otherwise the outline is stroked.
    var stroke: StrokeStyle?
    /// The shape's type name, for inspection.
    var typeName: String
    /// The shadows its style casts (`ShapeStyle.shadow(_:)`), innermost first.
    var shadows: [ResolvedShapeShadow] = []
}

/// A shape leaf: it takes the whole proposal and fills or strokes its outline; its paint's colour and the shape's
/// own animatable data (corner radii, trim, a custom shape's data) animate.
struct ShapeKind: LeafKind {
    let content: ShapeContent

    func name(of node: Node) -> String { content.typeName }

    func size(of node: Node, proposal: ProposedViewSize, axis: Axis?, in layout: LayoutEngine) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func animatableValues(of node: Node) -> [(TrackKey.Attribute, Vector4)] {
        [(.fill, content.paint.representativeColor.animatableVector)]
    }

    func draw(_ node: Node, into layer: inout NodeLayer, sampler: Sampler) {
        let paint = sampler.paint(of: node, content: content)
            .replacingColor(sampler.fill(of: node, model: content.paint.representativeColor))
        guard !paint.isInvisible else { return layer.hide() }
        let bounds = CGRect(origin: .zero, size: layer.frame.size)
        let path = node.preparedOutline.flatMap { bounds.size == node.frame.size ? $0 : nil }
            ?? sampler.shape(of: node, content: content).path(in: bounds).storage
        let shape = ShapeItem(path: path, paint: paint.displayPaint(in: bounds), stroke: content.stroke?.strokeData,
                              fillRule: content.fillStyle.isEOFilled ? .evenOdd : .nonZero)
        layer.content = [content.shadows.isEmpty ? .shape(shape) : ResolvedShapeShadow.items(shape, path: path, shadows: content.shadows)]
    }

    /// The outline at the node's laid-out size, which every frame draws while that size does not animate: nil when
    /// the shape has animatable data (corner radii, trim, a custom shape's data), whose outline changes with time.
    func preparedOutline(of node: Node, tracks: TrackStore) -> DisplayPath? {
        guard tracks.erased[TrackKey(node.path, .shapeData, pathHash: node.pathHash)] == nil else { return nil }
        return content.shape.path(in: CGRect(origin: .zero, size: node.frame.size)).storage
    }

    /// A shape is hit where it draws, as SwiftUI hit-tests a shape view: a filled shape inside its outline (the
    /// corners of a circle's frame are not part of it), a stroked one on its stroke (a ring is not hit in its hole;
    /// `.contentShape(Circle())` makes it so). The model shape, where the view is going, as all hit-testing.
    func hitContains(_ point: CGPoint, size: CGSize) -> Bool {
        let outline = content.shape.path(in: CGRect(origin: .zero, size: size)).storage
        guard let stroke = content.stroke else { return outline.contains(point, eoFill: content.fillStyle.isEOFilled) }
        return outline.strokeContains(point, halfWidth: Double(stroke.lineWidth) / 2)
    }

    /// A stroked outline's width, in points.
    static let lineWidth = AttributeDescriptor("lineWidth", .length)
    /// A trimmed shape's drawn part: from and to, fractions of its outline.
    static let trim = AttributeDescriptor("trim", .factor, components: [.init("from", .factor), .init("to", .factor)])
    /// A mesh gradient's vertex positions, in unit points of the shape's bounds: x, y of each, row by row.
    static let meshPoints = AttributeDescriptor("meshPoints", .factor)
    static let traced = TracedKind("ShapeKind", attributes: [.fill, lineWidth, .stroke, trim])
    /// A shape painted with a mesh gradient traces its points too (a kind of its own, so other shapes' traces keep
    /// their kind as it was).
    static let meshTraced = TracedKind("MeshShapeKind", attributes: [.fill, lineWidth, .stroke, trim, meshPoints])
    var traced: TracedKind {
        if case .mesh = content.paint { return Self.meshTraced }
        return Self.traced
    }

    func attributes(of node: Node, sampler: Sampler) -> [TracedAttribute] {
        let paint: InspectedValue
        let presented = sampler.paint(of: node, content: content)
        switch presented {
        case let .color(model): paint = node.inspectedColor(model, sampler: sampler)
        case let .gradient(gradient): paint = gradient.inspectedValue
        case let .material(material): paint = .material(blur: Double(material.blurRadius), overlay: HexColour(material.overlay))
        case let .mesh(mesh): paint = mesh.inspectedValue
        }
        var attributes = [TracedAttribute(content.stroke == nil ? .fill : .stroke, paint)]
        if let stroke = content.stroke { attributes.append(TracedAttribute(Self.lineWidth, .number(Double(stroke.lineWidth)))) }
        // A trim animates without moving the frame: without it in the trace, a drawing ring would look still to the
        // audit, the contact sheet's motion window and the snapshots' choice of pixel frames.
        // (Only a trimmed shape is sampled here: the trace asks every shape at every frame.)
        if content.shape is any TrimmedShapeFractions,
           let trimmed = sampler.shape(of: node, content: content) as? any TrimmedShapeFractions {
            attributes.append(TracedAttribute(Self.trim, .numbers([Double(trimmed.startFraction), Double(trimmed.endFraction)])))
        }
        // A mesh's points move without moving the frame: traced like a trim, so readers see it animate.
        if case let .mesh(mesh) = presented {
            attributes.append(TracedAttribute(Self.meshPoints, .numbers(mesh.points.flatMap { [Double($0.x), Double($0.y)] })))
        }
        return attributes
    }
}

extension NodeKind {
    static func shape(_ content: ShapeContent) -> NodeKind { NodeKind(ShapeKind(content: content)) }
}
