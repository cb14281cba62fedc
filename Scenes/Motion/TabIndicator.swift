import Zoetrope

/// A segmented control whose white thumb slides to the tapped segment: each segment is a matched-geometry source and
/// the thumb matches the selected one's position only (`properties: .position`), keeping its own size.
@MainActor let tabIndicatorScene = MotionScene("tab-indicator", device: .iPhone15Pro, duration: 2) {
    ActivityTabs()
} script: {
    Tap("Following", at: 0.3)
}

struct ActivityTabs: View {
    let tabs = ["All", "Mentions", "Following"]
    @Namespace private var segments
    @State private var selected = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Activity").font(.largeTitle.bold())
            ZStack {
                RoundedRectangle(cornerRadius: 9)
                    .fill(.white)
                    .shadow(color: .black.opacity(0.12), radius: 4, y: 2)
                    .frame(width: 112, height: 32)
                    .matchedGeometryEffect(id: selected, in: segments, properties: .position, isSource: false)
                HStack(spacing: 0) {
                    ForEach(0..<3) { index in
                        Text(tabs[index])
                            .font(.subheadline.weight(.semibold))
                            .frame(maxWidth: .infinity)
                            .frame(height: 32)
                            .matchedGeometryEffect(id: index, in: segments)
                            .onTapGesture { withAnimation(.snappy) { selected = index } }
                    }
                }
            }
            .padding(2)
            .background(.gray.opacity(0.14), in: RoundedRectangle(cornerRadius: 11))
            ForEach(0..<5) { row in
                ActivityRow(index: row)
            }
        }
        .padding(20)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

/// One notification: an avatar, a line of text and a time.
struct ActivityRow: View {
    let index: Int
    let people = ["Maya", "Jonas", "Priya", "Leo", "Ana"]
    let colors: [Color] = [.purple, .teal, .orange, .indigo, .pink]

    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(colors[index]).frame(width: 40, height: 40)
                .overlay { Image(systemName: "person.fill").foregroundStyle(.white) }
            VStack(alignment: .leading, spacing: 2) {
                Text("\(people[index]) liked your photo").font(.subheadline)
                Text("\(index * 7 + 2) min ago").font(.caption).foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
