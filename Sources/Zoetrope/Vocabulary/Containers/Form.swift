/// A container of grouped controls for data entry: SwiftUI's `Form`. On iOS a form is drawn as an inset grouped
/// `List` of its sections and rows (whatever the enclosing `.listStyle`), and scrolls as one.
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}

/// How a `Form` looks: SwiftUI's `FormStyle`. On iOS both styles here are the inset grouped list a form draws as.
public protocol FormStyle {}

/// The platform's default form style: grouped on iOS.
public struct AutomaticFormStyle: FormStyle {
    public init() {}
}

/// Sections in grouped rounded cards: the inset grouped list (`.formStyle(.grouped)`).
public struct GroupedFormStyle: FormStyle {
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension View {
    /// Sets the style of the forms in this view: SwiftUI's `formStyle(_:)`. `.automatic` and `.grouped` are the same
    /// on iOS (`Form` draws as an inset grouped list either way), so the view is unchanged.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
