import Foundation
import ZoetropeDisplay

/// The motion spec of a scene, generated from its timeline: every animated change of every view attribute, with
/// its animation in SwiftUI syntax and when it starts, is logically complete and finishes; and the script's
/// interactions. What a designer hands to engineers, as a table (`zoetrope spec`).
package struct MotionSpec: Hashable, Sendable, Codable {
    /// One animated change of one attribute of one view.
    public struct Row: Hashable, Sendable, Codable {
        /// The view's identity path.
        public var view: String
        /// What a designer calls it: `#identifier`, the words it shows, or its type in the scene's code (see
        /// `designerName`).
        public var name: String
        /// The view's kind (`offset`, `Circle`, `frame`, …).
        public var type: String
        /// What changed: `frame`, `fill`, `shadow color`, `offset`, `opacity`, `scale`, `rotation`, `shadow`, `blur`,
        /// `insertion opacity`, `removal scale`, `shape`, `data`.
        public var property: String
        /// The model values before and after, in the property's units (points, degrees, 0…1, sRGB hex).
        public var from: String
        public var to: String
        /// SwiftUI code as a designer reads it: a preset's name (`.snappy`), else three significant digits
        /// (`.spring(duration: 0.5, bounce: 0.175) (response 0.5 s, damping fraction 0.825)`).
        public var animation: String
        /// The same animation as SwiftUI code with every digit (what `zoetrope curve` reads); in the JSON only.
        public var spelling: String
        /// Scene seconds.
        public var start: Double
        /// At most the scene's duration.
        public var logicalCompletion: Double?
        public var finish: Double?
    }

    /// One interaction of the script.
    public struct Event: Hashable, Sendable, Codable {
        /// `Tap("fab")`, `Press("tile")`, `Drag("card")`.
        public var label: String
        public var time: Double
        /// How long the finger stays down (0 for a tap).
        public var duration: Double
    }

    public var scene: String
    /// Scene seconds.
    public var duration: Double
    public var events: [Event]
    /// In order of start time, then of the views' drawing order.
    public var rows: [Row]
}

extension MotionSpec {
    /// An animation's SwiftUI spelling as a reader wants it (issue 26): the system's own spring named; a preset by
    /// its name (`.snappy`); any other animation as SwiftUI code at three significant digits, a spring in its
    /// duration/bounce form with its response and damping fraction (`Animation.readableDescription`). A spelling
    /// the parser does not read (a scroll's deceleration) keeps its words, its numbers at three digits.
    static func readable(_ spelling: String) -> String {
        if spelling == SystemMotion.systemSpring.description {
            return "the system spring: " + SystemMotion.systemSpring.readableDescription
        }
        if spelling.hasPrefix("Animation(scrollDeceleration(rate: "), spelling.hasSuffix("))") {
            let rate = spelling.dropFirst("Animation(scrollDeceleration(rate: ".count).dropLast(2)
            return "scroll deceleration (UIScrollView's, rate \(rate) per millisecond)"
        }
        guard let animation = try? AnimationParser().parse(spelling) else { return spelling.rounding(digits: 3) }
        return animation.readableDescription
    }
}

