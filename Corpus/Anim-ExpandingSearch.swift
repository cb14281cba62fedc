import Zoetrope

// A search field that expands from a round button, as in many public "animated search bar" samples.
// expect: 0.1 ZStack/0/frame/Capsule frame 174.667 416.667 44 44  — a 44-pt circle centred in the safe area: (393 − 44)/2 = 174.5 → 174.667, 59 + (759 − 44)/2 = 416.5 → 416.667
// expect: 0.55 ZStack/0/frame/Capsule frame 110.667 416.667 172 44 ±0.34  — tapped at 0.3, easeInOut over 0.5 s is halfway at 0.55 s: width (44 + 300)/2 = 172, still centred: x = (393 − 172)/2 = 110.5 (within a third of a point: frames snap to the pixel grid)
// expect: 1.2 ZStack/0/frame/Capsule frame 46.667 416.667 300 44  — open: 300 wide, x = (393 − 300)/2 = 46.5 → 46.667

struct SearchBar: View {
    @State private var isOpen = false

    var body: some View {
        ZStack(alignment: .leading) {
            Capsule()
                .fill(Color(.secondarySystemBackground))
                .frame(width: isOpen ? 300 : 44, height: 44)
            Image(systemName: "magnifyingglass")
                .foregroundStyle(.secondary)
                .padding(.leading, 13)
        }
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.5)) { isOpen.toggle() }
        }
        .accessibilityIdentifier("search")
    }
}

let scenes: [MotionScene] = [
    MotionScene("search-expand", device: .iPhone15Pro, duration: 1.5) { SearchBar() } script: { Tap("search", at: 0.3) },
]
