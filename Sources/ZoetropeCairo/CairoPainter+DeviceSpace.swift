import Foundation
import CCairo

/// A rectangle of whole device pixels.
struct DeviceRect: Equatable {
    var x: Int, y: Int, width: Int, height: Int

    var isEmpty: Bool { width <= 0 || height <= 0 }

    func intersection(_ other: DeviceRect) -> DeviceRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width), y1 = min(y + height, other.y + other.height)
        return DeviceRect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
    }

    func insetBy(_ d: Int) -> DeviceRect { DeviceRect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }
}

/// Conversions between the current user space and device pixels, for the effects that work on pixels.
extension CairoPainter {
    /// The current transformation (user space to device space).
    var currentMatrix: cairo_matrix_t {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return m
    }

    /// Device pixels per user unit: the square root of the transformation's area scale.
    var deviceScale: Double {
        let m = currentMatrix
        return abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
    }

    /// The device offset of a user-space vector.
    func deviceDistance(x: Double, y: Double) -> (x: Double, y: Double) {
        var dx = x, dy = y
        cairo_user_to_device_distance(cr, &dx, &dy)
        return (dx, dy)
    }

    /// The whole device pixels covering a user-space rectangle.
    func deviceRect(userX x0: Double, y y0: Double, x2 x1: Double, y2 y1: Double) -> DeviceRect? {
        var xs: [Double] = [], ys: [Double] = []
        for (ux, uy) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] {
            var dx = ux, dy = uy
            cairo_user_to_device(cr, &dx, &dy)
            xs.append(dx); ys.append(dy)
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              [minX, maxX, minY, maxY].allSatisfy({ $0.isFinite && abs($0) < 1e7 }) else { return nil }
        let x = Int(minX.rounded(.down)), y = Int(minY.rounded(.down))
        return DeviceRect(x: x, y: y, width: Int(maxX.rounded(.up)) - x, height: Int(maxY.rounded(.up)) - y)
    }

    /// The device pixels the current path would touch when filled or stroked, within the clip.
    func pathDeviceRect(isStroke: Bool) -> DeviceRect? {
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        if isStroke { cairo_stroke_extents(cr, &x0, &y0, &x1, &y1) } else { cairo_fill_extents(cr, &x0, &y0, &x1, &y1) }
        guard let path = deviceRect(userX: x0, y: y0, x2: x1, y2: y1) else { return nil }
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        guard let clip = deviceRect(userX: x0, y: y0, x2: x1, y2: y1) else { return nil }
        let result = path.intersection(clip)
        return result.isEmpty ? nil : result
    }

    /// A pattern showing `surface` with its pixel (0, 0) at device point `origin`, whatever the current transform.
    /// With `pixelSize` > 1 each surface pixel covers `pixelSize × pixelSize` device pixels.
    func devicePattern(_ surface: OpaquePointer?, origin: (x: Double, y: Double), pixelSize: Double = 1) -> OpaquePointer? {
        let pattern = cairo_pattern_create_for_surface(surface)
        var ctm = currentMatrix
        var shift = cairo_matrix_t()
        cairo_matrix_init_translate(&shift, -origin.x, -origin.y)
        var m = cairo_matrix_t()
        cairo_matrix_multiply(&m, &ctm, &shift)
        if pixelSize != 1 {
            var shrink = cairo_matrix_t()
            cairo_matrix_init_scale(&shrink, 1 / pixelSize, 1 / pixelSize)
            var scaled = cairo_matrix_t()
            cairo_matrix_multiply(&scaled, &m, &shrink)
            m = scaled
        }
        cairo_pattern_set_matrix(pattern, &m)
        return pattern
    }
}

/// A premultiplied ARGB32 image surface filled from `pixels` (`stride` bytes per row), owned by Cairo.
func makeImageSurface(_ pixels: [UInt8], width: Int, height: Int, stride: Int, format: cairo_format_t = CAIRO_FORMAT_ARGB32) -> OpaquePointer? {
    let surface = cairo_image_surface_create(format, Int32(width), Int32(height))
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
        cairo_surface_destroy(surface)
        return nil
    }
    let surfaceStride = Int(cairo_image_surface_get_stride(surface))
    pixels.withUnsafeBufferPointer { source in
        for y in 0..<height {
            (data + y * surfaceStride).update(from: source.baseAddress! + y * stride, count: min(stride, surfaceStride))
        }
    }
    cairo_surface_mark_dirty(surface)
    return surface
}
