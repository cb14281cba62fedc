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
        /// Each attribute value holding colours (`fill`, `foreground`, `shadow`, a gradient's stops…): its colours, in
        /// order, each premultiplied (r·a, g·a, b·a, a) on a 0–1 scale.
        var colors: [String: [[Double]]]
        /// The attribute values those colours were read from, for the report.
        var colorText: [String: InspectedValue]
        /// The numbers of its attributes that are numbers (a rotation, a scale, a blur radius), by name.
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
            var content: InspectedValue?
            for attribute in view.attributes {
                let key = attribute.descriptor.name, value = attribute.value
                switch value {
                case let .number(number): numbers[key] = [number]
                case let .numbers(list): numbers[key] = list
                default:
                    let found = value.colours
                    if !found.isEmpty {
                        colors[key] = found.map(\.premultiplied)
                        colorText[key] = value
                    }
                }
                if attribute.descriptor.isContent, content == nil { content = value }
            }
            var clipped = view.clip.map { $0.intersection(view.bounds) } ?? view.bounds
            if let canvas { clipped = clipped.intersection(canvas) }
            // A sliver under 1/20 pt of a view past the canvas edge (a screen a spring has all but pushed off) shows nothing.
            let sliver: CGFloat = canvas == nil ? 0 : 0.05
            let visible = view.opacity > visibleOpacity && !clipped.isNull && clipped.width > sliver && clipped.height > sliver
            views[view.path] = Sample(parent: view.parent.map { trace.views[$0].path }, bounds: view.bounds,
                                      opacity: view.opacity, colors: colors, colorText: colorText, numbers: numbers,
                                      content: content, isVisible: visible,
                                      isRemoving: view.isRemoving, animations: view.animations)
            order.append(view.path)
        }
        self.views = views
        self.order = order
    }
}
