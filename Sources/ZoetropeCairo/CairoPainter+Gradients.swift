import Foundation
import CCairo
import ZoetropeDisplay

/// Gradient sources. Linear and radial gradients are Cairo patterns (padded beyond their ends). Cairo has no conic
/// gradient, so an angular one is rasterised: every device pixel the path covers gets the colour of the angle of its
/// centre, computed exactly (no wedge approximation), and the pixels are used as the source of the fill or stroke.
extension CairoPainter {
    /// A new pattern for a gradient paint (the caller destroys it), or nil when it cannot paint anything.
    func gradientPattern(_ paint: Paint, isStroke: Bool) -> OpaquePointer? {
        switch paint {
        case let .linearGradient(stops, start, end):
            guard let ramp = GradientRamp(stops), start.isFinite, end.isFinite else { return nil }
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            add(ramp, to: pattern)
            return pattern
        case let .radialGradient(stops, center, r0, r1, verticalScale):
            guard let ramp = GradientRamp(stops), center.isFinite, r0.isFinite, r1.isFinite, r0 >= 0, r1 >= 0,
                  verticalScale.isFinite, verticalScale > 0 else { return nil }
            let pattern = cairo_pattern_create_radial(center.x, center.y, r0, center.x, center.y, r1)
            add(ramp, to: pattern)
            if verticalScale != 1 {
                // Pattern space is the circle's: user y is squeezed about the centre.
                var m = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1 / verticalScale, x0: 0, y0: center.y - center.y / verticalScale)
                cairo_pattern_set_matrix(pattern, &m)
            }
            return pattern
        case let .angularGradient(stops, center, startAngle, endAngle):
            guard let ramp = GradientRamp(stops), center.isFinite, startAngle.isFinite, endAngle.isFinite else { return nil }
            return angularPattern(ramp, sweep: AngularSweep(startAngle: startAngle, endAngle: endAngle),
                                  center: center, isStroke: isStroke)
        case .color, .material, .mesh:
            return nil
        }
    }

    private func add(_ ramp: GradientRamp, to pattern: OpaquePointer?) {
        for stop in ramp.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }

    private func angularPattern(_ ramp: GradientRamp, sweep: AngularSweep, center: CGPoint, isStroke: Bool) -> OpaquePointer? {
        guard let area = pathDeviceRect(isStroke: isStroke) else { return nil }
        var inverse = currentMatrix
        guard cairo_matrix_invert(&inverse) == CAIRO_STATUS_SUCCESS else { return nil }
        let stride = area.width * 4
        var pixels = [UInt8](repeating: 0, count: stride * area.height)
        for row in 0..<area.height {
            for column in 0..<area.width {
                var x = Double(area.x + column) + 0.5, y = Double(area.y + row) + 0.5
                cairo_matrix_transform_point(&inverse, &x, &y)
                let c = ramp.color(at: sweep.location(ofAngle: atan2(y - center.y, x - center.x)))
                let i = row * stride + column * 4
                // Premultiplied BGRA (Cairo's ARGB32 on little-endian machines), rounded to nearest.
                pixels[i] = UInt8((c.blue * c.alpha * 255).rounded())
                pixels[i + 1] = UInt8((c.green * c.alpha * 255).rounded())
                pixels[i + 2] = UInt8((c.red * c.alpha * 255).rounded())
                pixels[i + 3] = UInt8((c.alpha * 255).rounded())
            }
        }
        guard let surface = makeImageSurface(pixels, width: area.width, height: area.height, stride: stride) else { return nil }
        let pattern = devicePattern(surface, origin: (Double(area.x), Double(area.y)))
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        cairo_surface_destroy(surface)
        return pattern
    }
}
