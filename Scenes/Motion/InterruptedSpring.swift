import Zoetrope

/// A large switch tapped twice: the first tap springs the knob to the right; the second, 0.2 s later while the knob
/// is still moving fast, sends it back. The spring retargets and keeps the knob's velocity (fidelity.md §4.1), so
/// the knob carries on to the right for a moment, turns and springs home: no stop, no jerk.
@MainActor let interruptedSpringScene = MotionScene("interrupted-spring", device: .iPhone15Pro, duration: 2) {
    FocusSwitch()
} script: {
    Tap("switch", at: 0.3)
    Tap("switch", at: 0.5)
}

struct FocusSwitch: View {
    @State private var isOn = false

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "bell.fill").font(.system(size: 40)).foregroundStyle(.indigo)
            Text("Focus").font(.title.bold())
            Text("Silence notifications until tomorrow").font(.subheadline).foregroundStyle(.secondary)
            Capsule()
                .fill(isOn ? Color.indigo : Color.gray.opacity(0.3))
                .frame(width: 300, height: 100)
                .overlay(alignment: .leading) {
                    Circle().fill(.white)
                        .frame(width: 84, height: 84)
                        .shadow(color: .black.opacity(0.2), radius: 6, y: 3)
                        .offset(x: isOn ? 208 : 8)
                }
                .onTapGesture { withAnimation(.spring(duration: 0.6, bounce: 0.2)) { isOn.toggle() } }
                .accessibilityIdentifier("switch")
        }
    }
}
