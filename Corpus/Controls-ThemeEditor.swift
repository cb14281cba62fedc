// expect: 0 ThemeEditor/frame/padding/VStack/0/ColorPicker/HStack/1/ColorPickerSwatch/frame frame 345 79 28 28  — padding 20 under the 59 pt safe area (79); the 28 pt swatch trails the 353 pt row: 20 + 353 − 28 = 345
// expect: 0 ThemeEditor/frame/padding/VStack/1/Toggle/HStack frame 20 123 353 31  — below the 28 pt colour row and 16 spacing: 79 + 28 + 16 = 123
// expect: 0 ThemeEditor/frame/padding/VStack/3/Link/contentShape/Text text Read the style guide  — the link's title
// expect: 0 ThemeEditor/frame/padding/VStack/2/Menu/contentShape/Text text More options  — the closed menu draws its label
// expect: 1.5 ThemeEditor/frame/padding/VStack/4/animation/opacity opacity 0.4  — the toggle tapped at 0.4 sets compact mode, which fades the preview row to 0.4 (its easeInOut(0.3) is over by 0.7)
// expect: 0.55 ThemeEditor/frame/padding/VStack/4/animation/opacity opacity 0.7  — half-way through that easeInOut(0.3) (0.15 s after 0.4) the curve is at 0.5 by symmetry: 1 − 0.5 × 0.6 = 0.7
import Zoetrope

/// A theme editor: an accent colour, a compact switch, a menu of more options, a link to the guide, and a toolbar
/// preview drawn icon-only.
struct ThemeEditor: View {
    @State private var accent = Color.indigo
    @State private var isCompact = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ColorPicker("Accent colour", selection: $accent)
            Toggle("Compact toolbar", isOn: $isCompact)
            Menu("More options") {
                Button("Duplicate theme") {}
                Button("Rename") {}
            }
            Link("Read the style guide", destination: URL(string: "https://example.com/style")!)
            HStack(spacing: 24) {
                Label("Share", systemImage: "square.and.arrow.up")
                Label("Delete", systemImage: "trash")
                Label("Settings", systemImage: "gear")
            }
            .labelStyle(.iconOnly)
            .foregroundStyle(accent)
            .opacity(isCompact ? 0.4 : 1)
            .animation(.easeInOut(duration: 0.3), value: isCompact)
        }
        .padding(20)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

let scenes: [MotionScene] = [
    MotionScene("theme-editor", device: .iPhone15Pro, duration: 2) { ThemeEditor() } script: {
        Tap("Compact toolbar", at: 0.4)
    },
]
