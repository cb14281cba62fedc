import Foundation
import ZoetropeDisplay

/// Rectangle outlines drawn onto a frame, to show where a moved view was in the baseline and where it is now.
enum BoundsOutline {
    /// Opaque colours, premultiplied BGRA.
    static let baseline: [UInt8] = [0x59, 0xC7, 0x34, 0xFF]  // green: where the baseline has the view
    static let actual: [UInt8] = [0x90, 0x00, 0xFF, 0xFF]  // magenta: where it is now

    /// `image` with a 1-pixel outline of `rect` (points, scaled by `scale` to pixels) in `colour`.
    static func draw(_ rect: CGRect, scale: Double, colour: [UInt8], on image: inout RasterImage) {
        guard rect.width.isFinite, rect.height.isFinite, image.width > 0, image.height > 0 else { return }
        let minX = Int((Double(rect.minX) * scale).rounded(.down)), maxX = Int((Double(rect.maxX) * scale).rounded(.up)) - 1
        let minY = Int((Double(rect.minY) * scale).rounded(.down)), maxY = Int((Double(rect.maxY) * scale).rounded(.up)) - 1
        func put(_ x: Int, _ y: Int) {
            guard x >= 0, y >= 0, x < image.width, y < image.height else { return }
            let i = y * image.bytesPerRow + x * 4
            for c in 0..<4 { image.pixels[i + c] = colour[c] }
        }
        guard maxX >= minX, maxY >= minY else { return }
        for x in minX...maxX { put(x, minY); put(x, maxY) }
        for y in minY...maxY { put(minX, y); put(maxX, y) }
    }

    /// The on-screen bounds a trace line gives, in points.
    static func bounds(of line: TraceLine) -> CGRect? {
        guard let text = TraceFields(parsing: line.fields).value("bounds") else { return nil }
        let numbers = TraceValue(text).numbers
        guard numbers.count == 4 else { return nil }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
