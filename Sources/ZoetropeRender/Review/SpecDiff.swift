import Foundation
import Zoetrope

/// The motion specs of several scenes side by side: rows matched by the view's identity (its last three path
/// components, so two versions of a screen with different root types still match) and the property, and the n-th
/// change of that pair matched with the n-th; which animation, values and timing each scene has for it.
public struct SpecDiff: Hashable, Sendable {
    public struct Row: Hashable, Sendable {
        /// The view's last path components, as in `shortPath`.
        public var view: String
        public var property: String
        /// 1 for the first change of this view property in a scene, 2 for the second, …
        public var occurrence: Int
        /// One per scene, in the order of `scenes`; nil where that scene does not animate it.
        package var cells: [MotionSpec.Row?]

        /// Whether the scenes disagree on anything: one lacks it, or the animation, values or timing differ.
        public var differs: Bool { !differingFields.isEmpty }

        /// Which of `animation`, `values`, `timing` and `presence` differ between the scenes.
        public var differingFields: Set<Field> {
            var fields = Set<Field>()
            let present = cells.compactMap { $0 }
            if present.count < cells.count { fields.insert(.presence) }
            guard let first = present.first else { return fields }
            if present.contains(where: { $0.animation != first.animation }) { fields.insert(.animation) }
            if present.contains(where: { $0.from != first.from || $0.to != first.to }) { fields.insert(.values) }
            if present.contains(where: { !Self.sameTime($0.start, first.start) || !Self.sameTime($0.logicalCompletion, first.logicalCompletion)
                || !Self.sameTime($0.finish, first.finish) }) { fields.insert(.timing) }
            return fields
        }

        /// Equal to the millisecond the spec prints.
        static func sameTime(_ a: Double?, _ b: Double?) -> Bool {
            switch (a, b) {
            case (nil, nil): return true
            case let (x?, y?): return x == y || abs(x - y) < 0.0005
            default: return false
            }
        }
    }

    public enum Field: Hashable, Sendable { case presence, animation, values, timing }

    public var scenes: [String]
    /// In order of the earliest start among their cells, then of first appearance.
    public var rows: [Row]

    package init(specs: [MotionSpec]) {
        scenes = specs.map(\.scene)
        var order: [String] = []
        var cells: [String: [MotionSpec.Row?]] = [:]
        var keys: [String: (view: String, property: String, occurrence: Int)] = [:]
        for (index, spec) in specs.enumerated() {
            var seen: [String: Int] = [:]
            for row in spec.rows {
                let view = Self.shortPath(row.view)
                let pair = view + "\u{1F}" + row.property
                let occurrence = (seen[pair] ?? 0) + 1
                seen[pair] = occurrence
                let key = pair + "\u{1F}\(occurrence)"
                if cells[key] == nil {
                    order.append(key)
                    cells[key] = Array(repeating: nil, count: specs.count)
                    keys[key] = (view, row.property, occurrence)
                }
                cells[key]?[index] = row
            }
        }
        let unsorted = order.enumerated().map { position, key -> (Double, Int, Row) in
            let row = Row(view: keys[key]!.view, property: keys[key]!.property, occurrence: keys[key]!.occurrence,
                          cells: cells[key]!)
            return (row.cells.compactMap { $0?.start }.min() ?? 0, position, row)
        }
        rows = unsorted.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }.map(\.2)
    }

    /// The last three components of an identity path, after `…/` when there are more.
    public static func shortPath(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count <= 3 ? path : "…/" + parts.suffix(3).joined(separator: "/")
    }
}
