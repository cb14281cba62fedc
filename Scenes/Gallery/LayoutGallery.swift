import Zoetrope

/// Stacks and frames: alignment in stacks, spacers, padding, flexible frames, layout priority, Divider and Label,
/// and a bar whose frame springs wider after a tap at 0.3 s.
@MainActor let layoutGalleryScene = MotionScene("gallery-layout", device: .iPhone15Pro, duration: 1.5) {
    LayoutGallery()
} script: {
    Tap("grow", at: 0.3)
}

struct LayoutGallery: View {
    @State private var isWide = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Label("Stacks and frames", systemImage: "square.fill").font(.headline)
            HStack(alignment: .bottom, spacing: 8) {
                block(.blue, 40, 60)
                block(.indigo, 40, 30)
                Spacer()
                block(.purple, 60, 45)
            }
            .padding(8)
            .background(Color.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
            Divider()
            HStack(spacing: 12) {
                Text("A label that yields").lineLimit(1)
                Text("priority wins").lineLimit(1).layoutPriority(1)
                    .padding(.horizontal, 8)
                    .background(Color.orange.opacity(0.25), in: Capsule())
            }
            .frame(width: 240, alignment: .leading)
            ZStack(alignment: .topTrailing) {
                RoundedRectangle(cornerRadius: 12).fill(.teal.opacity(0.3)).frame(height: 80)
                Circle().fill(.red).frame(width: 20, height: 20).padding(8)
            }
            HStack {
                Color.green.frame(maxWidth: isWide ? .infinity : 80, maxHeight: 24)
                    .onTapGesture { withAnimation(.bouncy) { isWide.toggle() } }
                    .accessibilityIdentifier("grow")
                Text("flex").font(.caption)
            }
            Divider()
            VStack(alignment: .trailing, spacing: 4) {
                Text("Trailing")
                Text("aligned column").font(.footnote).foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .trailing)
            Label("Done", systemImage: "checkmark.circle.fill").foregroundStyle(.green)
        }
        .padding(20)
        .frame(maxHeight: .infinity, alignment: .top)
    }

    func block(_ color: Color, _ width: CGFloat, _ height: CGFloat) -> some View {
        color.frame(width: width, height: height)
    }
}
