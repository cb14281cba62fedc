import Zoetrope

/// The iOS 18 zoom transition as the seed describes it: a grid of bracelets in a scrolling `LazyVGrid` inside a
/// `NavigationStack`; a tapped cell's editor zooms out of the cell while the grid is still gliding from a flick, the
/// editor scrolls, and Back zooms it into the cell, which has moved on meanwhile.
@MainActor let zoomGridScene = MotionScene("zoom-grid", device: .iPhone15Pro, duration: 4.4) {
    BraceletList()
} script: {
    Scroll("bracelets", by: 120, at: 0.2)
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
                            source.clipShape(RoundedRectangle(cornerRadius: 20))
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
            BeadRing(beads: bracelet.beads, size: 96)
            Text(bracelet.id).font(.headline).foregroundStyle(Color.primary)
        }
        .frame(maxWidth: .infinity)
        .frame(height: 170)
        .background(bracelet.beads[0].opacity(0.14), in: RoundedRectangle(cornerRadius: 20))
    }
}

/// Twelve beads on a circle, alternating the bracelet's two colours.
struct BeadRing: View {
    let beads: [Color]
    let size: CGFloat

    var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.35), lineWidth: 2)
            ForEach(0..<12) { index in
                Circle()
                    .fill(beads[index % 2])
                    .frame(width: size * 0.2, height: size * 0.2)
                    .offset(y: -size / 2)
                    .rotationEffect(.degrees(Double(index) * 30))
            }
        }
        .frame(width: size, height: size)
    }
}

/// The editor a cell zooms into: the bracelet large, then its options.
struct BraceletEditor: View {
    let bracelet: Bracelet
    @State private var engraved = true

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                BeadRing(beads: bracelet.beads, size: 220)
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
