import Foundation

/// What a presented view's modifiers declare while it is evaluated: its detents, the selected one, its drag
/// indicator and corner radius; its navigation transition is in `screen`.
final class PresentationInfo {
    var detents: Set<PresentationDetent> = [.large]
    var selection: Binding<PresentationDetent>?
    var dragIndicator: Visibility = .automatic
    var cornerRadius: CGFloat?
    let screen = NavigationScreenInfo()
}

/// Writes into the presentation being evaluated, then resolves its content.
struct PresentationModifierView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let apply: (PresentationInfo) -> Void

    func makeNodes(_ context: ResolveContext) -> [Node] {
        if let info = context.environment.presentation { apply(info) }
        return context.resolve(content)
    }
}

extension View {
    /// The heights the sheet rests at; it opens at the smallest.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        PresentationModifierView(content: self) { $0.detents = detents.isEmpty ? [.large] : detents }
    }

    /// The heights the sheet rests at, and the one it is at: setting `selection` moves the sheet there with the
    /// system's spring.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        PresentationModifierView(content: self) { info in
            info.detents = detents.isEmpty ? [.large] : detents
            info.selection = selection
        }
    }

    /// Whether the sheet shows its grabber (`.automatic`: when it has more than one detent).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        PresentationModifierView(content: self) { $0.dragIndicator = visibility }
    }

    /// The sheet's corner radius (nil: the system's).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        PresentationModifierView(content: self) { $0.cornerRadius = cornerRadius }
    }
}
