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
