import Foundation
import ZoetropeDisplay

/// PNG files decoded once per process into premultiplied BGRA pixels (Cairo's ARGB32 on little-endian machines).
///
/// Decoding is `PNGDecoder`'s (libpng). Entries are keyed by path and kept for the process's life; failures are
/// remembered too. Thread-safe.
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

    /// Files are limited to 16,384 pixels a side: a picture, not a frame.
    private static func decode(_ path: String) -> Decoded? {
        guard let data = FileManager.default.contents(atPath: path),
              let image = try? PNGDecoder(maximumPixelDimension: 1 << 14).decode([UInt8](data))
        else { return nil }
        return Decoded(width: image.width, height: image.height, pixels: image.pixels)
    }
}
