import CPNG
import ZoetropeDisplay

/// PNG files assembled by hand around one zlib stream at level 9 (libpng's simplified API offers only its fast
/// setting and its default): the signature, IHDR, an sRGB chunk as libpng writes, one IDAT of rows with filter NONE,
/// IEND. Opaque images are 8-bit RGB, others 8-bit straight-alpha RGBA, as `PNGEncoder` writes them.
enum PNGFileWriter {
    static func smallest(_ image: RasterImage) throws -> [UInt8] {
        let opaque = image.isOpaque
        let channels = opaque ? 3 : 4
        let samples = opaque ? image.rgbBytes() : image.straightRGBABytes()
        let rowBytes = image.width * channels
        var raw = [UInt8]()
        raw.reserveCapacity((rowBytes + 1) * image.height)
        for row in 0..<image.height {
            raw.append(0)  // filter NONE
            raw.append(contentsOf: samples[(row * rowBytes)..<((row + 1) * rowBytes)])
        }
        var capacity = compressBound(uLong(raw.count))
        var compressed = [UInt8](repeating: 0, count: Int(capacity))
        let status = compressed.withUnsafeMutableBufferPointer { out in
            raw.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &capacity, input.baseAddress, uLong(input.count), 9)
            }
        }
        guard status == Z_OK else {
            throw PNGEncodingError(message: "zlib: compress2 failed (\(status))", width: image.width, height: image.height)
        }
        compressed.removeSubrange(Int(capacity)...)

        let total = ChunkWriter.headerBytes + (12 + compressed.count) + 12
        return [UInt8](unsafeUninitializedCapacity: total) { file, initialized in
            var writer = ChunkWriter(file: file)
            writer.header(width: image.width, height: image.height, colourType: opaque ? 2 : 6)
            writer.chunk("IDAT", count: compressed.count) { w in compressed.withUnsafeBytes { w.raw($0) } }
            writer.chunk("IEND", count: 0) { _ in }
            initialized = writer.offset
        }
    }
}
