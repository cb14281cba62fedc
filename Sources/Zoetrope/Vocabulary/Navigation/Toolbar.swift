import Foundation

/// Where a toolbar item goes: SwiftUI's `ToolbarItemPlacement` (the navigation-bar placements).
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom }
    let slot: Slot

    /// The system's choice: the trailing end of the navigation bar.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The centre of the navigation bar, in place of the title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// The bottom toolbar (not drawn yet: Zoetrope reports it).
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
}

/// Content of a `.toolbar { … }`: items with placements.
public protocol ToolbarContent {}

/// One view placed in a toolbar slot.
struct ToolbarItemValue {
    let placement: ToolbarItemPlacement
    let view: any View
}

/// Toolbar content that lists its items.
protocol ToolbarItemsProviding {
    var toolbarItems: [ToolbarItemValue] { get }
}

/// One item of a toolbar: SwiftUI's `ToolbarItem`.
public struct ToolbarItem<Content: View>: ToolbarContent, ToolbarItemsProviding {
    let placement: ToolbarItemPlacement
    let content: Content

    /// An item at `placement` (`.automatic`: the bar's trailing end).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// An item with an identifier (kept for customisation in SwiftUI; only its placement matters here).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, content: content)
    }

    var toolbarItems: [ToolbarItemValue] { [ToolbarItemValue(placement: placement, view: content)] }
}

/// Several items sharing one placement: SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, ToolbarItemsProviding {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    var toolbarItems: [ToolbarItemValue] { [ToolbarItemValue(placement: placement, view: content)] }
}

/// Several toolbar items, in order.
public struct ToolbarItemList: ToolbarContent, ToolbarItemsProviding {
    let toolbarItems: [ToolbarItemValue]
}

/// Builds a toolbar from items: SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression(_ content: some ToolbarContent) -> ToolbarItemList {
        ToolbarItemList(toolbarItems: (content as? ToolbarItemsProviding)?.toolbarItems ?? [])
    }
    public static func buildBlock(_ parts: ToolbarItemList...) -> ToolbarItemList {
        ToolbarItemList(toolbarItems: parts.flatMap(\.toolbarItems))
    }
    public static func buildOptional(_ part: ToolbarItemList?) -> ToolbarItemList { part ?? ToolbarItemList(toolbarItems: []) }
    public static func buildEither(first part: ToolbarItemList) -> ToolbarItemList { part }
    public static func buildEither(second part: ToolbarItemList) -> ToolbarItemList { part }
}
