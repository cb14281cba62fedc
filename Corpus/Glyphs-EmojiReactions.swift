// expect: 0 ForEach/❤️/opacity/Button/opacity/scaleEffect/Text text ❤️  — the second reaction is a red heart emoji
// expect: 0 VStack/1/Text text No reactions yet  — nothing chosen at first
// expect: 1.0 ForEach/👍/opacity opacity 0.4 ±0.001  — the tap at 0.5 s picks ❤️ with a 0.3 s ease in-out: by 0.8 s the others have dimmed to 0.4
// expect: 1.0 VStack/1/Text text You reacted ❤️  — the caption names the reaction
import Zoetrope

/// A reaction bar under a message: tap an emoji to react; the others dim.
struct ReactionBar: View {
    let reactions = ["👍", "❤️", "😂", "🎉", "😮"]
    @State private var chosen: String?

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 12) {
                ForEach(reactions, id: \.self) { reaction in
                    Button {
                        withAnimation(.easeInOut(duration: 0.3)) { chosen = reaction }
                    } label: {
                        Text(reaction)
                            .font(.system(size: 32))
                            .scaleEffect(chosen == reaction ? 1.25 : 1)
                    }
                    .opacity(chosen == nil || chosen == reaction ? 1 : 0.4)
                    .accessibilityIdentifier("react-\(reaction)")
                }
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(.thinMaterial, in: Capsule())
            .id("reactions")
            Text(chosen.map { "You reacted \($0)" } ?? "No reactions yet")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}

let scenes: [MotionScene] = [
    MotionScene("emoji-reactions", device: .iPhone15Pro, duration: 1.5) { ReactionBar() } script: { Tap("react-❤️", at: 0.5) },
]
