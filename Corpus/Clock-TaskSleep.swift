// expect: 0.2 id=dots/Text text .  — the .task(id:) loop starts when the view appears (0 s) and adds a dot after each 0.15 s Task.sleep: one dot at 0.15 s
// expect: 0.35 id=dots/Text text ..  — the second at 0.3 s
// expect: 0.5 id=dots/Text text ...  — the third at 0.45 s, and the loop ends
// expect: 0.55 id=step/Text text Connecting  — the outer .task sleeps 0.6 s before the first step
// expect: 0.7 id=step/Text text Syncing  — step 1 at 0.6 s
// expect: 0.8 id=dots/Text text .  — step changed at 0.6 s, so .task(id: step) was cancelled and started again: dots back to 0, one dot 0.15 s later (0.75 s); without the restart they would still be three
// expect: 1.3 id=step/Text text Almost there  — step 2 at 1.2 s
// expect: 2.0 id=step/Text text Done  — step 3 at 1.8 s, the last
// expect: 2.0 id=dots/Text text .  — restarted at 1.8 s, one dot at 1.95 s
// expect: 0.25 if/background/padding/Text absent -  — the badge waits for a Task started in onAppear that sleeps 300 ms
// expect: 0.35 if/background/padding/Text text NEW  — inserted at 0.3 s, back on the main actor through MainActor.run
import Zoetrope

/// A staged "getting ready" card: a `.task` loop advances the step every 0.6 s with Task.sleep, a badge appears
/// 0.3 s after the card does (a Task started in onAppear, back on the main actor), and the dots restart when
/// the step changes (`.task(id:)`).
struct StagedLoader: View {
    @State private var step = 0
    @State private var showBadge = false
    @State private var dots = 0
    private let steps = ["Connecting", "Syncing", "Almost there", "Done"]

    var body: some View {
        VStack(spacing: 16) {
            if showBadge {
                Text("NEW")
                    .font(.caption.bold())
                    .padding(6)
                    .background(Color.orange, in: Capsule())
                    .transition(.scale)
            }
            Text(steps[step])
                .font(.title2)
                .id("step")
            Text(String(repeating: ".", count: dots))
                .id("dots")
                .task(id: step) {
                    dots = 0
                    while !Task.isCancelled && dots < 3 {
                        try? await Task.sleep(nanoseconds: 150_000_000)
                        dots += 1
                    }
                }
        }
        .task {
            for index in 1..<steps.count {
                try? await Task.sleep(for: .seconds(0.6))
                withAnimation(.easeInOut(duration: 0.25)) { step = index }
            }
        }
        .onAppear {
            Task {
                try await Task.sleep(for: .milliseconds(300))
                await MainActor.run {
                    withAnimation(.spring) { showBadge = true }
                }
            }
        }
    }
}

let scenes: [MotionScene] = [MotionScene("staged-loader", device: .iPhone15Pro, duration: 3) { StagedLoader() }]
