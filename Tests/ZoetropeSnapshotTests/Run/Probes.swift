import ZoetropeCairo
import ZoetropeDisplay

/// This machine's Pango version, as the environment reads it.
enum LibraryVersionsProbe {
    static var pango: String { LibraryVersions.pango }
}

/// PNG bytes as baselines are written.
enum PNGEncoderProbe {
    static func encode(_ image: RasterImage) throws -> [UInt8] { try PNGEncoder(compression: .smallest).encode(image) }
}
