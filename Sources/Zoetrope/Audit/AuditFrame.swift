import Foundation

/// One frame of a motion trace reduced to what the audit compares between frames: per view path (its first
/// occurrence in drawing order), where it is, how opaque, its colours and its running animations.
struct AuditFrame {
    /// What the audit reads of one view.
    struct Sample {
        var parent: String?
        var bounds: CGRect
        /// Opacity as drawn.
        var opacity: Double
        /// Each style value holding colours (`fill`, `foreground`, `shadow`, a gradient's stops…): the sRGB hex
        /// colours it names, in order, each premultiplied (r·a, g·a, b·a, a) on a 0–1 scale.
        var colors: [String: [[Double]]]
        /// The style values those colours were read from, for the report.
        var colorText: [String: InspectedValue]
        /// The numbers of its style (a rotation, a scale, a blur radius), by key.
        var numbers: [String: [Double]]
        /// What it shows when that is not a number: its text or symbol name (a change of it may change its size).
        var content: InspectedValue?
        /// Whether it can be seen: drawn at more than `visibleOpacity`, with an area, and not clipped away.
        var isVisible: Bool
        var isRemoving: Bool
        /// Animating attribute → SwiftUI spelling.
        var animations: [String: String]
    }

    var index: Int
    var time: Double
    var views: [String: Sample]
    /// The paths in drawing order (first occurrences).
    var order: [String]

    init(index: Int, trace: MotionTrace, visibleOpacity: Double, canvas: CGRect? = nil) {
        self.index = index
        time = trace.time
        var views: [String: Sample] = [:]
        var order: [String] = []
        for view in trace.views where views[view.path] == nil {
            var colors: [String: [[Double]]] = [:]
            var colorText: [String: InspectedValue] = [:]
            var numbers: [String: [Double]] = [:]
            for (key, value) in view.style {
                switch value {
                case let .number(number): numbers[key] = [number]
                case let .numbers(list): numbers[key] = list
                case let .text(text):
                    let found = Self.hexColors(in: text)
                    if !found.isEmpty {
                        colors[key] = found
                        colorText[key] = value
                    }
                }
            }
            var clipped = view.clip.map { $0.intersection(view.bounds) } ?? view.bounds
            if let canvas { clipped = clipped.intersection(canvas) }
            // A sliver under 1/20 pt of a view past the canvas edge (a screen a spring has all but pushed off) shows nothing.
            let sliver: CGFloat = canvas == nil ? 0 : 0.05
            let visible = view.opacity > visibleOpacity && !clipped.isNull && clipped.width > sliver && clipped.height > sliver
            views[view.path] = Sample(parent: view.parent.map { trace.views[$0].path }, bounds: view.bounds,
                                      opacity: view.opacity, colors: colors, colorText: colorText, numbers: numbers,
                                      content: view.style["text"] ?? view.style["symbol"], isVisible: visible,
                                      isRemoving: view.isRemoving, animations: view.animations)
            order.append(view.path)
        }
        self.views = views
        self.order = order
    }

    /// Every `#RRGGBBAA` colour in `text`, in order, premultiplied on a 0–1 scale.
    static func hexColors(in text: String) -> [[Double]] {
        var result: [[Double]] = []
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            defer { i += 1 }
            guard scalars[i] == "#", i + 8 < scalars.count else { continue }
            let digits = scalars[(i + 1)..<(i + 9)].compactMap { Int(String($0), radix: 16) }
            guard digits.count == 8 else { continue }
            if i + 9 < scalars.count, Int(String(scalars[i + 9]), radix: 16) != nil { continue }
            let bytes: [Double] = stride(from: 0, to: 8, by: 2).map { (k: Int) -> Double in
                let byte: Int = digits[k] * 16 + digits[k + 1]
                return Double(byte) / 255
            }
            let alpha = bytes[3]
            result.append([bytes[0] * alpha, bytes[1] * alpha, bytes[2] * alpha, alpha])
            i += 8
        }
        return result
    }
}
