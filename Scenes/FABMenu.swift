import Zoetrope

/// The flagship: a floating action button in the bottom-trailing corner. Tapping it grows three secondary
/// actions out of it — each scales from 0.3 about its bottom-trailing corner while fading in — and turns the plus
/// into a cross (the plus symbol turned 45°); tapping again sends them back into the button.
@MainActor let fabMenuScene = MotionScene("fab-menu", device: .iPhone15Pro, duration: 2.4) {
    FloatingActionMenu()
} script: {
    Tap("fab", at: 0.4)
    Tap("fab", at: 1.4)
}

/// One secondary action: a coloured round button with its label in a pill beside it.
struct MenuAction: Identifiable {
    let id: String
    /// The SF Symbols name of its icon.
    let symbol: String
    let color: Color
    let label: String
}

struct FloatingActionMenu: View {
    @State private var isOpen = false

    let actions = [
        MenuAction(id: "photo", symbol: "camera.fill", color: .orange, label: "Photo"),
        MenuAction(id: "document", symbol: "doc.fill", color: .green, label: "Document"),
        MenuAction(id: "link", symbol: "link", color: .purple, label: "Link"),
    ]

    var body: some View {
        VStack(alignment: .trailing, spacing: 12) {
            Spacer()
            if isOpen {
                ForEach(actions) { action in
                    ActionRow(action: action)
                        .transition(.scale(scale: 0.3, anchor: .bottomTrailing).combined(with: .opacity))
                }
            }
            HStack {
                Spacer()
                Button {
                    isOpen.toggle()
                } label: {
                    Image(systemName: "plus")
                        .font(.title2.weight(.semibold))
                        .foregroundStyle(.white)
                        .frame(width: 56, height: 56)
                        .background(.blue, in: Circle())
                        .rotationEffect(.degrees(isOpen ? 45 : 0))
                }
                .accessibilityIdentifier("fab")
            }
        }
        .padding(.horizontal, 24)
        .padding(.bottom, 32)
        .animation(.snappy, value: isOpen)
    }
}

/// A label pill and the action's round button, trailing-aligned above the main button.
struct ActionRow: View {
    let action: MenuAction

    var body: some View {
        HStack(spacing: 12) {
            Text(action.label)
                .font(.subheadline.weight(.medium))
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(.gray.opacity(0.15), in: Capsule())
            Circle()
                .fill(action.color)
                .frame(width: 44, height: 44)
                .overlay {
                    Image(systemName: action.symbol)
                        .font(.body.weight(.semibold))
                        .foregroundStyle(.white)
                }
        }
    }
}
