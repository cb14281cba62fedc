import Zoetrope

/// A large-titled list in a navigation stack: a flick scrolls it, the large title rides up with the rows and slides
/// under the bar, whose material and inline title fade in once it has; the "Top" button scrolls back and the large
/// title returns.
@MainActor let scrollCollapseScene = MotionScene("scroll-collapse", device: .iPhone15Pro, duration: 4.6) {
    MessagesInbox()
} script: {
    Scroll("inbox", by: 240, at: 0.3)
    Tap("Top", at: 3.2)
}

struct MessagesInbox: View {
    let senders = ["Maya", "Jonas", "Priya", "Leo", "Ana", "Kai", "Noor", "Elif", "Sam", "Iris", "Tomás", "Wen", "Ruth", "Omar"]
    let colors: [Color] = [.blue, .orange, .green, .purple, .pink, .teal, .indigo]

    var body: some View {
        NavigationStack {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<senders.count) { index in
                            HStack(spacing: 12) {
                                Circle().fill(colors[index % colors.count]).frame(width: 44, height: 44)
                                    .overlay { Text(String(senders[index].prefix(1))).font(.headline).foregroundStyle(.white) }
                                VStack(alignment: .leading, spacing: 3) {
                                    Text(senders[index]).font(.headline)
                                    Text("See you at \(index + 8):30 by the river?").font(.subheadline).foregroundStyle(Color.secondary)
                                }
                            }
                            .padding(.horizontal, 16)
                            .frame(height: 72)
                            .id(index)
                        }
                    }
                }
                .accessibilityIdentifier("inbox")
                .navigationTitle("Messages")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Top") { withAnimation(.smooth) { proxy.scrollTo(0, anchor: .top) } }
                    }
                }
            }
        }
    }
}
