import Zoetrope

/// Every Dynamic Type style at its default size, weights and slants, wrapping, truncation and alignment. A tap at
/// 0.5 s lifts the line limit of the long paragraph, which animates open.
@MainActor let textGalleryScene = MotionScene("gallery-text", device: .iPhone15Pro, duration: 1.5) {
    TextGallery()
} script: {
    Tap("paragraph", at: 0.5)
}

struct TextGallery: View {
    @State private var isExpanded = false

    /// The Dynamic Type styles, largest first (fidelity.md §8.2).
    let styles: [(name: String, font: Font)] = [
        ("Large Title", .largeTitle), ("Title", .title), ("Title 2", .title2), ("Title 3", .title3),
        ("Headline", .headline), ("Body", .body), ("Callout", .callout), ("Subheadline", .subheadline),
        ("Footnote", .footnote), ("Caption", .caption), ("Caption 2", .caption2),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(styles, id: \.name) { style in
                Text(style.name).font(style.font)
            }
            HStack(spacing: 12) {
                Text("Bold").bold()
                Text("Italic").italic()
                Text("Heavy 20").font(.system(size: 20, weight: .heavy))
                Text("Light 20").font(.system(size: 20, weight: .light))
            }
            .padding(.top, 8)
            Text("Long text wraps to the width it is offered, and a line limit cuts it short with an ellipsis until the limit is lifted.")
                .font(.callout)
                .foregroundStyle(.secondary)
                .lineLimit(isExpanded ? nil : 2)
                .onTapGesture { withAnimation(.smooth) { isExpanded.toggle() } }
                .accessibilityIdentifier("paragraph")
                .padding(.top, 8)
            Text("Centred lines\nunder each other")
                .font(.subheadline)
                .multilineTextAlignment(.center)
                .frame(maxWidth: .infinity)
                .padding(.top, 8)
        }
        .padding(.horizontal, 20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
