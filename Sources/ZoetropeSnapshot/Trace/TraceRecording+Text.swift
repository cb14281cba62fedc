import Foundation
import ZoetropeMotion

extension TraceRecording {
    /// The trace file: a few `#` header lines, then for every frame a header `@ frame N Ts` and its views, one
    /// `MotionTrace.text` line each.
    ///
    /// A frame whose views are the same paths in the same order as the frame before, some of them unchanged, lists
    /// only the lines that changed, then `= K unchanged` for the K it leaves out (the "unchanged" elision): still frames cost two lines,
    /// and a diff of two recordings shows the views that moved, at the frames where they moved. The first frame, a
    /// frame where views appear, disappear or are drawn in another order, a frame where every view changed and a
    /// frame where two views share a path list every view, in full.
    public var text: String {
        var out = """
            # zoetrope motion trace (format 1)
            # scene: \(scene)
            # fps: \(NumberText.plain(fps))
            # frames: \(frames.count)
            # Each frame: "@ frame N Ts" (t = N / fps), then one line per view in drawing order: its path, a tab, its
            # type and fields (frame, bounds, transform, opacity, clip, style, animating.…; points, 1/1000 rounded).
            # "= K unchanged": the frame's other K views are as in the frame before; such a frame names the views it lists
            # by their shortest unique path suffix ("…/photo/ActionRow/HStack"), and a line starting "~" holds only the
            # fields that changed (the type and the other fields are as in the frame before).

            """
        var previous: TraceFrame?
        var suffixes: PathSuffixes?
        for frame in frames {
            out += frame.header + "\n"
            let unchanged = previous.map { zip(frame.lines, $0.lines).filter { $0 == $1 }.count } ?? 0
            if let previous, unchanged > 0, Self.canElide(frame, after: previous) {
                // Same paths as the frame before: the suffixes computed for it still name each view once.
                let names = suffixes ?? PathSuffixes(frame.lines.map(\.path))
                suffixes = names
                for (line, before) in zip(frame.lines, previous.lines) where line != before {
                    out += names.shortened(line.path) + "\t" + (FieldDelta.delta(from: before.fields, to: line.fields) ?? line.fields) + "\n"
                }
                out += "= \(unchanged) unchanged\n"
            } else {
                suffixes = nil
                for line in frame.lines { out += line.text + "\n" }
            }
            previous = frame
        }
        return out
    }

    /// Whether `frame` can be written as changes to `previous`: same paths in the same order, none twice.
    static func canElide(_ frame: TraceFrame, after previous: TraceFrame) -> Bool {
        guard frame.lines.count == previous.lines.count,
              zip(frame.lines, previous.lines).allSatisfy({ $0.path == $1.path }) else { return false }
        return Set(frame.lines.map(\.path)).count == frame.lines.count
    }

    /// Reads a trace file written by `text`.
    public init(parsing text: String) throws {
        var scene: String?
        var fps: Double?
        var frameCount: Int?
        var frames: [TraceFrame] = []
        var current: TraceFrame?
        var changed: [(line: TraceLine, number: Int)] = []
        var isElided = false

        func finish(at lineNumber: Int) throws {
            guard var frame = current else { return }
            if isElided {
                guard let previous = frames.last else {
                    throw TraceFormatError(line: lineNumber, problem: "the first frame cannot leave views out")
                }
                var lines = previous.lines
                var byPath: [String: Int] = [:]
                for (index, line) in lines.enumerated() { byPath[line.path] = index }
                for (line, lineNumber) in changed {
                    let path = line.path.hasPrefix("…/") ? PathSuffixes.resolve(line.path, among: previous.lines.map(\.path)) : line.path
                    guard let path, let index = byPath[path] else {
                        throw TraceFormatError(line: lineNumber, problem: "frame \(frame.index) changes \(line.path), which names no single view of the frame before")
                    }
                    let fields = FieldDelta.isDelta(line.fields) ? FieldDelta.apply(line.fields, to: lines[index].fields) : line.fields
                    guard let fields else {
                        throw TraceFormatError(line: lineNumber, problem: "frame \(frame.index) changes fields of \(line.path) that it does not have")
                    }
                    lines[index] = TraceLine(path: path, fields: fields)
                }
                frame.lines = lines
            } else {
                // A frame written in full names every view by its whole path.
                if let (line, lineNumber) = changed.first(where: { $0.line.path.hasPrefix("…/") || FieldDelta.isDelta($0.line.fields) }) {
                    throw TraceFormatError(line: lineNumber, problem: "frame \(frame.index) lists every view, so \(line.path) must be written in full (path and fields)")
                }
                frame.lines = changed.map(\.line)
            }
            frames.append(frame)
            current = nil
            changed = []
            isElided = false
        }

        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = offset + 1
            if line.isEmpty { continue }
            if line.hasPrefix("# ") {
                guard current == nil, frames.isEmpty else { continue }
                let body = line.dropFirst(2)
                if body.hasPrefix("scene: ") { scene = String(body.dropFirst(7)) }
                if body.hasPrefix("fps: ") { fps = Double(body.dropFirst(5)) }
                if body.hasPrefix("frames: ") { frameCount = Int(body.dropFirst(8)) }
            } else if line.hasPrefix("@ frame ") {
                try finish(at: lineNumber)
                let parts = line.dropFirst(8).split(separator: " ")
                guard parts.count == 2, let index = Int(parts[0]), parts[1].hasSuffix("s"),
                      let time = Double(parts[1].dropLast()) else {
                    throw TraceFormatError(line: lineNumber, problem: "a frame header reads \"@ frame N Ts\"")
                }
                guard index == frames.count else {
                    throw TraceFormatError(line: lineNumber, problem: "frame \(index) where frame \(frames.count) was expected")
                }
                guard let fps, fps > 0 else {
                    throw TraceFormatError(line: lineNumber, problem: "a frame before the header's \"# fps: N\"")
                }
                // The header's time is rounded for reading; the frame shows index / fps exactly.
                guard abs(time - Double(index) / fps) <= 0.0005 else {
                    throw TraceFormatError(line: lineNumber, problem: "frame \(index) at \(NumberText.plain(fps)) fps shows \(TraceFrame.seconds(Double(index) / fps))s, not \(parts[1])")
                }
                current = TraceFrame(index: index, time: Double(index) / fps, lines: [])
            } else if line.hasPrefix("= ") {
                guard current != nil, line.hasSuffix(" unchanged") else {
                    throw TraceFormatError(line: lineNumber, problem: "\"= K unchanged\" belongs under a frame header")
                }
                isElided = true
            } else if let traced = TraceLine(parsing: line) {
                guard current != nil else {
                    throw TraceFormatError(line: lineNumber, problem: "a view line before the first frame header")
                }
                changed.append((traced, lineNumber))
            } else {
                throw TraceFormatError(line: lineNumber, problem: "neither a header, a frame, nor a view line (path, tab, fields)")
            }
        }
        try finish(at: text.split(separator: "\n", omittingEmptySubsequences: false).count)
        guard let scene, let fps, fps > 0 else {
            throw TraceFormatError(line: 1, problem: "the header lacks \"# scene: ID\" or \"# fps: N\"")
        }
        if let frameCount, frameCount != frames.count {
            throw TraceFormatError(line: 4, problem: "the header announces \(frameCount) frames but the file holds \(frames.count) (cut short?)")
        }
        self.init(scene: scene, fps: fps, frames: frames)
    }
}

/// A trace file that `TraceRecording(parsing:)` cannot read: the 1-based line and what is wrong there.
public struct TraceFormatError: Error, Hashable, Sendable {
    public var line: Int
    public var problem: String
}
