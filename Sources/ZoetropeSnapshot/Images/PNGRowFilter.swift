/// Undoes PNG's per-row filters (PNG specification §9: None, Sub, Up, Average, Paeth).
enum PNGRowFilter {
    /// The raw samples of `height` rows, each stored as a filter-type byte and `rowBytes` filtered bytes.
    static func unfilter(_ data: [UInt8], rowBytes: Int, height: Int, bytesPerPixel bpp: Int) throws(PNGDecodingError) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: rowBytes * height)
        var badRow: (type: Int, row: Int)?
        out.withUnsafeMutableBufferPointer { out in
            data.withUnsafeBufferPointer { src in
                for y in 0..<height {
                    let type = Int(src[y * (rowBytes + 1)])
                    let from = y * (rowBytes + 1) + 1, row = y * rowBytes, up = row - rowBytes
                    switch type {
                    case 0:
                        guard rowBytes > 0, let to = out.baseAddress, let source = src.baseAddress else { continue }
                        (to + row).update(from: source + from, count: rowBytes)
                    case 1:
                        for x in 0..<rowBytes { out[row + x] = src[from + x] &+ (x >= bpp ? out[row + x - bpp] : 0) }
                    case 2:
                        for x in 0..<rowBytes { out[row + x] = src[from + x] &+ (y > 0 ? out[up + x] : 0) }
                    case 3:
                        for x in 0..<rowBytes {
                            let left = x >= bpp ? Int(out[row + x - bpp]) : 0, above = y > 0 ? Int(out[up + x]) : 0
                            out[row + x] = src[from + x] &+ UInt8((left + above) / 2)
                        }
                    case 4:
                        for x in 0..<rowBytes {
                            let left = x >= bpp ? Int(out[row + x - bpp]) : 0
                            let above = y > 0 ? Int(out[up + x]) : 0
                            let corner = x >= bpp && y > 0 ? Int(out[up + x - bpp]) : 0
                            out[row + x] = src[from + x] &+ UInt8(paeth(left, above, corner))
                        }
                    default:
                        badRow = (type, y)
                        return
                    }
                }
            }
        }
        if let badRow { throw .badFilter(type: badRow.type, row: badRow.row) }
        return out
    }

    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
