import Zoetrope

/// Every built-in symbol with its SF Symbols name, in rows of five; the heart fills and grows on a tap at 0.5 s.
@MainActor let symbolGalleryScene = MotionScene("gallery-symbols", device: .iPhone15Pro, duration: 1.5) {
    SymbolGallery()
} script: {
    Tap("heart", at: 0.5)
}

struct SymbolGallery: View {
    @State private var isLiked = false

    static let names = [
        "arrow.down", "arrow.left", "arrow.right", "arrow.up", "bell", "bell.fill", "bookmark", "bookmark.fill",
        "camera.fill", "checkmark", "checkmark.circle.fill", "chevron.down", "chevron.left", "chevron.right",
        "chevron.up", "circle", "circle.fill", "doc", "doc.fill", "ellipsis", "ellipsis.circle", "ellipsis.circle.fill",
        "gear", "heart", "heart.fill", "house", "house.fill", "info.circle", "link", "magnifyingglass", "minus",
        "music.note", "paperplane.fill", "pause.fill", "person", "person.fill", "play.fill", "plus", "plus.circle.fill",
        "square", "square.and.arrow.up", "square.fill", "star", "star.fill", "trash", "xmark", "xmark.circle.fill",
    ]

    /// The names in rows of `columns`.
    static func rows(columns: Int) -> [[String]] {
        stride(from: 0, to: names.count, by: columns).map { Array(names[$0 ..< min($0 + columns, names.count)]) }
    }

    var body: some View {
        VStack(spacing: 10) {
            HStack(spacing: 16) {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .font(.largeTitle)
                    .foregroundStyle(.pink)
                    .scaleEffect(isLiked ? 1.25 : 1)
                    .onTapGesture { withAnimation(.bouncy) { isLiked.toggle() } }
                    .accessibilityIdentifier("heart")
                Text("Symbols scale with the font").font(.headline)
            }
            .padding(.bottom, 6)
            ForEach(Self.rows(columns: 5), id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(row, id: \.self) { name in
                        VStack(spacing: 4) {
                            Image(systemName: name).font(.title2).foregroundStyle(.blue)
                            Text(name).font(.system(size: 8)).foregroundStyle(.secondary).lineLimit(1)
                        }
                        .frame(width: 70)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .padding(.horizontal, 21)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}
