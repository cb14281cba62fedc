import Foundation

/// Fixed metrics for tests that must not depend on fonts: every character (space included) is 0.55 em wide, the
/// tracking is added between characters (n − 1 times on a line of n, as Pango does), a line is `lineHeight ?? 1.2 × size` tall, and the baseline sits 0.8 em below the top of a
/// 1 em content box that is centred in the line; `lineSpacing` goes between lines. Wraps greedily at spaces (breaking words longer than a line
/// between characters); a cut last line keeps its width.
public struct ApproximateTextMeasurer: TextMeasuring {
    public init() {}

    public func measure(_ run: TextRun, maxWidth: Double?) -> TextMetrics {
        guard !run.string.isEmpty else { return .zero }
        let size = run.font.size
        let advance = 0.55 * size + run.tracking
        let lineBox = run.lineHeight ?? 1.2 * size
        let pitch = lineBox + (run.lineSpacing.isFinite ? run.lineSpacing : 0)
        let limit = maxWidth.map { max($0, 0) }
        var widths: [Double] = []
        for paragraph in run.string.split(separator: "\n", omittingEmptySubsequences: false) {
            widths += lineLengths(of: paragraph, maxCharacters: limit.map { max(Int($0 / advance), 1) })
                .map { Double($0) * 0.55 * size + Double(max($0 - 1, 0)) * run.tracking }
        }
        if let lineLimit = run.lineLimit { widths = Array(widths.prefix(max(lineLimit, 1))) }
        var width = widths.max() ?? 0
        if let limit { width = min(width, limit) }
        let first = (lineBox - size) / 2 + 0.8 * size
        let height = Double(widths.count) * lineBox + Double(max(widths.count - 1, 0)) * (pitch - lineBox)
        return TextMetrics(size: CGSize(width: width, height: height),
                           firstBaseline: first, lastBaseline: first + Double(widths.count - 1) * pitch,
                           lineCount: widths.count)
    }

    /// Character counts of the lines of one paragraph; nil `maxCharacters` keeps it on one line.
    private func lineLengths(of paragraph: Substring, maxCharacters: Int?) -> [Int] {
        guard let maxCharacters else { return [paragraph.count] }
        var lines: [Int] = []
        var current = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(\.count) {
            let needed = current == 0 ? word : current + 1 + word
            if needed <= maxCharacters || (current == 0 && word == 0) {
                current = needed
                continue
            }
            if current > 0 { lines.append(current) }
            var rest = word
            while rest > maxCharacters { lines.append(maxCharacters); rest -= maxCharacters }
            current = rest
        }
        lines.append(current)
        return lines
    }
}
