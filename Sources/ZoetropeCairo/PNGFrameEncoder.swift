import CPNG
import ZoetropeDisplay

/// The one PNG writer: the file bytes libpng's simplified writer makes at `PNG_IMAGE_FLAG_FAST` (`.fast`), or one
/// zlib stream at level 9 (`.smallest`, for snapshot baselines), assembled around zlib itself.
///
/// libpng's fast setting is filter NONE and one zlib stream at level 3 (window 15, memory level 8, default
/// strategy), cut into IDAT chunks of 8,192 bytes, after IHDR and an sRGB chunk. This writer assembles exactly
/// that, but keeps its buffers and its deflate state from frame to frame (a 1179 × 2556 frame allocated and
/// page-faulted about 30 MB of fresh memory through libpng), converts BGRA to the filtered rows in one pass that also
/// finds whether the image is opaque, and feeds zlib the whole image at once. For images of at most 16,384 bytes of
/// rows libpng narrows the zlib window and the window size in the stream's header; so does this writer
/// (`narrowedWindowBits`, `optimizedHeader`). `PNGFrameEncoderTests` compares it with libpng byte for byte.
/// `.smallest` is the same file at level 9 in a single IDAT, as zlib's `compress2` makes the stream
/// (`pipeline-notes.md` §0.1: baselines live in git).
///
/// Opaque images are written as 8-bit RGB; anything with transparency as 8-bit straight-alpha RGBA. Output is
/// deterministic (no time stamps, fixed settings); the sRGB chunk describes Cairo's output truthfully.
public final class PNGFrameEncoder {
    /// libpng narrows the zlib window for images of at most this many bytes of filtered rows.
    static let libpngWindowLimit = 16_384
    /// libpng's IDAT size: the size of its compression buffer.
    static let idatChunk = 8_192

    public let compression: PNGEncoder.Compression
    private var rows: UnsafeMutableRawBufferPointer
    private var compressed: UnsafeMutableRawBufferPointer
    private var stream = z_stream()
    /// The window bits the deflate state was made with, nil before the first frame.
    private var streamWindowBits: Int32?

    /// An encoder at libpng's fast setting.
    public convenience init() {
        self.init(compression: .fast)
    }

    public init(compression: PNGEncoder.Compression) {
        self.compression = compression
        rows = UnsafeMutableRawBufferPointer(start: nil, count: 0)
        compressed = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    }

    deinit {
        if streamWindowBits != nil { deflateEnd(&stream) }
        rows.deallocate()
        compressed.deallocate()
    }

    /// The PNG file bytes of `image` (premultiplied BGRA rows, as Cairo draws them).
    public func encode(_ image: RasterImage) throws -> [UInt8] {
        try image.pixels.withUnsafeBytes { pixels in
            try encode(pixels: UnsafeRawBufferPointer(pixels), width: image.width, height: image.height,
                       bytesPerRow: image.bytesPerRow)
        }
    }

    /// The PNG file bytes of `height` rows of `width` premultiplied BGRA pixels, `bytesPerRow` apart.
    public func encode(pixels: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int) throws -> [UInt8] {
        guard width > 0, height > 0 else {
            throw PNGEncodingError(message: "cannot write an image with no pixels", width: width, height: height)
        }
        reserveRows((width * 4 + 1) * height + 4)
        let opaque = convertOpaque(pixels, width: width, height: height, bytesPerRow: bytesPerRow)
        let channels = opaque ? 3 : 4
        if !opaque { convertStraight(pixels, width: width, height: height, bytesPerRow: bytesPerRow) }
        let count = (width * channels + 1) * height
        let windowBits = compression == .fast ? Self.narrowedWindowBits(rowsCount: count) : 15
        let body = try deflateRows(count: count, windowBits: windowBits, width: width, height: height)
        var header = Self.zlibHeader(windowBits: windowBits, level: level)
        if compression == .fast { header = Self.optimizedHeader(header, rowsCount: count) }
        return assemble(body: body, header: header, rowsCount: count, width: width, height: height,
                        colourType: opaque ? 2 : 6)
    }

    private func reserveRows(_ count: Int) {
        guard rows.count < count else { return }
        rows.deallocate()
        rows = .allocate(byteCount: count, alignment: 16)
    }

