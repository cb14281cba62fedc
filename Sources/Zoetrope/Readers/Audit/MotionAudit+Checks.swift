import Foundation

/// The three checks, each on a few consecutive frames.
extension MotionAudit {
    /// One measured property of one view: how much it changed between two frames, and how to show its values.
    private struct Property {
        var name: String
        var floor: Double
        var unit: String
        /// The change from one sample to the next; nil when the two cannot be compared (different colour lists).
        var step: (AuditFrame.Sample, AuditFrame.Sample) -> Double?
        var value: (AuditFrame.Sample) -> InspectedValue?
    }

    private func properties(of sample: AuditFrame.Sample) -> [Property] {
        var list = [
            Property(name: "bounds", floor: thresholds.bounds, unit: " pt", step: Self.boundsStep,
                     value: { .numbers(InspectedView.rounded($0.bounds)) }),
            Property(name: "opacity", floor: thresholds.opacity, unit: "", step: { abs($0.opacity - $1.opacity) },
                     value: { .number($0.opacity) }),
        ]
        for key in sample.colors.keys.sorted() {
            list.append(Property(name: key, floor: thresholds.color, unit: " (colour component, 0–1)", step: { a, b in
                guard let x = a.colors[key], let y = b.colors[key], x.count == y.count else { return nil }
                return zip(x, y).map { zip($0, $1).map { abs($0 - $1) }.max() ?? 0 }.max() ?? 0
            }, value: { $0.colorText[key] }))
        }
        return list
    }

    /// How far a view's on-screen edges moved between two samples, in points: the largest of the four. A text or
    /// symbol that shows something else (a counting number) has another natural width, so then only its top and
    /// bottom edges count — a re-wrap onto another line still does.
    static func boundsStep(_ a: AuditFrame.Sample, _ b: AuditFrame.Sample) -> Double? {
        let vertical = max(abs(a.bounds.minY - b.bounds.minY), abs(a.bounds.maxY - b.bounds.maxY))
        guard a.content == b.content else { return vertical }
        return max(vertical, abs(a.bounds.minX - b.bounds.minX), abs(a.bounds.maxX - b.bounds.maxX))
    }

    /// Jumps in the step from `around.from` to `around.to`: a step above its floor and more than `ratio` times
    /// the larger of the steps just before and just after it. A value that leaves for one frame and comes back
    /// (frame j + 1 within 1/`ratio` of the step of where frame j − 1 was) makes two equal steps, neither larger
    /// than the other; it is a jump too when the step is more than `ratio` times the steps outside the pair. A
    /// missing frame or view counts as no motion.
    func jumps(_ around: Neighbourhood, times: [Double]) -> [AuditFinding] {
        let from = around.from, to = around.to
        guard !explained.explainsStep(into: to.index, times: times) else { return [] }
        var raw: [String: [String: AuditFinding]] = [:]   // path → property → finding
        for path in to.order {
            guard let new = to.views[path], let old = from.views[path], new.isVisible || old.isVisible else { continue }
            let later = around.after?.views[path]
            for property in properties(of: new) {
                guard let step = property.step(old, new), step > property.floor else { continue }
                let previous = around.beforeFrom?.views[path].flatMap { property.step($0, old) } ?? 0
                let next = later.flatMap { property.step(new, $0) } ?? 0
                var detail = "\(NumberText.thousandths(step))\(property.unit) in one frame; \(NumberText.thousandths(previous)) in the frame "
                    + "before, \(NumberText.thousandths(next)) after"
                if step <= thresholds.ratio * max(previous, next) {
                    // Out and back: compare with the steps on either side of the pair.
                    guard let later, let back = property.step(old, later), back * thresholds.ratio < step else { continue }
                    let beyond = around.afterAfter?.views[path].flatMap { property.step(later, $0) } ?? 0
                    guard step > thresholds.ratio * max(previous, beyond) else { continue }
                    detail = "\(NumberText.thousandths(step))\(property.unit) in one frame and \(NumberText.thousandths(next)) back in the next; "
                        + "\(NumberText.thousandths(previous)) in the frame before, \(NumberText.thousandths(beyond)) after"
                }
                raw[path, default: [:]][property.name] = AuditFinding(
                    kind: .jump, time: to.time, frame: to.index, path: path, property: property.name,
                    before: property.value(old), after: property.value(new), detail: detail)
            }
        }
        return to.order.flatMap { path -> [AuditFinding] in
            guard let mine = raw[path] else { return [] }
            let parents = to.views[path]?.parent.flatMap { raw[$0] } ?? [:]
            return mine.keys.sorted().compactMap { parents[$0] == nil ? mine[$0] : nil }
        }
    }

