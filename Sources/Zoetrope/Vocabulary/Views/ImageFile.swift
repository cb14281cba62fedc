import Foundation

/// A picture file found for `Image(_:)`: its absolute path, pixel size and scale (from an `@2x`/`@3x` suffix).
struct ImageFile: Hashable, Sendable {
    var path: String
    var pixelSize: CGSize
    var scale: CGFloat

    /// The size in points: pixels divided by the scale.
    var pointSize: CGSize { CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale) }

    /// Why a name gave no usable file.
    enum Failure: Error, Equatable {
        /// No file in any of the searched folders.
        case notFound(searched: [String])
        /// The file exists but does not start like a PNG file.
        case notPNG(path: String)
    }

    /// Finds `name`: an absolute path, or a path relative to `directory` or to a folder of `assetPath`
    /// (colon-separated, as `ZOETROPE_ASSET_PATH`), in that order. `.png` is appended to a name without an
    /// extension; where the exact name is missing, its `@3x` and `@2x` variants are tried.
    static func locate(_ name: String, directory: String = FileManager.default.currentDirectoryPath,
                       assetPath: String? = ProcessInfo.processInfo.environment["ZOETROPE_ASSET_PATH"]) -> Result<ImageFile, Failure> {
        let file = (name as NSString).pathExtension.isEmpty ? name + ".png" : name
        let stem = (file as NSString).deletingPathExtension, ext = (file as NSString).pathExtension
        let names = [file, stem + "@3x." + ext, stem + "@2x." + ext]
        let folders = file.hasPrefix("/") ? [""] : [directory] + (assetPath ?? "").split(separator: ":").map(String.init)
        var searched: [String] = []
        for folder in folders {
            for candidate in names {
                let path = folder.isEmpty ? candidate : (folder as NSString).appendingPathComponent(candidate)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
                guard let size = pngPixelSize(at: path) else { return .failure(.notPNG(path: path)) }
                return .success(ImageFile(path: (path as NSString).standardizingPath, pixelSize: size, scale: scale(of: candidate)))
            }
            searched.append(folder.isEmpty ? "/" : folder)
        }
        return .failure(.notFound(searched: searched))
    }

    /// 3 or 2 for a name ending in `@3x`/`@2x` before its extension, otherwise 1.
    static func scale(of name: String) -> CGFloat {
        let stem = ((name as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// The width and height in a PNG file's header (signature, then the IHDR chunk), or nil when it is not a PNG.
    static func pngPixelSize(at path: String) -> CGSize? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24), data.count == 24 else { return nil }
        let bytes = [UInt8](data)
        guard bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], bytes[12..<16] == [0x49, 0x48, 0x44, 0x52]
        else { return nil }
        func uint32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = uint32(16), height = uint32(20)
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
    }
}
