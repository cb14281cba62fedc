/// Whether `.aspectRatio` fits the view inside the offered size or fills it: SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    case fit
    case fill
}