extension String {
    /// The text with each decimal number longer than `digits` significant digits rounded to that many.
    func rounding(digits: Int) -> String {
        var result = "", number = ""
        func flush() {
            if !number.isEmpty {
                let significant = number.filter(\.isNumber).drop { $0 == "0" }.count
                if number.contains("."), significant > digits, let value = Double(number) {
                    var text = NumberText.significant(value, digits: digits)
                    if text.contains("e") { text = number }   // leave exponents as they were
                    if !text.contains(".") { text += ".0" }
                    result += text
                } else {
                    result += number
                }
                number = ""
            }
        }
        for character in self {
            if character.isNumber || (character == "." && !number.isEmpty) { number.append(character) } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}

extension SceneTimeline {
    /// The scene's motion spec (see `MotionSpec`).
    public func motionSpec() -> MotionSpec {
        let events = scene.script.map { event -> MotionSpec.Event in
            let duration: Double
            switch event.action {
            case .tap, .tapPoint, .scroll: duration = 0
            case let .press(_, d), let .drag(_, _, d), let .pinch(_, _, _, d), let .rotate(_, _, d): duration = d
            case let .type(_, text): duration = ScriptEvent.typingDuration(text)
            }
            return MotionSpec.Event(label: event.action.label, time: event.time, duration: duration)
        }
        var order: [String: Int] = [:]
        for tree in trees {
            for path in tree.order where order[path] == nil { order[path] = order.count }
        }
        // No row outlives the scene: what would end later ends, for the spec, with the scene.
        func clamped(_ time: Double?) -> Double? { time.map { min($0, scene.duration) } }
        func name(of node: Node, at path: String, near time: Double) -> String {
            MotionSpec.designerName(of: node, path: path, near: { self.node(at: $0, near: time) })
        }
        var rows: [MotionSpec.Row] = []
        for (key, track) in tracks.vectors where !key.path.isEmpty {
            guard let node = node(at: key.path, near: track.changes.first?.time ?? 0) else { continue }
            for change in track.changes where change.animation != nil {
                // A change too small to show at a thousandth of a unit is not part of the spec.
                guard let (property, from, to) = Self.describe(change.from, change.to, key.attribute, of: node), from != to
                else { continue }
                rows.append(MotionSpec.Row(view: key.path, name: name(of: node, at: key.path, near: track.changes.first?.time ?? 0),
                                           type: node.displayName, property: property, from: from, to: to,
                                           animation: MotionSpec.readable(change.animation!), spelling: change.animation!, start: change.time,
                                           logicalCompletion: clamped(change.logicalCompletion), finish: clamped(change.finish)))
            }
        }
        for (key, track) in tracks.erased where !key.path.isEmpty {
            guard let node = node(at: key.path, near: track.changes.first?.time ?? 0) else { continue }
            for change in track.changes where change.animation != nil {
                rows.append(MotionSpec.Row(view: key.path, name: name(of: node, at: key.path, near: track.changes.first?.time ?? 0),
                                           type: node.displayName,
                                           property: key.attribute == .shapeData ? "shape" : key.attribute == .paintData ? "paint" : "data", from: change.from, to: change.to,
                                           animation: MotionSpec.readable(change.animation!), spelling: change.animation!, start: change.time,
                                           logicalCompletion: clamped(change.logicalCompletion), finish: clamped(change.finish)))
            }
        }
        rows += keyframeRows()
        rows.sort { a, b in
            if a.start != b.start { return a.start < b.start }
            let oa = order[a.view] ?? .max, ob = order[b.view] ?? .max
            return oa != ob ? oa < ob : a.property < b.property
        }
        return MotionSpec(scene: scene.id, duration: scene.duration, events: events, rows: rows)
    }

    /// The node at `path` in the tree showing at `time`, else in the latest earlier tree that has it, else the first
    /// later one.
    private func node(at path: String, near time: Double) -> Node? {
        let showing = trees.lastIndex { $0.time <= time } ?? 0
        for index in stride(from: showing, through: 0, by: -1) { if let node = trees[index].index[path] { return node } }
        return trees[showing...].lazy.compactMap { $0.index[path] }.first
    }

    /// A unit point by SwiftUI's name (`bottomTrailing`), else as its coordinates (`(0.25, 1)`).
    static func anchorName(_ point: UnitPoint) -> String {
        let names: [(UnitPoint, String)] = [(.topLeading, "topLeading"), (.top, "top"), (.topTrailing, "topTrailing"),
                                            (.leading, "leading"), (.center, "center"), (.trailing, "trailing"),
                                            (.bottomLeading, "bottomLeading"), (.bottom, "bottom"),
                                            (.bottomTrailing, "bottomTrailing")]
        return names.first { $0.0 == point }?.1 ?? "(\(NumberText.thousandths(point.x)), \(NumberText.thousandths(point.y)))"
    }

    /// A traced value as a spec writes it, by what its descriptor says it is: numbers to 1/1000, two or more in
    /// parentheses (`(0, 12.5)`), an angle in degrees (`90°`), a unit point by SwiftUI's name when it has one, a
    /// colour as `#RRGGBBAA`, a shadow's geometry as `radius 4, offset (0, 2)`.
    static func specText(_ value: InspectedValue, _ descriptor: AttributeDescriptor) -> String {
        func n(_ v: Double) -> String { NumberText.thousandths(v) }
        switch value {
        case let .number(v): return n(v) + (descriptor.kind == .angle ? descriptor.unit : "")
        case let .numbers(v):
            if descriptor.kind == .unitPoint, v.count == 2 { return anchorName(UnitPoint(x: v[0], y: v[1])) }
            return "(" + v.map(n).joined(separator: ", ") + ")"
        case let .shadow(s): return "radius \(n(s.radius)), offset (\(n(s.x)), \(n(s.y)))"
        default: return value.plainText
        }
    }

    /// The property a track attribute is for a node, and its two values as text in the property's units.
    static func describe(_ from: Vector4, _ to: Vector4, _ attribute: TrackKey.Attribute, of node: Node)
        -> (property: String, from: String, to: String)? {
        func n(_ v: Double) -> String { NumberText.thousandths(v) }
        func pair(_ v: Vector4) -> String { "(\(n(v.x)), \(n(v.y)))" }
        switch attribute {
        case .frame:
            func rect(_ v: Vector4) -> String { "(\(n(v.x)), \(n(v.y)), \(n(v.z)), \(n(v.w)))" }
            return ("frame", rect(from), rect(to))
        case .fill, .effect:
            // The kind says what the track is (`ViewKind.trackedAttribute`); a colour track it does not describe is
            // a fill, an effect track its first two numbers.
            guard let tracked = node.kind.trackedAttribute(attribute, of: node) ?? (attribute == .fill ? .colour(.fill) : nil)
            else { return ("effect", pair(from), pair(to)) }
            return (tracked.phrase, specText(tracked.value(from), tracked.descriptor), specText(tracked.value(to), tracked.descriptor))
        case let .insertion(k), let .removal(k):
            let transition = node.transition ?? .opacity
            let effects = attribute == .insertion(k) ? transition.insertion : transition.removal
            guard effects.indices.contains(k) else { return nil }
            let phase = attribute == .insertion(k) ? "insertion" : "removal"
            let effect = effects[k]
            switch effect.specValue {
            case .number: return ("\(phase) \(effect.specName)", n(from.x), n(to.x))
            case .pair: return ("\(phase) \(effect.specName)", pair(from), pair(to))
            }
        case .shapeData, .liveData, .paintData:
            return nil
        }
    }
}
