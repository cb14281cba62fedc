import Zoetrope

/// The iOS 18 zoom transition as the seed describes it: a grid of bracelets in a scrolling `LazyVGrid` inside a
/// `NavigationStack`. A flick sets the grid gliding; the first tap on Ruby only stops the glide (on iOS a touch on a
/// decelerating scroll view is not delivered as a tap), the second zooms the cell's editor out of it; the editor
/// scrolls, and Back zooms it into the cell.
@MainActor let zoomGridScene = MotionScene("zoom-grid", device: .iPhone15Pro, duration: 4.4) {
    BraceletList()
} script: {
    Scroll("bracelets", by: 120, at: 0.2)
    Tap("Ruby", at: 0.8)
    Tap("Ruby", at: 1.0)
    Scroll("editor", by: 160, at: 1.9)
    Tap("Back", at: 3.0)
}

/// A bracelet: a name and the colours of its beads.
struct Bracelet: Identifiable, Hashable {
    let id: String
    let beads: [Color]
}

struct BraceletList: View {
    @Namespace private var braceletList
    let bracelets: [Bracelet] = [
        Bracelet(id: "Coral", beads: [.orange, .pink]), Bracelet(id: "Lagoon", beads: [.teal, .blue]),
        Bracelet(id: "Meadow", beads: [.green, .mint]), Bracelet(id: "Ruby", beads: [.red, .pink]),
        Bracelet(id: "Dusk", beads: [.purple, .indigo]), Bracelet(id: "Amber", beads: [.yellow, .orange]),
        Bracelet(id: "Glacier", beads: [.cyan, .blue]), Bracelet(id: "Moss", beads: [.green, .brown]),
        Bracelet(id: "Orchid", beads: [.purple, .pink]), Bracelet(id: "Sand", beads: [.brown, .yellow]),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))]) {
                    ForEach(bracelets) { bracelet in
                        NavigationLink {
                            BraceletEditor(bracelet: bracelet)
                                .navigationTransition(.zoom(sourceID: bracelet.id, in: braceletList))
                        } label: {
                            BraceletPreview(bracelet: bracelet)
                        }
                        .accessibilityIdentifier(bracelet.id)
                        .matchedTransitionSource(id: bracelet.id, in: braceletList) { source in
                            // The seed's spelling (Part 8): the cell's corners, and a shadow under the zooming card.
                            source.cornerRadius(20).shadow(radius: 4)
                        }
                    }
                }
                .padding(.horizontal, 16)
            }
            .accessibilityIdentifier("bracelets")
            .navigationTitle("Bracelets")
        }
    }
}

/// A cell: a ring of beads on a tinted card, with the bracelet's name.
struct BraceletPreview: View {
    let bracelet: Bracelet

    var body: some View {
        VStack(spacing: 10) {
            BeadRing(beads: bracelet.beads, size: 80)
            Text(bracelet.id).font(.headline).foregroundStyle(Color.primary)
        }
        .frame(maxWidth: .infinity)
        .frame(height: 170)
        .background(bracelet.beads[0].opacity(0.14), in: RoundedRectangle(cornerRadius: 20))
    }
}

/// Twelve beads on a circle, alternating the bracelet's two colours: two shapes (even and odd beads) over the thread.
struct BeadRing: View {
    let beads: [Color]
    let size: CGFloat

    var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.35), lineWidth: 2).padding(size * 0.1)
            Beads(parity: 0).fill(beads[0])
            Beads(parity: 1).fill(beads[1])
        }
        .frame(width: size * 1.2, height: size * 1.2)
    }
}

/// Every other bead of twelve, on a circle inset by half a bead from the frame's edge.
struct Beads: Shape {
    let parity: Int

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let bead = rect.width / 6, radius = rect.width / 2 - bead / 2
        for index in stride(from: parity, to: 12, by: 2) {
            let angle = Double(index) * .pi / 6
            let centre = CGPoint(x: rect.midX + radius * sin(angle), y: rect.midY - radius * cos(angle))
            path.addEllipse(in: CGRect(x: centre.x - bead / 2, y: centre.y - bead / 2, width: bead, height: bead))
        }
        return path
    }
}

/// The editor a cell zooms into: the bracelet large, then its options.
struct BraceletEditor: View {
    let bracelet: Bracelet
    @State private var engraved = true

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                BeadRing(beads: bracelet.beads, size: 184)
                    .padding(.vertical, 40)
                    .frame(maxWidth: .infinity)
                    .background(bracelet.beads[0].opacity(0.14), in: RoundedRectangle(cornerRadius: 28))
                Toggle("Engraving", isOn: $engraved)
                ForEach(["Clasp", "Bead size", "Thread", "Charm", "Length", "Finish", "Gift wrap", "Card"], id: \.self) { option in
                    HStack {
                        Text(option)
                        Spacer()
                        Text("Standard").foregroundStyle(Color.secondary)
                    }
                    .frame(height: 44)
                }
            }
            .padding(16)
        }
        .accessibilityIdentifier("editor")
        .navigationTitle(bracelet.id)
        .navigationBarTitleDisplayMode(.inline)
    }
}
