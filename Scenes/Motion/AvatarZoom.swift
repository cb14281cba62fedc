import Zoetrope

/// A profile whose avatar zooms in place when tapped: the avatar matches the size only (`properties: .size`) of an
/// invisible placeholder that is swapped from 96 pt to 240 pt, so it grows about its own centre, over the page.
@MainActor let avatarZoomScene = MotionScene("avatar-zoom", device: .iPhone15Pro, duration: 2) {
    ProfilePage()
} script: {
    Tap("avatar", at: 0.3)
}

struct ProfilePage: View {
    @Namespace private var zoom
    @State private var isZoomed = false

    var body: some View {
        VStack(spacing: 12) {
            LinearGradient(colors: [.indigo, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(height: 150)
                .ignoresSafeArea(edges: .top)
            ZStack {
                if isZoomed {
                    Color.clear.frame(width: 240, height: 240).matchedGeometryEffect(id: "avatar", in: zoom)
                } else {
                    Color.clear.frame(width: 96, height: 96).matchedGeometryEffect(id: "avatar", in: zoom)
                }
                ProfileAvatar()
                    .matchedGeometryEffect(id: "avatar", in: zoom, properties: .size, isSource: false)
                    .onTapGesture { withAnimation(.spring(duration: 0.5, bounce: 0.25)) { isZoomed.toggle() } }
                    .accessibilityIdentifier("avatar")
            }
            .frame(width: 96, height: 96)
            .padding(.top, -60)
            .zIndex(1)
            Text("Maya Chen").font(.title2.bold())
            Text("Photographer · Lisbon").font(.subheadline).foregroundStyle(.secondary)
            HStack(spacing: 40) {
                stat("128", "Posts")
                stat("2.4K", "Followers")
                stat("311", "Following")
            }
            .padding(.top, 8)
            PhotoGrid().padding(.top, 12)
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }

    private func stat(_ value: String, _ label: String) -> some View {
        VStack(spacing: 2) {
            Text(value).font(.headline)
            Text(label).font(.caption).foregroundStyle(.secondary)
        }
    }
}

/// A round portrait placeholder: a gradient disc with a person, ringed in white.
struct ProfileAvatar: View {
    var body: some View {
        Circle()
            .fill(.linearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
            .overlay {
                GeometryReader { proxy in
                    Image(systemName: "person.fill")
                        .font(.system(size: proxy.size.width * 0.45))
                        .foregroundStyle(.white)
                        .frame(width: proxy.size.width, height: proxy.size.height)
                }
            }
            .overlay { Circle().strokeBorder(.white, lineWidth: 4) }
            .shadow(color: .black.opacity(0.2), radius: 10, y: 4)
    }
}

/// Three rows of square photo placeholders.
struct PhotoGrid: View {
    let colors: [[Color]] = [[.teal, .blue], [.orange, .red], [.mint, .green], [.purple, .indigo], [.yellow, .orange],
                             [.cyan, .teal], [.pink, .purple], [.blue, .indigo], [.green, .teal]]

    var body: some View {
        VStack(spacing: 2) {
            ForEach(0..<3) { row in
                HStack(spacing: 2) {
                    ForEach(0..<3) { column in
                        LinearGradient(colors: colors[row * 3 + column], startPoint: .top, endPoint: .bottom)
                            .frame(height: 130)
                    }
                }
            }
        }
    }
}
