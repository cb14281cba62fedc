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

        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height))
        header += [8, opaque ? 2 : 6, 0, 0, 0]  // bit depth, colour type, deflate, adaptive filtering, no interlace
        chunk("IHDR", header, into: &file)
        chunk("sRGB", [0], into: &file)  // perceptual rendering intent, as libpng's simplified writer marks sRGB
        chunk("IDAT", compressed, into: &file)
        chunk("IEND", [], into: &file)
        return file
    }

    private static func chunk(_ type: String, _ data: [UInt8], into file: inout [UInt8]) {
        let typed = Array(type.utf8) + data
        file += bigEndian(UInt32(data.count)) + typed
        let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        file += bigEndian(UInt32(crc))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
