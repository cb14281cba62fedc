import Foundation
import CCairo
import ZoetropeDisplay

/// The pixel effects of a group drawn after its blur, mask and shadow: a colour matrix (SwiftUI's brightness,
/// contrast, saturation, grayscale, hue rotation, colour multiply and invert) and a perspective projection
/// (`rotation3DEffect`). The layer is drawn flat into device pixels, then filtered and resampled by hand, since
/// Cairo has neither colour matrices nor projective transforms.
extension CairoPainter {
    mutating func drawFiltered(_ group: GroupItem) {
        // The flat layer is drawn without the clips around it: a projection can bring in what lies outside them.
        cairo_save(cr)
        if group.projection != nil { cairo_reset_clip(cr) }
        cairo_push_group(cr)
        drawLayer(group.children, blur: group.blur, mask: group.mask, shadow: group.shadow)
        let content = cairo_pop_group(cr)
        cairo_restore(cr)
        defer { cairo_pattern_destroy(content) }
        guard let layer = LayerPixels(content), let drawn = layer.alphaBounds else { return }
        var pixels = layer.pixels(in: drawn)
        if let matrix = group.colorMatrix { Self.filter(&pixels, through: matrix) }
        let origin = (x: layer.origin.x + Double(drawn.x), y: layer.origin.y + Double(drawn.y))
        guard let projection = group.projection else {
            paint(pixels, width: drawn.width, height: drawn.height, at: origin)
            return
        }
        drawProjected(pixels, width: drawn.width, height: drawn.height, origin: origin, projection: projection)
    }

    /// Runs premultiplied ARGB32 pixels (Cairo's byte order B, G, R, A on little-endian machines) through
    /// `matrix`, which works on straight alpha: each pixel is un-premultiplied, filtered, clamped and premultiplied.
    static func filter(_ pixels: inout [UInt8], through matrix: ColorMatrix) {
        var i = 0
        while i < pixels.count {
            let a = Double(pixels[i + 3]) / 255
            if a > 0 || matrix.rows[3][4] != 0 {
                let scale = a > 0 ? 1 / (a * 255) : 0
                let b = Double(pixels[i]) * scale, g = Double(pixels[i + 1]) * scale, r = Double(pixels[i + 2]) * scale
                let (r2, g2, b2, a2) = matrix.apply(r, g, b, a)
                pixels[i] = UInt8((b2 * a2 * 255).rounded())
                pixels[i + 1] = UInt8((g2 * a2 * 255).rounded())
                pixels[i + 2] = UInt8((r2 * a2 * 255).rounded())
                pixels[i + 3] = UInt8((a2 * 255).rounded())
            }
            i += 4
        }
    }

    /// Paints the flat layer (premultiplied pixels whose pixel (0, 0) is at device point `origin`) through
    /// `projection`, given in the current user space: every device pixel the projected layer may cover is mapped
    /// back through the inverse projection and sampled bilinearly from the flat layer.
    private func drawProjected(_ pixels: [UInt8], width: Int, height: Int, origin: (x: Double, y: Double), projection: Projection) {
        // The projection in device space: device → user, the projection, user → device.
        let m = currentMatrix
        let userToDevice = Transform2D(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        let det = m.xx * m.yy - m.xy * m.yx
        guard det.isFinite, abs(det) > 1e-12 else { return }
        let deviceToUser = Transform2D(a: m.yy / det, b: -m.yx / det, c: -m.xy / det, d: m.xx / det,
                                       tx: (m.xy * m.y0 - m.yy * m.x0) / det, ty: (m.yx * m.x0 - m.xx * m.y0) / det)
        let device = Projection(deviceToUser).then(projection).then(Projection(userToDevice))
        guard let inverse = device.inverted else { return }
        // Where the layer's corners land; a corner behind the viewer leaves the whole clip to search.
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        guard var bounds = deviceRect(userX: x0, y: y0, x2: x1, y2: y1) else { return }
        let corners = [(0.0, 0.0), (Double(width), 0.0), (0.0, Double(height)), (Double(width), Double(height))]
            .map { device.apply(to: CGPoint(x: origin.x + $0.0, y: origin.y + $0.1)) }
        if corners.allSatisfy({ $0 != nil }) {
            let xs = corners.map { $0!.x }, ys = corners.map { $0!.y }
            let minX = Int(xs.min()!.rounded(.down)) - 1, minY = Int(ys.min()!.rounded(.down)) - 1
            bounds = bounds.intersection(DeviceRect(x: minX, y: minY, width: Int(xs.max()!.rounded(.up)) + 1 - minX,
                                                    height: Int(ys.max()!.rounded(.up)) + 1 - minY))
        }
        guard !bounds.isEmpty else { return }
        var out = [UInt8](repeating: 0, count: bounds.width * bounds.height * 4)
        let stride = width * 4
        pixels.withUnsafeBufferPointer { src in
            for row in 0..<bounds.height {
                let dy = Double(bounds.y + row) + 0.5
                for col in 0..<bounds.width {
                    let dx = Double(bounds.x + col) + 0.5
                    // The flat layer's point shown here, if the plane is in front of the viewer there.
                    let w = inverse.m13 * dx + inverse.m23 * dy + inverse.m33
                    guard abs(w) > 1e-12 else { continue }
                    let sx = (inverse.m11 * dx + inverse.m21 * dy + inverse.m31) / w
                    let sy = (inverse.m12 * dx + inverse.m22 * dy + inverse.m32) / w
                    guard device.m13 * sx + device.m23 * sy + device.m33 > 0 else { continue }
                    // Bilinear sampling between the centres of the four nearest layer pixels; outside is transparent.
                    let fx = sx - origin.x - 0.5, fy = sy - origin.y - 0.5
                    guard fx > -1, fy > -1, fx < Double(width), fy < Double(height) else { continue }
                    let ix = Int(fx.rounded(.down)), iy = Int(fy.rounded(.down))
                    let tx = fx - Double(ix), ty = fy - Double(iy)
                    var sums: (Double, Double, Double, Double) = (0, 0, 0, 0)
                    @inline(__always) func add(_ px: Int, _ py: Int, _ weight: Double) {
                        guard weight > 0, px >= 0, py >= 0, px < width, py < height else { return }
                        let k = py * stride + px * 4
                        sums.0 += weight * Double(src[k]); sums.1 += weight * Double(src[k + 1])
                        sums.2 += weight * Double(src[k + 2]); sums.3 += weight * Double(src[k + 3])
                    }
                    add(ix, iy, (1 - tx) * (1 - ty)); add(ix + 1, iy, tx * (1 - ty))
                    add(ix, iy + 1, (1 - tx) * ty); add(ix + 1, iy + 1, tx * ty)
                    let k = (row * bounds.width + col) * 4
                    out[k] = UInt8(min(sums.0.rounded(), 255)); out[k + 1] = UInt8(min(sums.1.rounded(), 255))
                    out[k + 2] = UInt8(min(sums.2.rounded(), 255)); out[k + 3] = UInt8(min(sums.3.rounded(), 255))
                }
            }
        }
        paint(out, width: bounds.width, height: bounds.height, at: (Double(bounds.x), Double(bounds.y)))
    }
}
