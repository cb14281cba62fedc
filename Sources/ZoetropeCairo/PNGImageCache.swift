import Foundation
import CPNG
import ZoetropeDisplay

/// PNG files decoded once per process into premultiplied BGRA pixels (Cairo's ARGB32 on little-endian machines).
///
/// Decoding uses libpng's simplified read API, which reports errors by return value (no `setjmp` through Swift).
/// Entries are keyed by path and kept for the process's life; failures are remembered too. Thread-safe.
final class PNGImageCache: @unchecked Sendable {
    struct Decoded: Sendable {
        var width: Int, height: Int
        /// Premultiplied BGRA rows of `width × 4` bytes.
        var pixels: [UInt8]
    }

    static let shared = PNGImageCache()
    private let lock = NSLock()
    private var entries: [String: Decoded?] = [:]

    /// The decoded image at `path`, or nil when it is missing or not a PNG libpng can read.
    func image(at path: String) -> Decoded? {
        lock.lock()
        if let entry = entries[path] { lock.unlock(); return entry }
        lock.unlock()
        let decoded = Self.decode(path)
        lock.lock()
        entries[path] = .some(decoded)
        lock.unlock()
        return decoded
    }

    private static func decode(_ path: String) -> Decoded? {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        guard png_image_begin_read_from_file(&png, path) != 0 else { return nil }
        png.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA | PNG_FORMAT_FLAG_BGR)
        let width = Int(png.width), height = Int(png.height)
        guard width > 0, height > 0, width <= 1 << 14, height <= 1 << 14 else { png_image_free(&png); return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let ok = pixels.withUnsafeMutableBytes { png_image_finish_read(&png, nil, $0.baseAddress, Int32(width * 4), nil) }
        png_image_free(&png)
        guard ok != 0 else { return nil }
        var i = 0
        while i < pixels.count {
            let a = Int(pixels[i + 3])
            for c in 0..<3 { pixels[i + c] = UInt8((Int(pixels[i + c]) * a + 127) / 255) }
            i += 4
        }
        return Decoded(width: width, height: height, pixels: pixels)
    }
}
