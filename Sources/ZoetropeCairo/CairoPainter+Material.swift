import Foundation
import CCairo
import ZoetropeDisplay

/// Materials: the pixels already painted behind the path, blurred, saturated, used to fill the path, then the
/// overlay colour on top (fidelity.md §8.5).
///
/// The backdrop is read from the frame's target and, when drawing inside a pushed group (opacity, effects),
/// the group's own pixels composited over it, so a material sees what is behind it in the frame even while it
/// fades. It covers the path's device bounds plus the blur's reach; beyond the frame's edge it repeats the edge
/// pixels. The blur is `GaussianBlur` on premultiplied 8-bit channels; saturation uses Rec. 709 luma weights on the
/// sRGB-encoded premultiplied channels (s = 1 unchanged, 0 grey), clamped to 0...alpha.
extension CairoPainter {
    func drawMaterial(_ material: MaterialPaint, isStroke: Bool) {
        let sigma = material.blurRadius * deviceScale
        let blur = GaussianBlur(sigma: sigma)
        if let area = pathDeviceRect(isStroke: isStroke), var backdrop = readBackdrop(area.insetBy(-blur.reach)) {
            let margin = blur.reach
            var width = area.width + 2 * margin, height = area.height + 2 * margin
            // A wide blur is computed at 1/k resolution (k·k blocks averaged, σ reduced by what the block average and
            // the bilinear enlargement add, about k²/4 in variance) and enlarged by Cairo's bilinear filter: the
            // result differs from the full-resolution blur by well under 1 % and costs 1/k² of it.
            let k = sigma > 24 ? Int(sigma / 8) : 1
            if k > 1 {
                (backdrop, width, height) = Self.shrink(backdrop, width: width, height: height, by: k)
                GaussianBlur(sigma: (sigma * sigma - Double(k * k) / 4).squareRoot() / Double(k))
                    .apply(to: &backdrop, width: width, height: height, stride: width * 4, channels: 4, edges: .extend)
            } else {
                blur.apply(to: &backdrop, width: width, height: height, stride: width * 4, channels: 4, edges: .extend)
            }
            Self.saturate(&backdrop, by: material.saturation.isFinite ? material.saturation : 1)
            if let surface = makeImageSurface(backdrop, width: width, height: height, stride: width * 4) {
                let pattern = devicePattern(surface, origin: (Double(area.x - margin), Double(area.y - margin)),
                                            pixelSize: Double(k))
                if k > 1 {
                    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
                    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
                }
                cairo_set_source(cr, pattern)
                if isStroke { cairo_stroke_preserve(cr) } else { cairo_fill_preserve(cr) }
                cairo_pattern_destroy(pattern)
                cairo_surface_destroy(surface)
            }
        }
        setSource(material.overlay)
        paintPath(isStroke: isStroke)
    }

    /// `pixels` (4 channels, `width × height`) with each `k × k` block averaged into one pixel (partial blocks at
    /// the right and bottom edges average the pixels they have).
    static func shrink(_ pixels: [UInt8], width: Int, height: Int, by k: Int) -> ([UInt8], Int, Int) {
        let w = (width + k - 1) / k, h = (height + k - 1) / k
        var sums = [Int](repeating: 0, count: w * h * 4)
        var counts = [Int](repeating: 0, count: w * h)
        for y in 0..<height {
            let row = y * width * 4, block = (y / k) * w
            for x in 0..<width {
                let b = block + x / k
                counts[b] += 1
                for c in 0..<4 { sums[b * 4 + c] += Int(pixels[row + x * 4 + c]) }
            }
        }
        var result = [UInt8](repeating: 0, count: w * h * 4)
        for b in 0..<(w * h) where counts[b] > 0 {
            for c in 0..<4 { result[b * 4 + c] = UInt8((sums[b * 4 + c] + counts[b] / 2) / counts[b]) }
        }
        return (result, w, h)
    }

    /// The premultiplied BGRA pixels behind `area` (device pixels, rows of `area.width × 4` bytes); pixels outside the
    /// frame repeat its nearest edge pixel.
    private func readBackdrop(_ area: DeviceRect) -> [UInt8]? {
        guard !area.isEmpty, area.width < 1 << 15, area.height < 1 << 15 else { return nil }
        let root = cairo_get_target(cr)
        var pixels = [UInt8](repeating: 0, count: area.width * area.height * 4)
        guard Self.copy(from: root, area: area, into: &pixels, over: false, extendEdges: true) else { return nil }
        let group = cairo_get_group_target(cr)
        if group != root { _ = Self.copy(from: group, area: area, into: &pixels, over: true, extendEdges: false) }
        return pixels
    }

    /// Copies (or composites over, premultiplied) the pixels of an image surface at device `area` into `pixels`.
    private static func copy(from surface: OpaquePointer?, area: DeviceRect, into pixels: inout [UInt8], over: Bool,
                             extendEdges: Bool) -> Bool {
        guard let surface, cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return false }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return false }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0 else { return false }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(surface, &ox, &oy)
        for row in 0..<area.height {
            var sy = area.y + row + Int(oy)
            if sy < 0 || sy >= height {
                guard extendEdges else { continue }
                sy = min(max(sy, 0), height - 1)
            }
            for column in 0..<area.width {
                var sx = area.x + column + Int(ox)
                if sx < 0 || sx >= width {
                    guard extendEdges else { continue }
                    sx = min(max(sx, 0), width - 1)
                }
                let s = sy * stride + sx * 4, d = (row * area.width + column) * 4
                if over {
                    let inverse = 255 - Int(data[s + 3])
                    for c in 0..<4 { pixels[d + c] = UInt8(Int(data[s + c]) + (Int(pixels[d + c]) * inverse + 127) / 255) }
                } else {
                    for c in 0..<4 { pixels[d + c] = data[s + c] }
                }
            }
        }
        return true
    }

    /// Scales each pixel's distance from its grey (Rec. 709 luma of the premultiplied sRGB channels) by `s`.
    static func saturate(_ pixels: inout [UInt8], by s: Double) {
        guard s != 1 else { return }
        var i = 0
        while i < pixels.count {
            let b = Double(pixels[i]), g = Double(pixels[i + 1]), r = Double(pixels[i + 2]), a = Double(pixels[i + 3])
            let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
            func channel(_ v: Double) -> UInt8 { UInt8(min(max(luma + (v - luma) * s, 0), a).rounded()) }
            pixels[i] = channel(b); pixels[i + 1] = channel(g); pixels[i + 2] = channel(r)
            i += 4
        }
    }
}
