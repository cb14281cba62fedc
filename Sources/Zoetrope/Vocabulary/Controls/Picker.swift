import Foundation

/// A control for choosing one of a set of values: SwiftUI's `Picker`. Each view of the content is an option; its
/// `.tag(_:)` is the selection value that picks it (inside a `ForEach`, the element's id is the tag unless the view
/// sets one, as in SwiftUI). Drawn in the style `.pickerStyle(_:)` sets: `.menu` (iOS's default,
/// `MenuPickerButton`), `.segmented` (`SegmentedControl`) or `.wheel` (`WheelPickerView`).
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// A picker with any label view.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let picker = context.child("Picker")
        let style = picker.environment.controlStyles.picker
        let selection = self.selection
        let current = AnyHashable(selection.wrappedValue)
        let select: (AnyHashable) -> Void = { tag in
            if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
        }
        switch style.base {
        case .segmented:
            var regular = picker.child("options")
            regular.environment.font = .system(size: SegmentedMetrics.fontSize)
            var bold = picker.child("selectedOption")
            bold.environment.font = .system(size: SegmentedMetrics.fontSize, weight: .semibold)
            let options = Self.options(of: content, in: regular)
            let selectedOptions = Self.options(of: content, in: bold)
            let tags = options.map(\.tag)
            let index = tags.firstIndex(of: current)
            let segments = options.indices.map { i in i == index && i < selectedOptions.count ? selectedOptions[i].node : options[i].node }
            let control = SegmentedControl(segments: segments, selectedIndex: index) { select(tags[$0]) }
            return picker.resolve(control, component: "segmented")
        case .wheel:
            let options = Self.options(of: content, in: picker.child("options"))
            let index = options.map(\.tag).firstIndex(of: current)
            let wheel = WheelPickerView(rows: options.map(\.node), selectedIndex: index) { select(options[$0].tag) }
            return picker.resolve(wheel, component: "wheel")
        case .menu:
            var tinted = picker.child("options")
            tinted.environment.foregroundStyle = AnyShapeStyle(TintShapeStyle())
            let options = Self.options(of: content, in: tinted)
            let shown = options.first { $0.tag == current }?.node
            let button = MenuPickerButton(value: shown, label: label,
                                          inRow: picker.environment.isInList || picker.environment.isInListRow)
            return picker.resolve(button, component: "menu")
        }
    }

    /// The options with their tags: a `ForEach`'s elements tagged by their ids, other views by their `.tag`
    /// (an option without one is never selected, as in SwiftUI).
    static func options(of content: Content, in context: ResolveContext) -> [(node: Node, tag: AnyHashable)] {
        let nodes = (content as? any PickerOptionSource)?.pickerOptions(context) ?? context.resolve(content)
        return nodes.enumerated().map { index, node in
            (node, node.containerTraits.tag ?? AnyHashable(PickerUntagged(index: index)))
        }
    }
}

/// The tag of an option that has none: equal to no selection value.
private struct PickerUntagged: Hashable { let index: Int }

extension Picker where Label == Text {
    /// A picker with a text label.
    public init(_ titleKey: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }
}

/// Content whose views carry implicit tags for a picker: a `ForEach` tags each element's views with its id.
protocol PickerOptionSource {
    func pickerOptions(_ context: ResolveContext) -> [Node]
}

extension ForEach: PickerOptionSource {
    func pickerOptions(_ context: ResolveContext) -> [Node] {
        let each = context.child("ForEach")
        var nodes: [Node] = []
        var seen = Set<ID>()
        for element in data {
            let key = id(element)
            guard seen.insert(key).inserted else { continue }
            let resolved = each.resolve(content(element), component: "\(key)")
            for node in resolved where node.containerTraits.tag == nil { node.containerTraits.tag = AnyHashable(key) }
            nodes += resolved
        }
        return nodes
    }
}
