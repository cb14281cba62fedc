import Foundation

extension MotionSpec {
    /// What a designer calls a view (issue 26): its accessibility identifier (`#fab`); else the words it shows — its
    /// own text or the first text inside it (`“Photo”`); else the nearest view of the scene's own code on its path
    /// (`ActionRow`); each followed by what the row's view is when that differs (`“Photo” · padding`). The identity
    /// path stays in the row (`view`) for tooltips and machines.
    /// `near` finds the node at another path (an ancestor's: the identifier of a button a few levels up names the
    /// rotation inside it).
    static func designerName(of node: Node, path: String, near: (String) -> Node? = { _ in nil }) -> String {
        let kind = node.displayName
        if let identifier = node.accessibilityIdentifier ?? firstIdentifier(in: node) ?? ancestorIdentifier(of: path, near) {
            return "#\(identifier) · \(kind)"
        }
        if let words = firstText(in: node) {
            return node.kind.is(TextKind.self) ? "“\(words)”" : "“\(words)” · \(kind)"
        }
        if let type = nearestOwnType(in: path), type != kind { return "\(type) · \(kind)" }
        return kind
    }

    /// The identifier of one of the three nearest ancestors.
    private static func ancestorIdentifier(of path: String, _ near: (String) -> Node?) -> String? {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        for _ in 0..<3 {
            guard parts.count > 1 else { return nil }
            parts.removeLast()
            if let identifier = near(parts.joined(separator: "/"))?.accessibilityIdentifier { return identifier }
        }
        return nil
    }

    private static func firstIdentifier(in node: Node) -> String? {
        for child in node.children {
            if let identifier = child.accessibilityIdentifier ?? firstIdentifier(in: child) { return identifier }
        }
        return nil
    }

    /// The text of the first Text in drawing order, at most 24 characters (longer ends in "…").
    private static func firstText(in node: Node) -> String? {
        if let text = node.kind.as(TextKind.self)?.run.string, !text.isEmpty {
            let line = text.replacingOccurrences(of: "\n", with: " ")
            return line.count > 24 ? String(line.prefix(23)) + "…" : line
        }
        for child in node.children { if let text = firstText(in: child) { return text } }
        return nil
    }

    /// The last path component that names a view type of the scene's code: capitalised, and not one of SwiftUI's
    /// (or Zoetrope's) own views.
    private static func nearestOwnType(in path: String) -> String? {
        path.split(separator: "/").reversed().map(String.init).first { component in
            guard let first = component.first, first.isUppercase, component.allSatisfy({ $0.isLetter || $0.isNumber }) else {
                return false
            }
            return !builtInViews.contains(component)
        }
    }

    static let builtInViews: Set<String> = [
        "AnyView", "Button", "BorderedButtonBody", "Canvas", "Capsule", "Circle", "Color", "ColorPicker",
        "ContainerRelativeShape", "Divider", "Ellipse", "EmptyView", "ForEach", "Form", "Gauge", "GeometryReader", "Grid",
        "GridRow", "Group", "HStack", "Image", "KeyframeAnimator", "Label", "LabelBody", "LazyHGrid", "LazyHStack",
        "LazyVGrid", "LazyVStack", "Link", "List", "Menu", "NavigationLink", "NavigationStack", "NavigationView", "Path",
        "PhaseAnimator", "Picker", "ProgressView", "Rectangle", "RoundedRectangle", "ScrollView", "ScrollViewReader",
        "Section", "SecureField", "Slider", "Spacer", "Stepper", "TabView", "TaskModifier", "Text", "TextField",
        "TimelineView", "Toggle", "TupleView", "UnevenRoundedRectangle", "VStack", "ViewThatFits", "ZStack",
    ]
}
