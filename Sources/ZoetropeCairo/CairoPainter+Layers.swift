import Foundation
import CCairo
import ZoetropeDisplay

/// Layer effects of a group: its children are drawn into an intermediate surface (a Cairo group, as large as the
/// clip), which is then blurred, masked and shadowed, innermost first. Radii are Gaussian standard deviations in the
/// group's points, converted to device pixels with the transform's area scale.
extension CairoPainter {
    /// Draws a group's children (the transform and clip already applied) with its blur, mask and shadow.
    mutating func drawLayer(_ group: GroupItem) {
        drawLayer(group.children, blur: group.blur, mask: group.mask, shadow: group.shadow)
    }

    private mutating func drawLayer(_ children: [DisplayItem], blur: LayerBlur?, mask: [DisplayItem]?, shadow: LayerShadow?) {
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
            if let layer = LayerPixels(content) {
                var pixels = layer.pixels
                GaussianBlur(sigma: blur.radius * deviceScale)
                    .apply(to: &pixels, width: layer.width, height: layer.height, stride: layer.stride, channels: 4, edges: .transparent)
                if blur.isOpaque { Self.restoreAlpha(&pixels, from: layer.pixels) }
                paint(pixels, like: layer, format: CAIRO_FORMAT_ARGB32)
            }
            cairo_pattern_destroy(content)
        } else {
            for child in children { draw(child) }
        }
    }

    /// Paints `shadow.color` through the layer's alpha, blurred and offset.
    private func drawShadow(_ shadow: LayerShadow, of content: OpaquePointer?) {
        guard shadow.color.alpha > 0, shadow.radius.isFinite, shadow.x.isFinite, shadow.y.isFinite,
              let layer = LayerPixels(content) else { return }
        let alphaStride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(layer.width)))
        var alpha = [UInt8](repeating: 0, count: alphaStride * layer.height)
        for y in 0..<layer.height {
            for x in 0..<layer.width { alpha[y * alphaStride + x] = layer.pixels[y * layer.stride + x * 4 + 3] }
        }
        GaussianBlur(sigma: shadow.radius * deviceScale)
            .apply(to: &alpha, width: layer.width, height: layer.height, stride: alphaStride, channels: 1, edges: .transparent)
        guard let surface = makeImageSurface(alpha, width: layer.width, height: layer.height, stride: alphaStride,
                                             format: CAIRO_FORMAT_A8) else { return }
        let offset = deviceDistance(x: shadow.x, y: shadow.y)
        let pattern = devicePattern(surface, origin: (layer.origin.x + offset.x, layer.origin.y + offset.y))
        setSource(shadow.color)
        cairo_mask(cr, pattern)
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(surface)
    }

    /// Paints pixels laid out like `layer` at its place.
    private func paint(_ pixels: [UInt8], like layer: LayerPixels, format: cairo_format_t) {
        guard let surface = makeImageSurface(pixels, width: layer.width, height: layer.height, stride: layer.stride, format: format)
        else { return }
        let pattern = devicePattern(surface, origin: layer.origin)
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
}
