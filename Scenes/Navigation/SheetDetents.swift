import Zoetrope

/// A sheet with two detents: it rises to the medium detent over a dimmed screen, moves to the large one when its
/// selection changes, and a finger drags it down and off (the drag heads past the medium detent toward the bottom
/// edge, so it dismisses). A second presentation is closed from inside with `dismiss()`.
@MainActor let sheetDetentsScene = MotionScene("sheet-detents", device: .iPhone15Pro, duration: 5.4) {
    TripOverview()
} script: {
    Tap("Show Route", at: 0.3)
    Tap("Expand", at: 1.3)
    Drag("Route", by: CGSize(width: 0, height: 550), at: 2.4, duration: 0.35)
    Tap("Show Route", at: 3.4)
    Tap("Done", at: 4.1)
}

struct TripOverview: View {
    @State private var showsRoute = false

    var body: some View {
        VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 16)
                .fill(LinearGradient(colors: [.teal, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(height: 220)
                .overlay(alignment: .bottomLeading) {
                    Text("Lisbon → Porto").font(.title2.bold()).foregroundStyle(.white).padding(16)
                }
            Button { showsRoute = true } label: {
                Text("Show Route").font(.headline).foregroundStyle(.white)
                    .padding(.horizontal, 20).frame(height: 50)
                    .background(.blue, in: Capsule())
            }
            .accessibilityIdentifier("Show Route")
            Spacer()
        }
        .padding(20)
        .sheet(isPresented: $showsRoute) {
            RouteSheet()
        }
    }
}

/// The sheet: a summary, a button that selects the large detent, and one that dismisses the sheet.
struct RouteSheet: View {
    @State private var detent = PresentationDetent.medium
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack {
                Text("Route").font(.title2.bold())
                Spacer()
                Button("Done") { dismiss() }
            }
            ForEach(0..<4) { stop in
                HStack(spacing: 12) {
                    Circle().fill(stop == 0 ? Color.green : Color.blue).frame(width: 12, height: 12)
                    Text(["Lisbon", "Coimbra", "Aveiro", "Porto"][stop]).font(.body)
                    Spacer()
                    Text("\(stop * 70) km").foregroundStyle(Color.secondary)
                }
            }
            Button("Expand") { detent = .large }
            Spacer()
        }
        .padding(20)
        .presentationDetents([.medium, .large], selection: $detent)
    }
}
