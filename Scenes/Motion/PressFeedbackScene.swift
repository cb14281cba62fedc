import Zoetrope

/// Press feedback anchored where the finger is: holding a photo tile shrinks it slightly while pressed; once the
/// press has lasted half a second its action menu grows out of the tile's bottom-leading corner — the place the
/// user is touching — instead of appearing in the middle of the screen. Releasing later leaves the menu open.
@MainActor let pressFeedbackScene = MotionScene("press-feedback", device: .iPhone15Pro, duration: 2.2) {
    PhotoTileMenu()
} script: {
    Press("tile", at: 0.3, for: 0.9)
}

struct PhotoTileMenu: View {
    @State private var isPressing = false
    @State private var showsMenu = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Recents").font(.title2.weight(.bold))
            RoundedRectangle(cornerRadius: 18)
                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                .overlay {
                    Image(systemName: "camera.fill").font(.largeTitle).foregroundStyle(.white)
                }
                .frame(width: 170, height: 170)
                .scaleEffect(isPressing ? 0.94 : 1)
                .onLongPressGesture(minimumDuration: 0.5) {
                    withAnimation(.spring(duration: 0.4, bounce: 0.25)) { showsMenu = true }
                } onPressingChanged: { pressing in
                    withAnimation(.easeOut(duration: 0.2)) { isPressing = pressing }
                }
                .accessibilityIdentifier("tile")
            if showsMenu {
                VStack(alignment: .leading, spacing: 0) {
                    MenuRow(title: "Share", symbol: "square.and.arrow.up")
                    Divider()
                    MenuRow(title: "Favourite", symbol: "heart")
                    Divider()
                    MenuRow(title: "Delete", symbol: "trash", isDestructive: true)
                }
                .frame(width: 220)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 14))
                .shadow(color: .black.opacity(0.15), radius: 12, y: 6)
                .transition(.scale(scale: 0.2, anchor: .topLeading).combined(with: .opacity))
            }
            Spacer()
        }
        .padding(24)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color.gray.opacity(0.1))
    }
}

struct MenuRow: View {
    let title: String
    let symbol: String
    var isDestructive = false

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Image(systemName: symbol)
        }
        .foregroundStyle(isDestructive ? Color.red : Color.primary)
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
    }
}
