import Zoetrope

/// A photo-style grid of thirty coloured cards in a scroll view: a scripted flick (`Scroll`) glides it down with
/// UIScrollView's deceleration, a finger catches it and flicks it further (`Drag`, following the finger then
/// gliding on), and the "Top" button scrolls back with `ScrollViewReader.scrollTo` inside `withAnimation`.
@MainActor let scrollGridScene = MotionScene("scroll-grid", device: .iPhone15Pro, duration: 7) {
    CardGrid()
} script: {
    Scroll("grid", by: 400, at: 0.4)
    Drag(from: CGPoint(x: 196, y: 620), to: CGPoint(x: 196, y: 370), at: 2.4, duration: 0.2)
    Tap("Top", at: 5.2)
}

struct CardGrid: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))], spacing: 12) {
                    ForEach(0..<30) { index in
                        RoundedRectangle(cornerRadius: 16)
                            .fill(colors[index % colors.count])
                            .frame(height: 120)
                            .overlay(alignment: .bottomLeading) {
                                Text("Card \(index + 1)")
                                    .font(.headline)
                                    .foregroundStyle(.white)
                                    .padding(12)
                            }
                    }
                }
                .padding(16)
            }
            .accessibilityIdentifier("grid")
            .overlay(alignment: .bottomTrailing) {
                Button {
                    withAnimation(.easeInOut(duration: 0.8)) { proxy.scrollTo(0, anchor: .top) }
                } label: {
                    Label("Top", systemImage: "arrow.up")
                        .font(.headline)
                        .padding(.horizontal, 16)
                        .padding(.vertical, 10)
                        .background(.ultraThinMaterial, in: Capsule())
                }
                .padding(20)
            }
        }
    }
}
