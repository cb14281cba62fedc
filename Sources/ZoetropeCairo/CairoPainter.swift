import Foundation
import CCairo
import ZoetropeDisplay

/// Walks display items and issues the Cairo calls for them on one context. Gradients, materials, layer effects
/// and pictures are drawn by the extensions in `CairoPainter+*.swift`.
///
/// Input that Cairo would reject (and that would put the whole context into an error state, blanking the rest
/// of the frame) is skipped item by item instead: singular or non-finite transforms (a group scaled to 0 draws
/// nothing), non-finite coordinates, non-positive line widths, invalid dash patterns.
struct CairoPainter {
    let cr: OpaquePointer?

    init(cr: OpaquePointer?) { self.cr = cr }

    mutating func draw(_ item: DisplayItem) {
        switch item {
        case let .shape(shape): draw(shape)
        case let .group(group): draw(group)
        case let .text(text): if let cr { PangoTextEngine.shared.draw(text, cr: cr) }
        case let .image(image): draw(image)
        }
    }

    mutating func draw(_ group: GroupItem) {
        guard group.opacity > 0, !group.children.isEmpty else { return }
        let t = group.transform
        guard t.isDrawable else { return }
        cairo_save(cr)
        if !t.isIdentity {
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cr, &matrix)
        }
        if let clip = group.clip {
            guard appendPath(clip) else { cairo_restore(cr); return }
            cairo_set_fill_rule(cr, group.clipStyle.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_antialias(cr, group.clipStyle.isAntialiased ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
            cairo_clip(cr)
            cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        }
        if group.opacity < 1 || group.blendMode != .normal || group.isIsolated {
            // The intermediate surface covers the content's pixels only, when they can be bounded.
            if let box = deviceExtents(ofChildrenOf: group) {
                clipToDevice(box)
            }
            cairo_push_group(cr)
            drawLayer(group)
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, group.blendMode.cairoOperator)
            cairo_paint_with_alpha(cr, group.opacity)
        } else {
            drawLayer(group)
        }
        cairo_restore(cr)
    }

    mutating func draw(_ shape: ShapeItem) {
        guard shape.paint.isVisible else { return }
        if let stroke = shape.stroke {
            guard stroke.lineWidth > 0, stroke.lineWidth.isFinite, appendPath(shape.path) else { return }
            apply(stroke)
        } else {
            guard appendPath(shape.path) else { return }
            cairo_set_fill_rule(cr, shape.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        }
        let isStroke = shape.stroke != nil
        switch shape.paint {
        case let .color(color):
            setSource(color)
            paintPath(isStroke: isStroke)
        case .linearGradient, .radialGradient, .angularGradient:
            guard let pattern = gradientPattern(shape.paint, isStroke: isStroke) else { cairo_new_path(cr); return }
            cairo_set_source(cr, pattern)
            paintPath(isStroke: isStroke)
            cairo_pattern_destroy(pattern)
        case let .material(material):
            drawMaterial(material, isStroke: isStroke)
        case let .mesh(mesh):
            // The background fills the whole path; the patches are painted over it.
            if mesh.background.alpha > 0 {
                setSource(mesh.background)
                if isStroke { cairo_stroke_preserve(cr) } else { cairo_fill_preserve(cr) }
            }
            guard let pattern = meshPattern(mesh) else { cairo_new_path(cr); return }
            cairo_set_source(cr, pattern)
            paintPath(isStroke: isStroke)
            cairo_pattern_destroy(pattern)
        }
    }

    /// Fills or strokes the current path with the current source, consuming the path.
    func paintPath(isStroke: Bool) {
        if isStroke { cairo_stroke(cr) } else { cairo_fill(cr) }
    }

    /// Sets a solid source from straight-alpha sRGB components (Cairo premultiplies internally).
    func setSource(_ color: DisplayColor) {
        func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        cairo_set_source_rgba(cr, unit(color.red), unit(color.green), unit(color.blue), unit(color.alpha))
    }

    func apply(_ stroke: StrokeData) {
        cairo_set_line_width(cr, stroke.lineWidth)
        switch stroke.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch stroke.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        if stroke.miterLimit.isFinite, stroke.miterLimit >= 1 { cairo_set_miter_limit(cr, stroke.miterLimit) }
        let dash = stroke.dash
        if !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.reduce(0, +) > 0, stroke.dashPhase.isFinite {
            cairo_set_dash(cr, dash, Int32(dash.count), stroke.dashPhase)
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }

    /// Replaces the current path with `path`. Returns false (and leaves no path) when a coordinate is not finite.
    func appendPath(_ path: DisplayPath) -> Bool {
        cairo_new_path(cr)
        var current: CGPoint?
        var subpathStart: CGPoint?
        for element in path.elements {
            switch element {
            case let .move(p):
                guard p.isFinite else { cairo_new_path(cr); return false }
                cairo_move_to(cr, p.x, p.y)
                current = p; subpathStart = p
            case let .line(p):
                guard p.isFinite else { cairo_new_path(cr); return false }
                cairo_line_to(cr, p.x, p.y)
                if current == nil { subpathStart = p }
                current = p
            case let .quadCurve(p, c):
                guard p.isFinite, c.isFinite else { cairo_new_path(cr); return false }
                // A quadratic is the cubic whose controls lie 2/3 of the way from each end to the quadratic control.
                let start = current ?? c
                if current == nil { cairo_move_to(cr, start.x, start.y); subpathStart = start }
                let c1 = CGPoint(x: start.x + 2 / 3 * (c.x - start.x), y: start.y + 2 / 3 * (c.y - start.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case let .curve(p, c1, c2):
                guard p.isFinite, c1.isFinite, c2.isFinite else { cairo_new_path(cr); return false }
                if current == nil { cairo_move_to(cr, c1.x, c1.y); subpathStart = c1 }
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                current = subpathStart
            }
        }
        return true
    }
}

extension CGPoint {
    var isFinite: Bool { x.isFinite && y.isFinite }
}

private extension Paint {
    /// Whether painting with this can leave a mark (a material always can: it shows the backdrop).
    var isVisible: Bool {
        switch self {
        case let .color(color): return color.alpha > 0
        case let .linearGradient(stops, _, _), let .radialGradient(stops, _, _, _, _), let .angularGradient(stops, _, _, _):
            return stops.contains { $0.color.alpha > 0 }
        case .material: return true
        case let .mesh(mesh): return mesh.isVisible
        }
    }
}

extension LayerBlendMode {
    /// Cairo's operator for the mode. Cairo has no plus-darker (max(0, S + D − 1)); multiply stands in for it
    /// (the same for black and white sources, lighter between; docs/approximations.md).
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }
}
