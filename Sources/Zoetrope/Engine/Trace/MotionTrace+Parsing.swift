import Foundation
import ZoetropeDisplay

/// Trace text that `MotionTrace(parsing:vocabulary:)` cannot read: the 1-based line and what is wrong there.
package struct TraceTextError: Error, Hashable, Sendable, CustomStringConvertible {
    package var line: Int
    package var problem: String

    package var description: String { "line \(line): \(problem)" }
}

extension MotionTrace {
    /// Reads `MotionTrace.text` back into the model, each attribute typed by its descriptor in `vocabulary`: writing
    /// the result gives the same text. What the text leaves out is filled in as it reads: a transform that is only a
    /// move is a move to the bounds' origin, a parent is the nearest earlier view whose path holds the view's.
    package init(parsing text: String, vocabulary: AttributeVocabulary) throws {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard let header = lines.first, header.hasPrefix("# "), let at = header.range(of: " at "),
              let seconds = header[at.upperBound...].range(of: " s: "),
              let time = Double(header[at.upperBound..<seconds.lowerBound]) else {
            throw TraceTextError(line: 1, problem: "the first line reads \"# SCENE at T s: …\"")
        }
        var views: [TracedView] = []
        for (offset, line) in lines.enumerated().dropFirst() {
            do {
                views.append(try TracedView(parsingLine: line, vocabulary: vocabulary, before: views))
            } catch let error as TraceTextError {
                throw TraceTextError(line: offset + 1, problem: error.problem)
            }
        }
        self.init(scene: String(header[header.index(header.startIndex, offsetBy: 2)..<at.lowerBound]), time: time, views: views)
    }
}

extension TracedView {
    /// The view fields a line writes before its attributes, in the order it writes them.
    private static let viewFields = ["frame", "bounds", "transform", "opacity", "clip", "removing", "#"]

    /// Reads one line of `MotionTrace.text` (path, tab, fields); `before` are the views read before it in the same
    /// trace, among which it finds its parent.
    package init(parsingLine line: some StringProtocol, vocabulary: AttributeVocabulary, before: [TracedView] = []) throws {
        guard let tab = line.lastIndex(of: "\t") else { throw TraceTextError(line: 0, problem: "a view line holds a path, a tab, then its fields") }
        try self.init(path: String(line[..<tab]), parsingFields: String(line[line.index(after: tab)...]), vocabulary: vocabulary,
                      before: before)
    }

    /// Reads a view's fields as `MotionTrace.text` writes them after its path and tab.
    package init(path: String, parsingFields fields: String, vocabulary: AttributeVocabulary, before: [TracedView] = []) throws {
        let tokens = TraceTokens.split(fields)
        guard let type = tokens.first, !type.isEmpty else { throw TraceTextError(line: 0, problem: "\(path) has no type") }
        let typeKind = vocabulary.kind(ofType: type)
        // A kind that traces `opacity` (an opacity effect) writes it after the view's own, which is left out at 1.
        let lastOpacity = typeKind?.attribute(named: "opacity") == nil ? nil : tokens.lastIndex { $0.hasPrefix("opacity=") }
        var next = 0
        var frame: CGRect?, bounds: CGRect?, transform: Transform2D?, opacity = 1.0, clip: CGRect?
        var isRemoving = false, identifier: String?
        var attributes: [TracedAttribute] = [], animations: [String: String] = [:]
        for (index, token) in tokens.enumerated().dropFirst() {
            let key = token.hasPrefix("#") ? "#" : String(token.prefix { $0 != "=" })
            let value = token.hasPrefix("#") ? String(token.dropFirst())
                : token.firstIndex(of: "=").map { String(token[token.index(after: $0)...]) }
            if let position = Self.viewFields[next...].firstIndex(of: key), index != lastOpacity, attributes.isEmpty,
               animations.isEmpty {
                next = position + 1
                func rect(_ count: Int) throws -> [Double] {
                    let numbers = (value ?? "").split(separator: ",").compactMap { Double($0) }
                    guard numbers.count == count else { throw TraceTextError(line: 0, problem: "\(path): \(key) takes \(count) numbers, not \(value ?? "none")") }
                    return numbers
                }
                switch key {
                case "frame": let r = try rect(4); frame = CGRect(x: r[0], y: r[1], width: r[2], height: r[3])
                case "bounds": let r = try rect(4); bounds = CGRect(x: r[0], y: r[1], width: r[2], height: r[3])
                case "clip": let r = try rect(4); clip = CGRect(x: r[0], y: r[1], width: r[2], height: r[3])
                case "transform":
                    let t = try rect(6)
                    // Written, so not a move only: a linear part that rounds to the identity stays one step off it.
                    transform = Transform2D(a: t[0] == 1 && t[1] == 0 && t[2] == 0 && t[3] == 1 ? 1.0.nextUp : t[0],
                                            b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
                case "opacity": opacity = try rect(1)[0]
                case "removing": isRemoving = true
                default: identifier = value
                }
            } else if value == nil, identifier != nil, next == Self.viewFields.count, attributes.isEmpty, animations.isEmpty {
                // The identifier is written as it is: one that holds spaces goes on over the next fields.
                identifier! += " " + token
            } else if key.hasPrefix("animating."), let value {
                animations[String(key.dropFirst("animating.".count))] = value
            } else if let value {
                let descriptor = vocabulary.descriptor(named: key, written: value, in: typeKind)
                    ?? AttributeDescriptor(unknown: key, written: value)
                attributes.append(TracedAttribute(descriptor, InspectedValue(parsing: value, as: descriptor)))
            } else {
                throw TraceTextError(line: 0, problem: "\(path): \"\(token)\" is neither a field (name=value) nor removing or #identifier")
            }
        }
        guard let frame else { throw TraceTextError(line: 0, problem: "\(path) has no frame") }
        let shown = bounds ?? frame
        let parent = before.lastIndex { path.hasPrefix($0.path + "/") }
        self.init(path: path, type: type, kind: typeKind ?? vocabulary.kind(tracing: attributes.map(\.descriptor)), parent: parent,
                  depth: parent.map { before[$0].depth + 1 } ?? 0,
                  transform: transform ?? .translation(x: Double(shown.minX), y: Double(shown.minY)), frame: frame, bounds: shown,
                  opacity: opacity, clip: clip, isRemoving: isRemoving, identifier: identifier,
                  attributes: TracedAttributes(attributes), animations: animations)
    }
}

extension AttributeDescriptor {
    /// A descriptor for an attribute no known kind traces, from what its value looks like: text and colours as
    /// such, numbers as points (what a snapshot compared unknown attributes within before kinds declared theirs).
    convenience init(unknown name: String, written: String) {
        switch InspectedValue(parsing: written, as: nil) {
        case .colour: self.init(name, .colour)
        case let .numbers(v): self.init(name, .length, components: v.map { _ in Component("", .length) })
        case .number: self.init(name, .length)
        default: self.init(name, .text)
        }
    }
}

/// Splits a line's fields at spaces outside quotes (backslash escapes kept), as `MotionTrace.text` writes them.
package enum TraceTokens {
    package static func split(_ fields: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var quoted = false, escaped = false
        for character in fields {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                quoted.toggle()
            } else if character == " " && !quoted {
                tokens.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        tokens.append(current)
        return tokens
    }
}
