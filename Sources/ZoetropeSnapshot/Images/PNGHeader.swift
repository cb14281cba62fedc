/// The IHDR fields this reader supports (PNG specification §11.2.2).
struct PNGHeader {
    var width: Int
    var height: Int
    /// Samples per pixel: 1 grey, 2 grey + alpha, 3 RGB, 4 RGBA, all 8-bit.
    var channels: Int

    init(_ data: ArraySlice<UInt8>) throws(PNGDecodingError) {
        guard data.count == 13 else { throw .badHeader("IHDR holds \(data.count) bytes, not 13") }
        let d = Array(data)
        func u32(_ i: Int) -> Int { d[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = u32(0)
        height = u32(4)
        let bitDepth = Int(d[8]), colorType = Int(d[9])
        guard width > 0, height > 0 else { throw .badHeader("size \(width)×\(height)") }
        guard width <= PNGDecoder.maximumPixelDimension, height <= PNGDecoder.maximumPixelDimension else {
            throw .unsupported("size \(width)×\(height) is larger than any frame Cairo draws")
        }
        guard d[10] == 0, d[11] == 0 else { throw .badHeader("compression method \(d[10]), filter method \(d[11])") }
        guard d[12] == 0 else { throw .unsupported("interlaced (Adam7) images") }
        let channelsByType = [0: 1, 4: 2, 2: 3, 6: 4]
        guard let channels = channelsByType[colorType] else {
            throw .unsupported(colorType == 3 ? "palette images" : "colour type \(colorType)")
        }
        guard bitDepth == 8 else { throw .unsupported("bit depth \(bitDepth)") }
        self.channels = channels
    }
}
