import CCairo
import ZoetropeDisplay

/// Draws display lists into pixels with Cairo: the only place where frames become pixels.
///
/// The surface is ARGB32 (premultiplied BGRA bytes on little-endian machines), `list.pixelWidth × list.pixelHeight`,
/// with one point = `list.scale` pixels and Cairo's default grey anti-aliasing. Drawing is deterministic: the same
/// list gives the same bytes on the same machine, whichever thread draws it.
public struct CairoRasterizer: Sendable {
    /// The largest width or height, in pixels, that Cairo's image surfaces accept.
    public static let maximumPixelDimension = 32767

    public init() {}

    /// Draws `list` into a new image. A list whose pixel size is empty or larger than
    /// `maximumPixelDimension` gives an image with no pixels (callers validate sizes before rendering).
    public func draw(_ list: DisplayList) -> RasterImage {
        let width = list.pixelWidth, height = list.pixelHeight
        guard width > 0, height > 0,
              width <= Self.maximumPixelDimension, height <= Self.maximumPixelDimension,
              list.scale.isFinite, list.scale > 0
        else { return RasterImage(width: 0, height: 0, bytesPerRow: 0, pixels: []) }

        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        var pixels = [UInt8](repeating: 0, count: stride * height)
        pixels.withUnsafeMutableBufferPointer { buffer in
            let surface = cairo_image_surface_create_for_data(
                buffer.baseAddress, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
            let cr = cairo_create(surface)
            cairo_scale(cr, list.scale, list.scale)
            var painter = CairoPainter(cr: cr)
            if let background = list.background {
                painter.setSource(background)
                cairo_paint(cr)
            }
            for item in list.items { painter.draw(item) }
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        return RasterImage(width: width, height: height, bytesPerRow: stride, pixels: pixels)
    }
}
