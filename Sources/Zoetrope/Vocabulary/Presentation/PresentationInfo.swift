import Foundation

/// What a presented view's modifiers declare while it is evaluated: its detents, the selected one, its drag
/// indicator and corner radius; its navigation transition is in `screen`.
final class PresentationInfo {
    var detents: Set<PresentationDetent> = [.large]
    var selection: Binding<PresentationDetent>?
    var dragIndicator: Visibility = .automatic
    var cornerRadius: CGFloat?
    var sizing: PresentationSizingKind = .automatic
    /// What the sheet is filled with (`presentationBackground`); nil: the system background at the elevated level.
    var background: (any View)?
    let screen = NavigationScreenInfo()
}

/// Which of the system's sizings a sheet asked for (`presentationSizing(_:)`).
enum PresentationSizingKind: Hashable, Sendable {
    case automatic, form, page
}

/// How a sheet is sized where it floats (regular width, an iPad): SwiftUI's `PresentationSizing` (iOS 18). Only the
/// system's three are available; in compact width (an iPhone) a sheet is sized by its detents whatever this says.
public protocol PresentationSizing: Sendable {
    /// Which of the system's sizings this is.
    var _kind: PresentationSizingKindBox { get }
}

/// Carries a sizing's kind (an implementation detail of `PresentationSizing`).
public struct PresentationSizingKindBox: Sendable {
    let kind: PresentationSizingKind
}

/// The default: `.form` on iOS (SwiftUI's documentation of `PresentationSizing.automatic`).
public struct AutomaticPresentationSizing: PresentationSizing {
    public var _kind: PresentationSizingKindBox { PresentationSizingKindBox(kind: .automatic) }
}

/// A size for forms, a little narrower than `.page`.
public struct FormPresentationSizing: PresentationSizing {
    public var _kind: PresentationSizingKindBox { PresentationSizingKindBox(kind: .form) }
}

/// Roughly the size of a page of paper.
public struct PagePresentationSizing: PresentationSizing {
    public var _kind: PresentationSizingKindBox { PresentationSizingKindBox(kind: .page) }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    public static var page: PagePresentationSizing { PagePresentationSizing() }
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

    /// How the sheet is sized where it floats in regular width (an iPad): `.form` (the default) or `.page`.
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
        PresentationModifierView(content: self) { $0.sizing = sizing._kind.kind }
    }

    /// The sheet's corner radius (nil: the system's).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        PresentationModifierView(content: self) { $0.cornerRadius = cornerRadius }
    }

    /// Fills the sheet or cover behind its content with `style` (a colour, a gradient, a material that blurs the
    /// screen below): SwiftUI's `presentationBackground(_:)` (iOS 16.4).
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        PresentationModifierView(content: self) { $0.background = Rectangle().fill(style) }
    }

    /// Draws `content` behind the sheet's or cover's content, filling it (placed by `alignment`): SwiftUI's
    /// `presentationBackground(alignment:content:)` (iOS 16.4).
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let background = content().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
        return PresentationModifierView(content: self) { $0.background = background }
    }
}
