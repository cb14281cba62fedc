import Foundation

/// How a `List` looks: SwiftUI's `ListStyle`. Zoetrope draws `.insetGrouped` (iOS's default) and `.plain`;
/// `.grouped` draws as `.insetGrouped`.
public protocol ListStyle {}

/// Sections as rounded cards inset from the edges over the grouped background: iOS's default list style.
public struct InsetGroupedListStyle: ListStyle {
    /// The style.
    public init() {}
}

/// Rows edge to edge on the plain background, separated by inset lines.
public struct PlainListStyle: ListStyle {
    /// The style.
    public init() {}
}

/// The platform's default: `.insetGrouped` on iOS.
public struct DefaultListStyle: ListStyle {
    /// The style.
    public init() {}
}

/// Sections edge to edge over the grouped background; drawn as `.insetGrouped` here.
public struct GroupedListStyle: ListStyle {
    /// The style.
    public init() {}
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as rounded cards inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge on the plain background.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default style (`.insetGrouped` on iOS).
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections edge to edge over the grouped background (drawn as `.insetGrouped`).
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

/// The list styles Zoetrope draws.
enum ListAppearance {
    case insetGrouped
    case plain
}

extension View {
    /// Sets the style of the lists in this view: SwiftUI's `listStyle(_:)`.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        ContextView(content: self) { $0.environment.listAppearance = style is PlainListStyle ? .plain : .insetGrouped }
    }

    /// Puts `spacing` points between the rows of lists in this view (nil: none): SwiftUI's `listRowSpacing(_:)`
    /// (iOS 15). Inset grouped, rows that stand apart are each on a rounded card of their own, without separators.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        ContextView(content: self) { $0.environment.listRowSpacing = spacing.map { $0.isFinite ? max($0, 0) : 0 } }
    }
}
