import CCairo
import ZoetropeDisplay

/// The device pixels a translucent group can touch, so that its intermediate surface covers those pixels instead
/// of the whole frame (a 1179 × 2556 group is 12 MB to clear and composite; a scene of a thousand fading dots drew
/// a thousand of them per frame).
///
/// Limiting the group to a whole-pixel rectangle around its content changes no byte: every pixel inside is drawn
/// and composited exactly as before (whole-pixel offsets keep Cairo's sample positions), and every pixel outside
/// held nothing in the group, so compositing it left the frame as it was. Only content whose marks stay inside the
/// geometry's extents is bounded this way: shapes (fills and strokes, colours and gradients) and groups of them
/// with transforms and clips. Anything else — text, images, materials (which read the backdrop), blur, shadows and
/// masks (which spread or read beyond the shapes) — keeps the full-size group.
extension CairoPainter {
    /// Device-pixel bounds (minX, minY, maxX, maxY, exclusive max) of everything `group`'s children draw, in the
    /// current transform and clip, or nil when they cannot be bounded this way (or draw nothing).
    func deviceExtents(ofChildrenOf group: GroupItem) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        guard let content = contentBox(of: group), let box = content else { return nil }
        // Anti-aliasing touches the pixels the geometry crosses; one more pixel each side for safety.
        return (Int((box.x0).rounded(.down)) - 1, Int((box.y0).rounded(.down)) - 1,
                Int((box.x1).rounded(.up)) + 1, Int((box.y1).rounded(.up)) + 1)
    }

    /// The union of the children's boxes in the current transform (same answers as `deviceExtents(of:)`); nil
    /// when the group's own effects or any child cannot be bounded.
    private func contentBox(of group: GroupItem) -> (x0: Double, y0: Double, x1: Double, y1: Double)?? {
        guard !group.hasLayerEffects else { return nil }
        var box: (x0: Double, y0: Double, x1: Double, y1: Double)?
        for child in group.children {
            guard let extents = deviceExtents(of: child) else { return nil }
            if let extents = extents { box = union(box, extents) }
        }
        return .some(box)
    }

    /// nil: cannot be bounded; .some(nil): draws nothing; .some(box): draws within `box` (device units).
    private func deviceExtents(of item: DisplayItem) -> (x0: Double, y0: Double, x1: Double, y1: Double)?? {
        switch item {
        case let .shape(shape):
            if case .material = shape.paint { return nil }
            if let stroke = shape.stroke {
                guard stroke.lineWidth > 0, stroke.lineWidth.isFinite else { return .some(nil) }
                cairo_save(cr)
                defer { cairo_restore(cr) }
                guard appendPath(shape.path) else { return .some(nil) }
                apply(stroke)
                var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
                cairo_stroke_extents(cr, &x0, &y0, &x1, &y1)
                cairo_new_path(cr)
                return .some(deviceBox(x0, y0, x1, y1))
            }
            cairo_save(cr)
            defer { cairo_restore(cr) }
            guard appendPath(shape.path) else { return .some(nil) }
            var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
            cairo_path_extents(cr, &x0, &y0, &x1, &y1)
            cairo_new_path(cr)
            return .some(deviceBox(x0, y0, x1, y1))
        case let .group(group):
            guard group.opacity > 0, !group.children.isEmpty else { return .some(nil) }
            let t = group.transform
            guard t.isDrawable else { return .some(nil) }
            cairo_save(cr)
            defer { cairo_restore(cr) }
            if !t.isIdentity {
                var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
                cairo_transform(cr, &matrix)
            }
            return contentBox(of: group)
        case .text, .image:
            return nil
        }
    }

    /// The device-space box around a user-space rectangle (its four corners, through the current transform).
    private func deviceBox(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 >= x0, y1 >= y0, x1 > x0 || y1 > y0 else { return nil }
        var box = (x0: Double.infinity, y0: Double.infinity, x1: -Double.infinity, y1: -Double.infinity)
        for (cx, cy) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] {
            var x = cx, y = cy
            cairo_user_to_device(cr, &x, &y)
            box = (min(box.x0, x), min(box.y0, y), max(box.x1, x), max(box.y1, y))
        }
        return box
    }

    private func union(_ a: (x0: Double, y0: Double, x1: Double, y1: Double)?,
                       _ b: (x0: Double, y0: Double, x1: Double, y1: Double)) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
        guard let a else { return b }
        return (min(a.x0, b.x0), min(a.y0, b.y0), max(a.x1, b.x1), max(a.y1, b.y1))
    }

    /// Clips to a device-pixel rectangle (whole pixels: no anti-aliased edge), keeping the current transform.
    func clipToDevice(_ box: (x0: Int, y0: Int, x1: Int, y1: Int)) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(box.x0), Double(box.y0), Double(box.x1 - box.x0), Double(box.y1 - box.y0))
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
    }
}

extension Transform2D {
    /// Whether Cairo can draw through it: finite and invertible (a view scaled to 0 draws nothing).
    var isDrawable: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite && a * d - b * c != 0
    }
}
