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

        let stride = Self.stride(width: width)
        var pixels = [UInt8](repeating: 0, count: stride * height)
        pixels.withUnsafeMutableBytes { buffer in
            Self.paint(list, into: buffer.baseAddress!, width: width, height: height, stride: stride, cleared: true)
        }
        return RasterImage(width: width, height: height, bytesPerRow: stride, pixels: pixels)
    }

    /// Draws `list` into `buffer`, reusing its memory from the frame before: the same pixels as `draw(_:)`.
    /// Returns false (and draws nothing) for a size `draw(_:)` would refuse.
    @discardableResult
    public func draw(_ list: DisplayList, into buffer: FrameBuffer) -> Bool {
        let width = list.pixelWidth, height = list.pixelHeight
        guard width > 0, height > 0,
              width <= Self.maximumPixelDimension, height <= Self.maximumPixelDimension,
              list.scale.isFinite, list.scale > 0
        else { return false }
        let stride = Self.stride(width: width)
        buffer.resize(width: width, height: height, bytesPerRow: stride)
        Self.paint(list, into: buffer.bytes.baseAddress!, width: width, height: height, stride: stride, cleared: false)
        return true
    }

    private static func stride(width: Int) -> Int {
        Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    }

    /// Paints the background and the items. On memory that is not `cleared`, the background is painted with
    /// SOURCE (over transparent zeros OVER gives the same bytes), or the memory is zeroed when there is none.
    private static func paint(_ list: DisplayList, into data: UnsafeMutableRawPointer, width: Int, height: Int,
                              stride: Int, cleared: Bool) {
        let surface = cairo_image_surface_create_for_data(
            data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
        let cr = cairo_create(surface)
        cairo_scale(cr, list.scale, list.scale)
        var painter = CairoPainter(cr: cr)
        if let background = list.background {
            painter.setSource(background)
            if !cleared { cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE) }
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        } else if !cleared {
            data.initializeMemory(as: UInt8.self, repeating: 0, count: stride * height)
        }
        for item in list.items { painter.draw(item) }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
    }
}

/// Pixel memory kept by one thread from frame to frame (`CairoRasterizer.draw(_:into:)`), so that frames of the
/// same size allocate and page-fault nothing.
public final class FrameBuffer {
    public private(set) var width = 0
    public private(set) var height = 0
    public private(set) var bytesPerRow = 0
    private(set) var bytes = UnsafeMutableRawBufferPointer(start: nil, count: 0)

    public init() {}

    deinit { bytes.deallocate() }

    func resize(width: Int, height: Int, bytesPerRow: Int) {
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        let count = bytesPerRow * height
        guard bytes.count < count else { return }
        bytes.deallocate()
        bytes = .allocate(byteCount: count, alignment: 16)
    }

    /// The premultiplied BGRA rows of the last frame drawn.
    public var pixels: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[0..<(bytesPerRow * height)]) }

}
