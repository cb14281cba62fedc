import Zoetrope

/// A photo grid whose tapped tile zooms into a sheet (`.sheet(item:)` with `.navigationTransition(.zoom)`) and,
/// dismissed, zooms back into the tile.
@MainActor let zoomSheetScene = MotionScene("zoom-sheet", device: .iPhone15Pro, duration: 2.6) {
    AlbumGrid()
} script: {
    Tap("Dunes", at: 0.3)
    Tap("Close", at: 1.5)
}

/// One photo of the album: a name and a gradient standing in for the picture.
struct AlbumPhoto: Identifiable, Hashable {
    let id: String
    let colors: [Color]
}

struct AlbumGrid: View {
    @Namespace private var album
    @State private var selected: AlbumPhoto?
    let photos: [AlbumPhoto] = [
        AlbumPhoto(id: "Harbour", colors: [.blue, .teal]), AlbumPhoto(id: "Dunes", colors: [.orange, .yellow]),
        AlbumPhoto(id: "Forest", colors: [.green, .mint]), AlbumPhoto(id: "Dusk", colors: [.purple, .pink]),
        AlbumPhoto(id: "Glacier", colors: [.cyan, .blue]), AlbumPhoto(id: "Canyon", colors: [.red, .orange]),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Album").font(.largeTitle.bold())
            ForEach(0..<3) { row in
                HStack(spacing: 12) {
                    ForEach(0..<2) { column in
                        tile(photos[row * 2 + column])
                    }
                }
            }
            Spacer()
        }
        .padding(16)
        .sheet(item: $selected) { photo in
            PhotoDetail(photo: photo)
                .navigationTransition(.zoom(sourceID: photo.id, in: album))
        }
    }

    private func tile(_ photo: AlbumPhoto) -> some View {
        Button { selected = photo } label: {
            RoundedRectangle(cornerRadius: 12)
                .fill(LinearGradient(colors: photo.colors, startPoint: .top, endPoint: .bottom))
                .frame(height: 150)
                .overlay(alignment: .bottomLeading) {
                    Text(photo.id).font(.headline).foregroundStyle(.white).padding(10)
                }
        }
        .accessibilityIdentifier(photo.id)
        .matchedTransitionSource(id: photo.id, in: album) { source in
            source.clipShape(RoundedRectangle(cornerRadius: 12))
        }
    }
}

/// The sheet a photo zooms into: the photo large, its name and a close button.
struct PhotoDetail: View {
    let photo: AlbumPhoto
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Text(photo.id).font(.title.bold())
                Spacer()
                Button("Close") { dismiss() }
            }
            RoundedRectangle(cornerRadius: 20)
                .fill(LinearGradient(colors: photo.colors, startPoint: .top, endPoint: .bottom))
                .frame(height: 360)
            Text("Taken at golden hour, from the ridge above the coast.").foregroundStyle(Color.secondary)
            Spacer()
        }
        .padding(20)
    }
}
