import Foundation

/// A title with an icon: SwiftUI's `Label`. In its default (title and icon) style: the icon, then the title, in an
/// HStack with default alignment and spacing; `.labelStyle(.iconOnly)` and `.labelStyle(.titleOnly)` show one of them.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.controlStyles) private var styles

    /// A label with any title and icon views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        LabelBody(style: styles.label, title: title, icon: icon)
    }
}

/// The label's content for its style, resolved without a conditional in the identity path (so the default
/// title-and-icon label keeps the path `Label/HStack` it always had).
struct LabelBody<Title: View, Icon: View>: View, PrimitiveView {
    typealias Body = Never
    let style: LabelStyleKind
    let title: Title
    let icon: Icon

    func makeNodes(_ context: ResolveContext) -> [Node] {
        switch style {
        case .iconOnly: return context.resolve(icon)
        case .titleOnly: return context.resolve(title)
        case .titleAndIcon: return context.resolve(HStack { icon; title })
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and an SF Symbol icon.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}
