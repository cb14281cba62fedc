import Foundation
import Testing
@testable import Zoetrope
import ZoetropeDisplay

/// The text items of a display list, depth first, in drawing order.
func textItems(_ items: [DisplayItem]) -> [TextItem] {
    items.flatMap { item -> [TextItem] in
        switch item {
        case let .text(text): return [text]
        case let .group(group): return textItems(group.children)
        case .shape, .image: return []
        }
    }
}

/// The first text a scene of `content` draws at time 0.
@MainActor func firstTextItem<V: View>(@ViewBuilder _ content: @escaping @MainActor () -> V) throws -> TextItem {
    try #require(textItems(timeline(content).displayList(at: 0).items).first)
}
