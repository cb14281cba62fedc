/// Shortest unique path suffixes within one frame's views: `…/photo/ActionRow/HStack` names the one view whose path
/// ends with those components. Trace files use them in frames that list only what changed (the frame before holds the
/// full paths), and failure messages use them to name a view (with at least two components there, so that a
/// modifier is named with what it modifies: `…/Card/frame`, not `…/frame`).
struct PathSuffixes {
    /// How many paths end with each component suffix (`c`, `b/c`, `a/b/c` for `a/b/c`).
    private var counts: [Substring: Int] = [:]

    init<Paths: Sequence>(_ paths: Paths) where Paths.Element == String {
        for path in paths {
            for start in Self.componentStarts(of: path) { counts[path[start...], default: 0] += 1 }
        }
    }

    /// `path` written as `…/` and its shortest suffix of whole components (at least `minimumComponents` of them)
    /// that no other path ends with; the path itself when only the whole of it is unique.
    func shortened(_ path: String, minimumComponents: Int = 1) -> String {
        for start in Self.componentStarts(of: path).reversed().dropFirst(max(0, minimumComponents - 1)) where start != path.startIndex {
            if counts[path[start...]] == 1 { return "…/" + path[start...] }
        }
        return path
    }

    /// Where each component suffix of `path` starts: the start, and after every `/`.
    private static func componentStarts(of path: String) -> [String.Index] {
        var starts = [path.startIndex]
        var index = path.startIndex
        while let slash = path[index...].firstIndex(of: "/") {
            index = path.index(after: slash)
            starts.append(index)
        }
        return starts
    }

    /// The one path among `paths` that `written` names: itself, or for `…/suffix` the path ending in `/suffix`.
    static func resolve(_ written: String, among paths: [String]) -> String? {
        guard written.hasPrefix("…/") else { return paths.contains(written) ? written : nil }
        let tail = String(written.dropFirst(1))  // "/suffix"
        let matches = paths.filter { $0.hasSuffix(tail) }
        return matches.count == 1 ? matches[0] : nil
    }
}
