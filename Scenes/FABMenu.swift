import Zoetrope

/// The flagship: a floating action button in the bottom-trailing corner. Tapping it grows three secondary
/// actions out of it — each scales from 0.3 about its bottom-trailing corner while fading in — and turns the plus
/// into a cross; tapping again sends them back into the button.
@MainActor let fabMenuScene = MotionScene("fab-menu", device: .iPhone15Pro, duration: 2.4) {
    FloatingActionMenu()
} script: {
    Tap("fab", at: 0.4)
    Tap("fab", at: 1.4)
}

/// One secondary action: a coloured round button with a label pill beside it.
struct MenuAction: Identifiable {
    let id: String
    let color: Color
    /// The width of the label pill, standing in for the label's text.
    let labelWidth: CGFloat
}

struct FloatingActionMenu: View {
    @State private var isOpen = false

    let actions = [
        MenuAction(id: "photo", color: .orange, labelWidth: 64),
        MenuAction(id: "document", color: .green, labelWidth: 96),
        MenuAction(id: "link", color: .purple, labelWidth: 48),
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
                    PlusGlyph()
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
            Capsule()
                .fill(Color(white: 0.92))
                .frame(width: action.labelWidth, height: 30)
            Circle()
                .fill(action.color)
                .frame(width: 44, height: 44)
                .overlay {
                    RoundedRectangle(cornerRadius: 3)
                        .fill(.white)
                        .frame(width: 16, height: 16)
                }
        }
    }
}

/// A plus drawn from two bars; rotated 45° it reads as a cross.
struct PlusGlyph: View {
    var body: some View {
        ZStack {
            Capsule().frame(width: 22, height: 3)
            Capsule().frame(width: 3, height: 22)
        }
        .foregroundStyle(.white)
    }
}
