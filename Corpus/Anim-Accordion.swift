import Zoetrope

// An FAQ row that expands: the chevron turns a quarter and the answer appears below, pushing nothing but itself.
// expect: 0.1 rotationEffect style.rotation 0  — closed
// expect: 0.45 rotationEffect style.rotation 45 ±0.01  — tapped at 0.2, easeInOut over 0.5 s is halfway at 0.45 s: 0° → 90° is at 45°
// expect: 0.45 VStack/1/if/Text opacity 0.5  — the answer fades in with the default transition over the same curve: half at 0.45 s
// expect: 1.0 rotationEffect style.rotation 90  — open

struct FAQRow: View {
    @State private var isOpen = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("How do refunds work?").font(.headline)
                Spacer()
                Image(systemName: "chevron.right")
                    .rotationEffect(.degrees(isOpen ? 90 : 0))
            }
            .contentShape(Rectangle())
            .onTapGesture { withAnimation(.easeInOut(duration: 0.5)) { isOpen.toggle() } }
            .accessibilityIdentifier("question")
            if isOpen {
                Text("Refunds go back to the card you paid with within five working days.")
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}

let scenes: [MotionScene] = [
    MotionScene("faq-accordion", device: .iPhone15Pro, duration: 1.2) { FAQRow() } script: { Tap("question", at: 0.2) },
]
