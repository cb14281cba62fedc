import Zoetrope

/// A note with a bottom toolbar; tapping "more" at its trailing end opens a menu above the button with a plain
/// `.opacity` transition: the menu fades in where it ends up, with no link to the button that opened it.
@MainActor let toolbarMenuIncorrectScene = MotionScene("toolbar-menu-incorrect", device: .iPhone15Pro, duration: 2) {
    ToolbarMenuScreen(menuTransition: .opacity)
} script: {
    Tap("more", at: 0.3)
}

/// The same note and menu, but the menu grows out of its trigger: it scales from 0.4 about the bottom-trailing corner
/// of its padded frame, beside the "more" button, while it fades in.
@MainActor let toolbarMenuCorrectScene = MotionScene("toolbar-menu-correct", device: .iPhone15Pro, duration: 2) {
    ToolbarMenuScreen(menuTransition: .scale(scale: 0.4, anchor: .bottomTrailing).combined(with: .opacity))
} script: {
    Tap("more", at: 0.3)
}

struct ToolbarMenuScreen: View {
    let menuTransition: AnyTransition
    @State private var showsMenu = false

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            VStack(spacing: 0) {
                NoteBody()
                HStack {
                    Image(systemName: "square.and.arrow.up")
                    Spacer()
                    Image(systemName: "bookmark")
                    Spacer()
                    Button {
                        showsMenu.toggle()
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                    .accessibilityIdentifier("more")
                }
                .font(.title2)
                .foregroundStyle(.blue)
                .padding(.horizontal, 28)
                .padding(.vertical, 12)
                .background(.bar)
            }
            // A layer of its own above the toolbar, so that the note and the toolbar keep their places.
            if showsMenu {
                ToolbarActionMenu()
                    .padding(.trailing, 16)
                    .padding(.bottom, 60)
                    .transition(menuTransition)
            }
        }
        .animation(.smooth, value: showsMenu)
    }
}

/// Three actions in a rounded material panel, separated by dividers; the last one is destructive.
struct ToolbarActionMenu: View {
    let actions = [("Copy", "doc"), ("Share", "square.and.arrow.up"), ("Delete", "trash")]

    var body: some View {
        VStack(spacing: 0) {
            ForEach(actions, id: \.0) { action in
                HStack {
                    Text(action.0)
                    Spacer()
                    Image(systemName: action.1)
                }
                .foregroundStyle(action.0 == "Delete" ? Color.red : Color.primary)
                .padding(.horizontal, 16)
                .padding(.vertical, 12)
                if action.0 != "Delete" { Divider() }
            }
        }
        .frame(width: 220)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 14))
        .shadow(color: .black.opacity(0.18), radius: 24, y: 8)
    }
}

/// The note the toolbar belongs to: a title, a date and two paragraphs.
struct NoteBody: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Trip ideas").font(.largeTitle.bold())
            Text("Saturday, 14 June").font(.subheadline).foregroundStyle(.secondary)
            Text("Walk along the harbour in the morning, then lunch at the covered market before the ferry.")
            Text("Pack the light jacket: the evenings on the island are cooler than the forecast says.")
            RoundedRectangle(cornerRadius: 12)
                .fill(.linearGradient(colors: [.teal, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(height: 160)
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
