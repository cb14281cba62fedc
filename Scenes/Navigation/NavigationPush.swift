import Zoetrope

/// A settings-style stack: tapping a row pushes its detail screen (sliding in from the trailing edge while the list
/// moves 0.3 of the width and dims), the back button pops it, a second push interrupted by a pop after 0.15 s
/// turns into a pop, and a third is popped by a finger from the leading edge: a short drag that springs back, then
/// a longer one that completes.
@MainActor let navigationPushScene = MotionScene("navigation-push", device: .iPhone15Pro, duration: 6.0) {
    MailboxesStack()
} script: {
    Tap("Inbox", at: 0.3)
    Tap("Back", at: 1.3)
    Tap("Archive", at: 2.2)
    Tap("Back", at: 2.35)
    Tap("Drafts", at: 3.0)
    Drag(from: CGPoint(x: 5, y: 420), to: CGPoint(x: 150, y: 420), at: 3.8, duration: 0.35)
    Drag(from: CGPoint(x: 5, y: 420), to: CGPoint(x: 260, y: 420), at: 4.6, duration: 0.3)
}

struct MailboxesStack: View {
    let boxes: [(name: String, symbol: String, count: Int)] = [
        ("Inbox", "bell.fill", 12), ("Drafts", "doc.fill", 3), ("Sent", "paperplane.fill", 0), ("Archive", "bookmark.fill", 48),
    ]

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                ForEach(0..<boxes.count) { index in
                    let box = boxes[index]
                    NavigationLink {
                        MailboxDetail(name: box.name, count: box.count)
                    } label: {
                        HStack(spacing: 12) {
                            Image(systemName: box.symbol).foregroundStyle(.blue).frame(width: 28)
                            Text(box.name).foregroundStyle(Color.primary)
                            Spacer()
                            Text("\(box.count)").foregroundStyle(Color.secondary)
                            Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(Color.gray.opacity(0.6))
                        }
                        .padding(.horizontal, 16)
                        .frame(height: 44)
                    }
                    Divider().padding(.leading, 56)
                }
                Spacer()
            }
            .navigationTitle("Mailboxes")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
            }
        }
    }
}

/// A mailbox's messages: an inline title and placeholder message rows.
struct MailboxDetail: View {
    let name: String
    let count: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            ForEach(0..<5) { row in
                HStack(spacing: 12) {
                    Circle().fill(row % 2 == 0 ? Color.blue : Color.orange).frame(width: 10, height: 10)
                    VStack(alignment: .leading, spacing: 4) {
                        RoundedRectangle(cornerRadius: 4).fill(.gray.opacity(0.35)).frame(width: 160, height: 12)
                        RoundedRectangle(cornerRadius: 4).fill(.gray.opacity(0.2)).frame(height: 10)
                    }
                }
            }
            Spacer()
        }
        .padding(20)
        .navigationTitle(name)
        .navigationBarTitleDisplayMode(.inline)
    }
}
