import Foundation

extension View {
    /// Sets the style shapes and symbols in this view fill with. A style relative to the foreground (`.secondary`)
    /// is taken relative to the foreground style around this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        ContextView(content: self) {
            $0.environment.foregroundStyle = AnyShapeStyle(style).bound(toForeground: $0.environment.foregroundStyle)
        }
    }

    /// Sets the foreground colour (deprecated in SwiftUI in favour of `foregroundStyle`).
    public func foregroundColor(_ color: Color?) -> some View {
        ContextView(content: self) { $0.environment.foregroundStyle = color.map(AnyShapeStyle.init) }
    }

    /// Hides the status bar's time and glyphs (drawn with `--chrome`) while the view shows: SwiftUI's
    /// `statusBarHidden(_:)`. Any view of the scene asking for it hides it.
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        ContextView(content: self) { context in
            if hidden { context.graph.prefersStatusBarHidden = true }
        }
    }

    /// Asks for the system's persistent overlays to hide: SwiftUI's `persistentSystemOverlays(_:)`. On iPhone that is
    /// the home indicator, which `.hidden` removes (drawn with `--chrome`) while the view shows: iOS fades it out a
    /// moment after the last touch, Zoetrope hides it throughout (docs/approximations.md).
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        ContextView(content: self) { context in
            if visibility == .hidden { context.graph.prefersSystemOverlaysHidden = true }
        }
    }

    /// Asks for the whole scene to be shown in `colorScheme` (nil: no preference), like SwiftUI's
    /// `preferredColorScheme`, which sets the scheme of the presentation containing the view.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        ContextView(content: self) { context in
            if let colorScheme { context.graph.preferredColorScheme = colorScheme }
        }
    }

    /// Sets the tint of controls in this view.
    public func tint(_ tint: Color?) -> some View {
        ContextView(content: self) {
            $0.environment.tint = tint ?? .accentColor
            $0.environment.explicitTint = tint
        }
    }

    /// How this view enters and leaves when it is inserted or removed in an animated transaction.
    public func transition(_ t: AnyTransition) -> some View {
        TransitionView(content: self, transition: t)
    }

    /// Animates changes inside this view with `animation` whenever `value` changes: SwiftUI's
    /// `.animation(_:value:)`. nil turns animation off for those changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        AnimationModifierView(content: self, animation: animation, value: value)
    }

    /// The identifier a script's `Tap` finds this view by.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        TraitView(content: self) { $0.accessibilityIdentifier = identifier }
    }

    /// Runs `action` when the view is tapped `count` times.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        TraitView(content: self) { $0.tapAction = action }
    }

    /// The drawing order among siblings: higher is in front.
    public func zIndex(_ value: Double) -> some View {
        TraitView(content: self) { $0.zIndex = value }
    }

    /// Gives the view an explicit identity: a new id is a new view (removed and inserted).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IdentifiedView(content: self, id: id)
    }
}

/// `.animation(_:value:)`: replaces the transaction's animation for the subtree when `value` changed.
struct AnimationModifierView<Content: View, Value: Equatable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let animation: Animation?
    let value: Value

    func makeNodes(_ context: ResolveContext) -> [Node] {
        var inner = context.child("animation")
        if inner.graph.animationValueChanged(value, key: inner.path), !inner.transaction.disablesAnimations {
            inner.transaction.animation = animation
        }
        return inner.resolve(content)
    }
}

/// `.id(_:)`: an identity component from a value.
struct IdentifiedView<Content: View, ID: Hashable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let id: ID

    func makeNodes(_ context: ResolveContext) -> [Node] {
        context.resolve(content, component: "id=\(id)")
    }
}
