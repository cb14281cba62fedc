/// A namespace for `matchedGeometryEffect` ids: SwiftUI's `@Namespace`. Each view identity gets its own
/// namespace, the same in every evaluation of the scene.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// The identity of one namespace.
    public struct ID: Hashable, Sendable {
        let key: String
    }

    private let box = NamespaceBox()

    public init() {}

    /// This view's namespace (read before the view is evaluated, a namespace of its own that no other view shares).
    public var wrappedValue: ID { ID(key: box.key ?? "unbound") }

    func bind(to graph: ViewGraph, key: String, environment: EnvironmentValues) {
        box.key = key
    }
}

final class NamespaceBox {
    var key: String?
}