    /// Filter byte 0 then R, G, B per pixel, row after row; false (rows unfinished) at the first pixel not opaque.
    private func convertOpaque(_ pixels: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int) -> Bool {
        guard let source = pixels.baseAddress, let out = rows.baseAddress else { return false }
        var o = 0
        for y in 0..<height {
            out.storeBytes(of: 0, toByteOffset: o, as: UInt8.self)
            o += 1
            let row = source + y * bytesPerRow
            var alpha: UInt32 = 0xFF00_0000
            for x in 0..<width {
                // Little-endian BGRA: the value is A R G B from the top byte down; byte-swapped and shifted it is
                // R G B in memory order, written as four bytes of which the fourth is overwritten next.
                let value = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                alpha &= value
                out.storeBytes(of: value.byteSwapped >> 8, toByteOffset: o, as: UInt32.self)
                o += 3
            }
            if alpha != 0xFF00_0000 { return false }
        }
        return true
    }

    /// Filter byte 0 then straight-alpha R, G, B, A per pixel, rounded as `RasterImage.rgba(x:y:)`.
    private func convertStraight(_ pixels: UnsafeRawBufferPointer, width: Int, height: Int, bytesPerRow: Int) {
        guard let source = pixels.baseAddress, let out = rows.baseAddress else { return }
        var o = 0
        for y in 0..<height {
            out.storeBytes(of: 0, toByteOffset: o, as: UInt8.self)
            o += 1
            let row = source + y * bytesPerRow
            for x in 0..<width {
                let a = row.load(fromByteOffset: x * 4 + 3, as: UInt8.self)
                let (r, g, b) = RasterImage.straight(blue: row.load(fromByteOffset: x * 4, as: UInt8.self),
                                                     green: row.load(fromByteOffset: x * 4 + 1, as: UInt8.self),
                                                     red: row.load(fromByteOffset: x * 4 + 2, as: UInt8.self), alpha: a)
                out.storeBytes(of: r, toByteOffset: o, as: UInt8.self)
                out.storeBytes(of: g, toByteOffset: o + 1, as: UInt8.self)
                out.storeBytes(of: b, toByteOffset: o + 2, as: UInt8.self)
                out.storeBytes(of: a, toByteOffset: o + 3, as: UInt8.self)
                o += 4
            }
        }
    }

    /// zlib's level: 3 is libpng's fast setting, 9 the smallest.
    private var level: Int32 { compression == .fast ? 3 : 9 }

    /// libpng's window for `rowsCount` bytes of rows (`png_deflate_claim`): 15 bits, halved while the rows and
    /// zlib's 262 bytes of look-ahead still fit in half of it, for images of at most 16,384 bytes of rows.
    static func narrowedWindowBits(rowsCount: Int) -> Int32 {
        var windowBits: Int32 = 15
        guard rowsCount <= libpngWindowLimit else { return windowBits }
        var halfWindow = 1 << (windowBits - 1)
        while rowsCount + 262 <= halfWindow {
            halfWindow >>= 1
            windowBits -= 1
        }
        return windowBits
    }

    /// The two bytes zlib starts a stream with (RFC 1950 §2.2): method 8 with the window, the level's flag, and
    /// the check bits that make the pair a multiple of 31.
    static func zlibHeader(windowBits: Int32, level: Int32) -> [UInt8] {
        let levelFlags: Int = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3
        var pair = (8 + (Int(windowBits) - 8) << 4) << 8 | levelFlags << 6
        pair += 31 - pair % 31
        return [UInt8(pair >> 8), UInt8(pair & 0xFF)]
    }

    /// libpng's `optimize_cmf`: for at most 16,384 bytes of rows, the header names the smallest window that holds
    /// them all (inflate needs no look-ahead), with the check bits redone.
    static func optimizedHeader(_ header: [UInt8], rowsCount: Int) -> [UInt8] {
        guard rowsCount <= libpngWindowLimit, header[0] & 0x0F == 8, header[0] & 0xF0 <= 0x70 else { return header }
        var info = Int(header[0] >> 4)
        var halfWindow = 1 << (info + 7)
        guard rowsCount <= halfWindow else { return header }
        repeat {
            halfWindow >>= 1
            info -= 1
        } while info > 0 && rowsCount <= halfWindow
        let cmf = 8 | info << 4
        var flags = Int(header[1]) & 0xE0
        flags += 0x1F - (cmf << 8 + flags) % 0x1F
        return [UInt8(cmf), UInt8(flags)]
    }

