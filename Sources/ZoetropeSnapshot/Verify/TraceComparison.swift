import ZoetropeMotion
/// Compares a recorded trace with the current one, frame by frame and view by view, within `TraceTolerance`.
public struct TraceComparison: Sendable {
    public var tolerance: TraceTolerance

    public init(tolerance: TraceTolerance = TraceTolerance()) {
        self.tolerance = tolerance
    }

    /// Every frame in which something moved beyond tolerance, in order. Frames past the shorter recording are not
    /// compared (`TraceVerdict.frameCounts` reports the difference in length).
    public func compare(baseline: TraceRecording, actual: TraceRecording) -> TraceVerdict {
        var frames: [FrameDifference] = []
        for (expected, current) in zip(baseline.frames, actual.frames) where expected.lines != current.lines {
            let difference = compare(expected, current)
            if !difference.differences.isEmpty { frames.append(difference) }
        }
        return TraceVerdict(scene: baseline.scene, frames: frames,
                            frameCounts: (baseline.frames.count, actual.frames.count), fps: baseline.fps)
    }

    /// The differences in one frame: views matched by path (the k-th view with a path against the k-th), then
    /// compared field by field.
    func compare(_ expected: TraceFrame, _ actual: TraceFrame) -> FrameDifference {
        let names = PathSuffixes(Set(expected.lines.map(\.path) + actual.lines.map(\.path)))
        var differences: [TraceDifference] = []
        var moved: [FrameDifference.MovedLine] = []
        func note(_ path: String, _ kind: TraceDifference.Kind) {
            differences.append(TraceDifference(frame: actual.index, time: actual.time, path: path,
                                               shortPath: names.shortened(path, minimumComponents: 2), kind: kind))
        }

        let expectedKeys = Self.occurrenceKeys(expected.lines)
        let actualKeys = Self.occurrenceKeys(actual.lines)
        let actualByKey = Dictionary(uniqueKeysWithValues: zip(actualKeys, actual.lines))
        let expectedSet = Set(expectedKeys)
        // In drawing order: the baseline's views, then the ones only drawn now.
        for (key, line) in zip(expectedKeys, expected.lines) {
            guard let current = actualByKey[key] else {
                note(line.path, .disappeared)
                moved.append(.init(expected: line, actual: nil))
                continue
            }
            let found = compareFields(line.fields, current.fields)
            for (property, was, now) in found { note(line.path, .value(property: property, expected: was, actual: now)) }
            if !found.isEmpty { moved.append(.init(expected: line, actual: current)) }
        }
        for (key, line) in zip(actualKeys, actual.lines) where !expectedSet.contains(key) {
            note(line.path, .appeared)
            moved.append(.init(expected: nil, actual: line))
        }
        if differences.isEmpty {
            let common = Set(actualKeys).intersection(expectedSet)
            let before = expectedKeys.filter(common.contains), after = actualKeys.filter(common.contains)
            if let index = before.indices.first(where: { before[$0] != after[$0] }) {
                note(after[index].path, .drawingOrder)
                moved.append(.init(expected: expected.lines.first { $0.path == before[index].path }, actual: actualByKey[after[index]]))
            }
        }
        return FrameDifference(frame: actual.index, time: actual.time, differences: differences, lines: moved)
    }

    /// Each line's path with how many lines before it share that path, so that repeated paths pair up in order.
    private static func occurrenceKeys(_ lines: [TraceLine]) -> [OccurrenceKey] {
        var seen: [String: Int] = [:]
        return lines.map { line in
            defer { seen[line.path, default: 0] += 1 }
            return OccurrenceKey(path: line.path, occurrence: seen[line.path, default: 0])
        }
    }

    private struct OccurrenceKey: Hashable {
        var path: String
        var occurrence: Int
    }

    /// Properties of two lines' fields that differ beyond tolerance: (name, baseline value, current value).
    func compareFields(_ expected: String, _ actual: String) -> [(String, String, String)] {
        if expected == actual { return [] }
        let was = TraceFields(parsing: expected), now = TraceFields(parsing: actual)
        var found: [(String, String, String)] = []
        if was.type != now.type { found.append(("type", was.type, now.type)) }
        var keys = was.keys
        for key in now.keys where !keys.contains(key) { keys.append(key) }
        for key in keys {
            let rule = tolerance.rule(for: key)
            if case .ignored = rule { continue }
            var before = was.value(key), after = now.value(key)
            if key == "transform" {
                // No transform field: a move only. Its translation is not written, so only the linear part compares.
                before = before ?? after.map(Self.identityLinearPart)
                after = after ?? before.map(Self.identityLinearPart)
            }
            guard let before, let after else {
                found.append((key, before.map { Self.shown(key, $0) } ?? "(none)", after.map { Self.shown(key, $0) } ?? "(none)"))
                continue
            }
            if before == after { continue }
            switch rule {
            case .ignored: continue
            case .exact: found.append((key, before, after))
            case let .numbers(limit, components):
                found += compareNumbers(key, before, after, limits: { _ in limit }, components: components)
            case .transform:
                found += compareNumbers(key, before, after, limits: { $0 < 4 ? tolerance.fraction : tolerance.points },
                                        components: ["a", "b", "c", "d", "tx", "ty"])
            }
        }
        return found
    }

    /// `transform` with its linear part replaced by the identity's, its translation kept.
    private static func identityLinearPart(_ transform: String) -> String {
        let numbers = transform.split(separator: ",")
        return (["1", "0", "0", "1"] + numbers.dropFirst(4)).joined(separator: ",")
    }

    /// A flag field (`removing`) reads as yes when present.
    private static func shown(_ key: String, _ value: String) -> String {
        key == "removing" ? "yes" : value
    }

    private func compareNumbers(_ key: String, _ before: String, _ after: String, limits: (Int) -> Double,
                                components: [String]) -> [(String, String, String)] {
        let was = TraceValue(before), now = TraceValue(after)
        guard was.skeleton == now.skeleton, was.numbers.count == now.numbers.count, was.colours.count == now.colours.count else {
            return [(key, before, after)]
        }
        var found: [(String, String, String)] = []
        let named = components.count == was.numbers.count && was.colours.isEmpty
        for (index, (a, b)) in zip(was.numbers, now.numbers).enumerated() where abs(a - b) > limits(index) + 1e-9 {
            if named {
                found.append((key + "." + components[index], NumberText.thousandths(a), NumberText.thousandths(b)))
            } else {
                return [(key, before, after)]
            }
        }
        let step = tolerance.colour * 255 + 1e-9
        for (a, b) in zip(was.colours, now.colours) where zip(a, b).contains(where: { Double(abs($0 - $1)) > step }) {
            return [(key, before, after)]
        }
        return found
    }
}

extension TraceValue {
}