    /// Views visible in `from` and gone in `to`, where nothing explains it; reported at the outermost.
    func vanished(from: AuditFrame, to: AuditFrame, times: [Double]) -> [AuditFinding] {
        guard !explained.explainsStep(into: to.index, times: times) else { return [] }
        let gone = Set(from.order.filter { from.views[$0]?.isVisible == true && to.views[$0] == nil })
        return from.order.compactMap { path in
            guard gone.contains(path), let old = from.views[path], !(old.parent.map(gone.contains) ?? false) else { return nil }
            let how = old.isRemoving ? "being removed, its removal ended while it was still visible"
                                     : "not being removed, it disappeared at once"
            return AuditFinding(kind: .vanished, time: to.time, frame: to.index, path: path, property: "opacity",
                                before: .number(old.opacity), after: nil,
                                detail: "drawn at opacity \(NumberText.thousandths(old.opacity)) in the frame before, gone in this "
                                    + "one (\(how))")
        }
    }

    /// Views still animating in the last frame; a view is not reported when the view it is drawn inside is, with
    /// the same animations. With `resting` (the frame once every animation has finished), views that already look
    /// as they will at rest (`AuditThresholds.restingBounds` …) are not reported, and the rest say how far they
    /// still had to go.
    func runningAtEnd(_ last: AuditFrame, resting: AuditFrame?) -> [AuditFinding] {
        let remaining = Dictionary(uniqueKeysWithValues: last.order.compactMap { path -> (String, String)? in
            guard let sample = last.views[path], !sample.animations.isEmpty else { return nil }
            guard let resting else { return (path, "") }
            let left = stillToGo(sample, resting.views[path])
            return left.isEmpty ? nil : (path, "; at rest it is " + left.joined(separator: ", ") + " away")
        })
        let running = Set(remaining.keys)
        return last.order.compactMap { path in
            guard running.contains(path), let sample = last.views[path] else { return nil }
            let spellings = Set(sample.animations.values)
            if let parent = sample.parent, running.contains(parent),
               let outer = last.views[parent], spellings.isSubset(of: Set(outer.animations.values)) { return nil }
            let keys = sample.animations.keys.sorted()
            let list = keys.map { "\($0) \(sample.animations[$0]!)" }.joined(separator: ", ")
            return AuditFinding(kind: .runningAtEnd, time: last.time, frame: last.index, path: path,
                                property: keys.joined(separator: ","), after: .text(spellings.sorted().joined(separator: "; ")),
                                detail: "still animating in the last frame: \(list)" + (remaining[path] ?? ""))
        }
    }

    /// What differs visibly between a view in the last frame and at rest (nil: gone by then), in words.
    private func stillToGo(_ last: AuditFrame.Sample, _ rest: AuditFrame.Sample?) -> [String] {
        guard let rest else { return last.opacity > thresholds.restingOpacity ? ["gone (now at opacity \(NumberText.thousandths(last.opacity)))"] : [] }
        var left: [String] = []
        let edges = max(abs(last.bounds.minX - rest.bounds.minX), abs(last.bounds.minY - rest.bounds.minY),
                        abs(last.bounds.maxX - rest.bounds.maxX), abs(last.bounds.maxY - rest.bounds.maxY))
        if edges > thresholds.restingBounds { left.append("\(NumberText.thousandths(edges)) pt") }
        let opacity = abs(last.opacity - rest.opacity)
        if opacity > thresholds.restingOpacity { left.append("\(NumberText.thousandths(opacity)) in opacity") }
        for key in last.colors.keys.sorted() {
            guard let a = last.colors[key], let b = rest.colors[key], a.count == b.count else { continue }
            let perStop: [Double] = zip(a, b).map { (x: [Double], y: [Double]) -> Double in
                zip(x, y).map { (u: Double, v: Double) -> Double in abs(u - v) }.max() ?? 0
            }
            let change: Double = perStop.max() ?? 0
            if change > thresholds.restingOpacity { left.append("\(NumberText.thousandths(change)) in \(key)") }
        }
        // Other numbers (a rotation, a blur radius) only when nothing above shows the difference: an offset or a
        // scale is already in the bounds.
        guard left.isEmpty else { return left }
        for key in last.numbers.keys.sorted() {
            guard let a = last.numbers[key], let b = rest.numbers[key], a.count == b.count else { continue }
            let change = zip(a, b).map { abs($0 - $1) }.max() ?? 0
            if change > thresholds.restingNumber { left.append("\(NumberText.thousandths(change)) in \(key)") }
        }
        return left
    }
}
