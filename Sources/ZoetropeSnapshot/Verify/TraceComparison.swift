import Foundation
import Zoetrope
import ZoetropeDisplay
import ZoetropeMotion
/// Compares a recorded trace with the current one, frame by frame and view by view, within `TraceTolerance`.
public struct TraceComparison: Sendable {
    public var tolerance: TraceTolerance
    /// The kinds whose attributes the comparison reads back from trace lines: Zoetrope's own and the compared
    /// scene's (`SceneTimeline.attributeVocabulary`).
    package var vocabulary: AttributeVocabulary

    public init(tolerance: TraceTolerance = TraceTolerance()) {
        self.init(tolerance: tolerance, vocabulary: .standard)
    }

    package init(tolerance: TraceTolerance, vocabulary: AttributeVocabulary) {
        self.tolerance = tolerance
        self.vocabulary = vocabulary
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

    /// Properties of two lines' fields that differ beyond tolerance: (name, baseline value, current value). Both
    /// lines are read into the typed model (`TracedView`): the view's own fields are compared within the tolerance
    /// of what they are (points, a fraction), each attribute within its descriptor's (`AttributeDescriptor`), the
    /// current trace's descriptor first, so that a kind the comparison has never heard of is compared right.
    func compareFields(_ expected: String, _ actual: String) -> [(String, String, String)] {
        if expected == actual { return [] }
        guard let was = try? TracedView(path: "", parsingFields: expected, vocabulary: vocabulary),
              let now = try? TracedView(path: "", parsingFields: actual, vocabulary: vocabulary) else {
            return [("fields", expected, actual)]
        }
        var found: [(String, String, String)] = []
        if was.type != now.type { found.append(("type", was.type, now.type)) }
        let rect = ["minX", "minY", "width", "height"]
        found += compare("frame", Self.numbers(was.frame), Self.numbers(now.frame), components: rect) { _ in tolerance.points }
        // Bounds left out are the frame: compared when either line writes them.
        if Self.numbers(was.bounds) != Self.numbers(was.frame) || Self.numbers(now.bounds) != Self.numbers(now.frame) {
            found += compare("bounds", Self.numbers(was.bounds), Self.numbers(now.bounds), components: rect) { _ in tolerance.points }
        }
        // No transform field: a move only. Its translation is not written, so only the linear part compares.
        if !was.transform.isTranslation || !now.transform.isTranslation {
            found += compare("transform", Self.linear(was.transform, now.transform), Self.linear(now.transform, was.transform),
                             components: ["a", "b", "c", "d", "tx", "ty"]) { $0 < 4 ? tolerance.fraction : tolerance.points }
        }
        if abs(InspectedView.rounded(was.opacity) - InspectedView.rounded(now.opacity)) > tolerance.fraction + 1e-9 {
            found.append(("opacity", NumberText.thousandths(was.opacity), NumberText.thousandths(now.opacity)))
        }
        switch (was.clip, now.clip) {
        case let (a?, b?): found += compare("clip", Self.numbers(a), Self.numbers(b), components: rect) { _ in tolerance.points }
        case let (a, b) where a != b: found.append(("clip", a.map { MotionTrace.numbers($0) } ?? "(none)", b.map { MotionTrace.numbers($0) } ?? "(none)"))
        default: break
        }
        if was.isRemoving != now.isRemoving { found.append(("removing", was.isRemoving ? "yes" : "(none)", now.isRemoving ? "yes" : "(none)")) }
        if was.identifier != now.identifier { found.append(("#", was.identifier ?? "(none)", now.identifier ?? "(none)")) }
        found += compareAttributes(was, now, writtenBefore: expected, writtenAfter: actual)
        if tolerance.comparesAnimations {
            for key in Set(was.animations.keys).union(now.animations.keys).sorted() where was.animations[key] != now.animations[key] {
                found.append(("animating." + key, was.animations[key] ?? "(none)", now.animations[key] ?? "(none)"))
            }
        }
        return found
    }

    /// The attributes of two views that differ beyond their descriptors' tolerances, in order of name.
    private func compareAttributes(_ was: TracedView, _ now: TracedView, writtenBefore: String, writtenAfter: String)
        -> [(String, String, String)] {
        let before = Self.written(writtenBefore), after = Self.written(writtenAfter)
        var found: [(String, String, String)] = []
        for name in Set(was.attributes.map(\.descriptor.name)).union(now.attributes.map(\.descriptor.name)).sorted() {
            let a = was.attributes.attribute(named: name), b = now.attributes.attribute(named: name)
            // An opacity effect's `opacity` is told from the view's own.
            let label = name == "opacity" ? "opacity.effect" : name
            guard let a, let b else {
                found.append((label, before[name] ?? "(none)", after[name] ?? "(none)"))
                continue
            }
            if a.value == b.value { continue }
            let descriptor = b.descriptor
            let whole = (label, before[name] ?? a.value.description, after[name] ?? b.value.description)
            guard a.value.shape == b.value.shape else { found.append(whole); continue }
            let x = a.value.numbers, y = b.value.numbers
            let named = descriptor.components.count == x.count && a.value.colours.isEmpty && x.count > 1
                && descriptor.components.allSatisfy { !$0.name.isEmpty }
            var parts: [(String, String, String)] = []
            for (index, (u, v)) in zip(x, y).enumerated()
            where abs(u - v) > tolerance.limit(descriptor.tolerance(ofNumber: index, count: x.count)) + 1e-9 {
                parts.append((named ? label + "." + descriptor.components[index].name : label,
                              NumberText.thousandths(u), NumberText.thousandths(v)))
            }
            let step = tolerance.colour * 255 + 1e-9
            let coloursMoved = zip(a.value.colours, b.value.colours).contains { c, d in
                zip(c.bytes, d.bytes).contains { Double(abs($0 - $1)) > step }
            }
            if coloursMoved || (!parts.isEmpty && !named) { found.append(whole) } else { found += parts }
        }
        return found
    }

    /// Each attribute's value as written in a line's fields (the last field of its name: a view's own fields come
    /// first).
    private static func written(_ fields: String) -> [String: String] {
        var values: [String: String] = [:]
        for token in TraceTokens.split(fields).dropFirst() where !token.hasPrefix("#") {
            guard let equals = token.firstIndex(of: "=") else { continue }
            values[String(token[..<equals])] = String(token[token.index(after: equals)...])
        }
        return values
    }

    /// Numbers within `limit(index)`, each named by its component.
    private func compare(_ key: String, _ before: [Double], _ after: [Double], components: [String], limit: (Int) -> Double)
        -> [(String, String, String)] {
        zip(before, after).enumerated().compactMap { index, pair in
            abs(pair.0 - pair.1) > limit(index) + 1e-9
                ? (key + "." + components[index], NumberText.thousandths(pair.0), NumberText.thousandths(pair.1)) : nil
        }
    }

    private static func numbers(_ rect: CGRect) -> [Double] {
        [rect.minX, rect.minY, rect.width, rect.height].map { InspectedView.rounded($0) }
    }

    /// `transform`'s numbers as written; a move only (not written) as the identity's linear part with `other`'s
    /// translation.
    private static func linear(_ transform: Transform2D, _ other: Transform2D) -> [Double] {
        let t = transform.isTranslation ? Transform2D(a: 1, b: 0, c: 0, d: 1, tx: other.tx, ty: other.ty) : transform
        return [t.a, t.b, t.c, t.d, t.tx, t.ty].map { InspectedView.rounded($0) }
    }
}

