/// One of N contiguous, nearly equal blocks of a frame range (`--shard K/N`, K counted from 1).
public struct Shard: Hashable, Sendable {
    /// 1-based index of this block.
    public var index: Int
    /// How many blocks the range is cut into.
    public var count: Int

    /// A shard, validated: 1 ≤ index ≤ count.
    public init(index: Int, count: Int) throws {
        guard count >= 1, index >= 1, index <= count else {
            throw RenderError.invalidValue(flag: "--shard", value: "\(index)/\(count)", expected: "K/N with 1 ≤ K ≤ N")
        }
        self.index = index
        self.count = count
    }

    /// Parses `K/N`.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else {
            throw RenderError.invalidValue(flag: "--shard", value: text, expected: "K/N with 1 ≤ K ≤ N")
        }
        try self.init(index: k, count: n)
    }

    /// This shard's block of `items`: items[count·(K−1)/N ..< count·K/N]. Blocks cover the range exactly once.
    public func block<T>(of items: [T]) -> ArraySlice<T> {
        // In 128 bits: items.count · K overflows 64 bits for a huge N (`--shard 1/9223372036854775807`); the
        // quotient is at most items.count, since K ≤ N.
        func bound(_ k: Int) -> Int {
            let product = items.count.multipliedFullWidth(by: k)
            return Int(UInt(count).dividingFullWidth((high: UInt(product.high), low: product.low)).quotient)
        }
        return items[bound(index - 1)..<bound(index)]
    }
}
