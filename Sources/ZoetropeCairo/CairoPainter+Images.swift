import Foundation
import CCairo
import ZoetropeDisplay

/// Pictures: a decoded PNG scaled into its rectangle (edges padded, so scaling up does not fade the border). A file
/// that cannot be decoded draws `ImageItem.placeholderColor` over the rectangle instead.
extension CairoPainter {
    func draw(_ image: ImageItem) {
        let r = image.rect
        guard [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite), r.width > 0, r.height > 0 else { return }
        cairo_new_path(cr)
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        guard let decoded = PNGImageCache.shared.image(at: image.path),
              let surface = makeImageSurface(decoded.pixels, width: decoded.width, height: decoded.height, stride: decoded.width * 4)
        else {
            setSource(ImageItem.placeholderColor)
            cairo_fill(cr)
            return
        }
        let pattern = cairo_pattern_create_for_surface(surface)
        let sx = Double(decoded.width) / r.width, sy = Double(decoded.height) / r.height
        var m = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: -r.minX * sx, y0: -r.minY * sy)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        switch image.interpolation {
        case .none: cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        case .low: cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        case .medium, .high: cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        }
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
        cairo_surface_destroy(surface)
    }
}
