import Foundation

/// The columns of a `LazyVGrid` (or rows of a `LazyHGrid`) for a length, from its `GridItem`s alone: lazy grids size
/// their tracks without asking their cells.
///
/// The rule (objc.io, "SwiftUI's Grid Views", 2020-11-23, from their re-implementation checked against SwiftUI, and
/// swiftuifieldguide.com/layout/lazyvgrid):
/// 1. the spacing after each item but the last (`spacing ?? 8`) and every fixed item's size are taken off the length;
/// 2. the other items, in order, each get the remaining length divided by the number of items still to size,
///    a flexible item clamped to its minimum and maximum; what it takes is taken off the remaining length;
/// 3. an adaptive item's share holds as many sub-items of at least `minimum` as fit with its spacing between them,
///    n = max(1, ⌊(share + s) / (minimum + s)⌋), each (share − (n − 1)·s) / n wide (at most `maximum`).
struct GridTracks {
    /// One column (or row): its length, the spacing after it, and its cells' alignment.
    struct Track: Equatable {
        var length: CGFloat
        var spacingAfter: CGFloat
        var alignment: Alignment?
    }

    let tracks: [Track]

    /// The tracks of `items` in `length` points (nil or infinite: each flexible or adaptive item at its minimum).
    init(_ items: [GridItem], length: CGFloat?) {
        let spacings = items.map { $0.spacing ?? LayoutEngine.defaultSpacing }
        let available = length.flatMap { $0.isFinite ? $0 : nil }
        var remaining = (available ?? 0) - spacings.dropLast().reduce(0, +)
        for item in items { if case let .fixed(size) = item.size { remaining -= size } }
        var count = CGFloat(items.filter { if case .fixed = $0.size { return false } else { return true } }.count)
        var result: [Track] = []
        for (index, item) in items.enumerated() {
            let after = index < items.count - 1 ? spacings[index] : 0
            switch item.size {
            case let .fixed(size):
                result.append(Track(length: size, spacingAfter: after, alignment: item.alignment))
            case let .flexible(minimum, maximum):
                let share = available == nil ? minimum : remaining / count
                let size = min(max(share, minimum), max(maximum, minimum))
                remaining -= size
                count -= 1
                result.append(Track(length: size, spacingAfter: after, alignment: item.alignment))
            case let .adaptive(minimum, maximum):
                let share = available == nil ? minimum : max(remaining / count, 0)
                remaining -= share
                count -= 1
                let s = spacings[index], least = max(minimum, 1)
                let n = max(1, Int(((share + s) / (least + s)).rounded(.down)))
                let each = min((share - CGFloat(n - 1) * s) / CGFloat(n), max(maximum, minimum))
                for k in 0..<n {
                    result.append(Track(length: max(each, 0), spacingAfter: k < n - 1 ? s : after, alignment: item.alignment))
                }
            }
        }
        tracks = result
    }

    /// The tracks' total length with the spacing between them.
    var totalLength: CGFloat { tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacingAfter } }

    /// Each track's start from the first one's.
    var starts: [CGFloat] {
        var position: CGFloat = 0
        return tracks.map { track in
            defer { position += track.length + track.spacingAfter }
            return position
        }
    }
}
