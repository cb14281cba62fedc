import Zoetrope

/// A selection highlight that follows the tapped segment through anchor preferences: each segment publishes its
/// bounds while selected, and a capsule drawn in `backgroundPreferenceValue` with a GeometryReader and
/// `proxy[anchor]` sits behind it. The capsule keeps its identity, so a tap springs it to the new segment.
@MainActor let selectionHighlightScene = MotionScene("selection-highlight", device: .iPhone15Pro, duration: 2.4) {
    FilterBar()
} script: {
    Tap("Videos", at: 0.4)
    Tap("Albums", at: 1.3)
}

/// The bounds of the selected segment (the first one published wins).
struct SelectedSegmentKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

struct FilterBar: View {
    @State private var selected = "All"
    let segments = ["All", "Photos", "Videos", "Albums"]

    var body: some View {
        VStack(spacing: 16) {
            Text("Library").font(.largeTitle.weight(.bold)).frame(maxWidth: .infinity, alignment: .leading)
            HStack(spacing: 4) {
                ForEach(segments, id: \.self) { segment in
                    Text(segment)
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(selected == segment ? Color.white : Color.primary)
                        .padding(.horizontal, 14)
                        .padding(.vertical, 8)
                        .anchorPreference(key: SelectedSegmentKey.self, value: .bounds) { selected == segment ? $0 : nil }
                        .onTapGesture { withAnimation(.spring(duration: 0.45, bounce: 0.25)) { selected = segment } }
                        .accessibilityIdentifier(segment)
                }
            }
            .padding(4)
            .backgroundPreferenceValue(SelectedSegmentKey.self) { anchor in
                GeometryReader { proxy in
                    if let anchor {
                        let rect = proxy[anchor]
                        Capsule().fill(.blue)
                            .frame(width: rect.width, height: rect.height)
                            .position(x: rect.midX, y: rect.midY)
                    }
                }
            }
            .background(Color.gray.opacity(0.15), in: Capsule())
            Spacer()
        }
        .padding(24)
    }
}
