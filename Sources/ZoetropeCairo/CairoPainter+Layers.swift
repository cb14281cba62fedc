import Foundation
import CCairo
import ZoetropeDisplay

/// Layer effects of a group: its children are drawn into an intermediate surface (a Cairo group, as large as the
/// clip), which is then blurred, masked and shadowed, innermost first. Radii are Gaussian standard deviations in the
/// group's points, converted to device pixels with the transform's area scale.
extension CairoPainter {
    /// Draws a group's children (the transform and clip already applied) with its blur, mask and shadow.
    mutating func drawLayer(_ group: GroupItem) {
        if group.colorMatrix != nil || group.projection != nil {
            drawFiltered(group)
        } else {
            drawLayer(group.children, blur: group.blur, mask: group.mask, shadow: group.shadow)
        }
    }

    mutating func drawLayer(_ children: [DisplayItem], blur: LayerBlur?, mask: [DisplayItem]?, shadow: LayerShadow?) {
        if let shadow {
            cairo_push_group(cr)
            drawLayer(children, blur: blur, mask: mask, shadow: nil)
            let content = cairo_pop_group(cr)
            drawShadow(shadow, of: content)
            cairo_set_source(cr, content)
            cairo_paint(cr)
            cairo_pattern_destroy(content)
        } else if let mask {
            cairo_push_group(cr)
            drawLayer(children, blur: blur, mask: nil, shadow: nil)
            let content = cairo_pop_group(cr)
            cairo_push_group(cr)
            for item in mask { draw(item) }
            let alpha = cairo_pop_group(cr)
            cairo_set_source(cr, content)
            cairo_mask(cr, alpha)
            cairo_pattern_destroy(alpha)
            cairo_pattern_destroy(content)
        } else if let blur {
            cairo_push_group(cr)
            for child in children { draw(child) }
            let content = cairo_pop_group(cr)
            let gaussian = GaussianBlur(sigma: blur.radius * deviceScale)
            // Only the drawn pixels and the blur's reach around them, within the layer.
            if let layer = LayerPixels(content), let drawn = layer.alphaBounds,
               case let area = drawn.insetBy(-gaussian.reach).intersection(layer.bounds), !area.isEmpty {
                let original = layer.pixels(in: area)
                var pixels = original
                gaussian.apply(to: &pixels, width: area.width, height: area.height, stride: area.width * 4, channels: 4, edges: .transparent)
                if blur.isOpaque { Self.restoreAlpha(&pixels, from: original) }
                paint(pixels, width: area.width, height: area.height, at: (layer.origin.x + Double(area.x), layer.origin.y + Double(area.y)))
            }
            cairo_pattern_destroy(content)
        } else {
            for child in children { draw(child) }
        }
    }

    /// Paints `shadow.color` through the layer's alpha, blurred and offset. The alpha is taken around the drawn pixels,
    /// with room for the blur to spread beyond the layer's own surface.
    private func drawShadow(_ shadow: LayerShadow, of content: OpaquePointer?) {
        guard shadow.color.alpha > 0, shadow.radius.isFinite, shadow.x.isFinite, shadow.y.isFinite,
              let layer = LayerPixels(content), let drawn = layer.alphaBounds else { return }
        let gaussian = GaussianBlur(sigma: shadow.radius * deviceScale)
        let area = drawn.insetBy(-gaussian.reach)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(area.width)))
        var alpha = [UInt8](repeating: 0, count: stride * area.height)
        for y in drawn.y..<drawn.y + drawn.height {
            for x in drawn.x..<drawn.x + drawn.width {
                alpha[(y - area.y) * stride + x - area.x] = layer.pixels[y * layer.stride + x * 4 + 3]
            }
        }
        gaussian.apply(to: &alpha, width: area.width, height: area.height, stride: stride, channels: 1, edges: .transparent)
        guard let surface = makeImageSurface(alpha, width: area.width, height: area.height, stride: stride, format: CAIRO_FORMAT_A8)
        else { return }
        let offset = deviceDistance(x: shadow.x, y: shadow.y)
        let pattern = devicePattern(surface, origin: (layer.origin.x + Double(area.x) + offset.x, layer.origin.y + Double(area.y) + offset.y))
        setSource(shadow.color)
        cairo_mask(cr, pattern)
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(surface)
    }

    /// Paints premultiplied ARGB32 pixels (rows of `width × 4` bytes) with their pixel (0, 0) at device point `origin`.
    func paint(_ pixels: [UInt8], width: Int, height: Int, at origin: (x: Double, y: Double)) {
        guard let surface = makeImageSurface(pixels, width: width, height: height, stride: width * 4) else { return }
        let pattern = devicePattern(surface, origin: origin)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(surface)
    }

    /// An opaque blur keeps the layer's own alpha: each blurred colour is rescaled to the original pixel's alpha.
    private static func restoreAlpha(_ blurred: inout [UInt8], from original: [UInt8]) {
        var i = 0
        while i < blurred.count {
            let a = Int(original[i + 3]), b = Int(blurred[i + 3])
            for c in 0..<3 { blurred[i + c] = b > 0 ? UInt8(min((Int(blurred[i + c]) * a + b / 2) / b, a)) : 0 }
            blurred[i + 3] = UInt8(a)
            i += 4
        }
    }
}

/// A copy of the pixels of a popped Cairo group and where they sit in device space.
struct LayerPixels {
    var pixels: [UInt8]
    var width: Int, height: Int, stride: Int
    /// The device point of pixel (0, 0).
    var origin: (x: Double, y: Double)

    init?(_ pattern: OpaquePointer?) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return nil }
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return nil }
        pixels = Array(UnsafeBufferPointer(start: data, count: stride * height))
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(surface, &ox, &oy)
        origin = (-ox, -oy)
    }

    /// The whole surface, in its own pixels.
    var bounds: DeviceRect { DeviceRect(x: 0, y: 0, width: width, height: height) }

    /// The smallest rectangle holding every pixel with non-zero alpha, or nil when nothing was drawn.
    var alphaBounds: DeviceRect? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where pixels[y * stride + x * 4 + 3] != 0 {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return maxX < 0 ? nil : DeviceRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// A copy of the pixels of `area` (inside the surface), in rows of `area.width × 4` bytes.
    func pixels(in area: DeviceRect) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: area.width * area.height * 4)
        for row in 0..<area.height {
            let source = (area.y + row) * stride + area.x * 4
            result.replaceSubrange(row * area.width * 4..<(row + 1) * area.width * 4, with: pixels[source..<source + area.width * 4])
        }
        return result
    }
}