    /// Raw deflate of the first `count` bytes of `rows` (zlib's header and Adler-32 are written by `assemble`).
    private func deflateRows(count: Int, windowBits: Int32, width: Int, height: Int) throws -> Int {
        if let made = streamWindowBits, made == windowBits {
            deflateReset(&stream)
        } else {
            if streamWindowBits != nil { deflateEnd(&stream); streamWindowBits = nil }
            guard deflateInit2_(&stream, level, Z_DEFLATED, -windowBits, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                                Int32(MemoryLayout<z_stream>.size)) == Z_OK
            else { throw PNGEncodingError(message: "zlib: deflateInit2 failed", width: width, height: height) }
            streamWindowBits = windowBits
        }
        let bound = Int(deflateBound(&stream, uLong(count)))
        if compressed.count < bound {
            compressed.deallocate()
            compressed = .allocate(byteCount: bound, alignment: 16)
        }
        stream.next_in = rows.baseAddress!.assumingMemoryBound(to: Bytef.self)
        stream.avail_in = uInt(count)
        stream.next_out = compressed.baseAddress!.assumingMemoryBound(to: Bytef.self)
        stream.avail_out = uInt(compressed.count)
        guard deflate(&stream, Z_FINISH) == Z_STREAM_END else {
            throw PNGEncodingError(message: "zlib: deflate did not finish", width: width, height: height)
        }
        return Int(stream.total_out)
    }

    /// Signature, IHDR, sRGB, the zlib stream in IDAT chunks of 8,192 bytes (`.fast`) or in one (`.smallest`), IEND.
    private func assemble(body: Int, header: [UInt8], rowsCount: Int, width: Int, height: Int,
                          colourType: UInt8) -> [UInt8] {
        let adler = Adler32.checksum(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(rows)[0..<rowsCount]))
        let streamBytes = 2 + body + 4
        let idatChunk = compression == .fast ? Self.idatChunk : streamBytes
        let chunks = (streamBytes + idatChunk - 1) / idatChunk
        let total = ChunkWriter.headerBytes + streamBytes + 12 * chunks + 12
        return [UInt8](unsafeUninitializedCapacity: total) { file, initialized in
            var writer = ChunkWriter(file: file)
            writer.header(width: width, height: height, colourType: colourType)
            // The zlib stream: header (78 5E for a 32 KB window at level 3), the raw deflate, Adler-32 of the rows.
            let trailer: [UInt8] = [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
            let deflated = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(compressed)[0..<body])
            var position = 0
            while position < streamBytes {
                let length = min(idatChunk, streamBytes - position)
                writer.chunk("IDAT", count: length) { w in
                    // The part of header + deflate + trailer that falls in [position, position + length).
                    let end = position + length
                    for offset in min(position, 2)..<min(end, 2) { w.bytes([header[offset]]) }
                    let from = max(position, 2) - 2, to = min(end, 2 + body) - 2
                    if from < to { w.raw(UnsafeRawBufferPointer(rebasing: deflated[from..<to])) }
                    for offset in max(position, 2 + body)..<max(end, 2 + body) { w.bytes([trailer[offset - 2 - body]]) }
                }
                position += length
            }
            writer.chunk("IEND", count: 0) { _ in }
            initialized = writer.offset
        }
    }
}

/// Appends PNG chunks (length, type, data, CRC-32 of type and data) to a buffer sized in advance.
struct ChunkWriter {
    let file: UnsafeMutableBufferPointer<UInt8>
    var offset = 0

    init(file: UnsafeMutableBufferPointer<UInt8>) { self.file = file }

    /// The bytes `header(width:height:colourType:)` writes.
    static let headerBytes = 8 + (12 + 13) + (12 + 1)

    /// The signature, IHDR (8-bit samples, no interlace) and the sRGB chunk, as libpng's simplified writer starts
    /// every file: colour type 2 (RGB) or 6 (RGBA).
    mutating func header(width: Int, height: Int, colourType: UInt8) {
        bytes([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        chunk("IHDR", count: 13) { w in
            w.bigEndian(UInt32(width)); w.bigEndian(UInt32(height))
            w.bytes([8, colourType, 0, 0, 0])
        }
        chunk("sRGB", count: 1) { $0.bytes([0]) }  // perceptual rendering intent
    }

    mutating func bytes(_ values: [UInt8]) {
        for value in values { file[offset] = value; offset += 1 }
    }

    mutating func raw(_ values: UnsafeRawBufferPointer) {
        guard let source = values.baseAddress, !values.isEmpty else { return }
        UnsafeMutableRawPointer(file.baseAddress! + offset).copyMemory(from: source, byteCount: values.count)
        offset += values.count
    }

    mutating func bigEndian(_ value: UInt32) {
        bytes([UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    mutating func chunk(_ type: String, count: Int, data: (inout ChunkWriter) -> Void) {
        bigEndian(UInt32(count))
        let start = offset
        bytes(Array(type.utf8))
        data(&self)
        precondition(offset - start == 4 + count, "PNG chunk \(type) wrote \(offset - start - 4) bytes, not \(count)")
        let crc = crc32(0, file.baseAddress! + start, uInt(offset - start))
        bigEndian(UInt32(crc))
    }
}
