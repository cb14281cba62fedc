import Foundation

/// A reusable change to a view: SwiftUI's `ViewModifier`. `body(content:)` receives the modified view as `Content`.
/// A modifier may hold `@State`, and one that is `Animatable` has its body made again from its presented data
/// while that animates (as custom animatable views do).
public protocol ViewModifier {
    associatedtype Body: View
    /// The view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// A modifier whose body is made again from its presented `animatableData` while that animates: SwiftUI's
/// deprecated `AnimatableModifier`, which is `Animatable` and `ViewModifier` together (any `ViewModifier` that is
/// `Animatable` behaves so here, as in SwiftUI since iOS 17).
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// The view a `ViewModifier` is applied to, inside its body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let content: any View

    func makeNodes(_ context: ResolveContext) -> [Node] { context.resolve(content) }
}

/// A view with a modifier applied: SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    func makeNodes(_ context: ResolveContext) -> [Node] {
        context.resolve(modifier: modifier, on: content)
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ResolveContext {
    /// Resolves `modifier.body(content:)` under the modifier's type name, its dynamic properties bound there.
    func resolve(modifier: any ViewModifier, on content: any View) -> [Node] {
        let inner = child(typeName(of: modifier))
        graph.bindDynamicProperties(of: modifier, at: inner.path, environment: environment)
        func body(_ modifier: any ViewModifier) -> any View { Self.body(of: modifier, content: content) }
        if let animatable = modifier as? any Animatable, let track = animatable.makeDataTrack() {
            return [inner.liveNode(typeName: typeName(of: modifier), data: animatable.erasedData, track: track,
                                   evaluated: inner.resolve(body(modifier))) { presented in
                // The copy shares the modifier's dynamic-property boxes, bound when it was evaluated.
                guard let moved = animatable.replacingData(with: presented) as? any ViewModifier else { return nil }
                return body(moved)
            }]
        }
        return inner.resolve(body(modifier))
    }

    private static func body<M: ViewModifier>(of modifier: M, content: any View) -> any View {
        modifier.body(content: _ViewModifier_Content(content: content))
    }
}
