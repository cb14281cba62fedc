import Zoetrope

/// The screen behind the player scenes: a "Listen Now" page of album tiles over a tab bar.
struct MusicLibrary: View {
    let picks: [(title: String, colors: [Color])] = [
        ("Morning Drive", [.indigo, .purple]),
        ("Deep Focus", [.teal, .blue]),
    ]
    let recent: [[Color]] = [[.green, .mint], [.red, .orange], [.blue, .cyan]]

    var body: some View {
        VStack(spacing: 0) {
            VStack(alignment: .leading, spacing: 12) {
                Text("Listen Now").font(.largeTitle.bold())
                Text("Top Picks").font(.title3.weight(.semibold))
                HStack(spacing: 12) {
                    ForEach(picks, id: \.title) { pick in
                        VStack(alignment: .leading, spacing: 6) {
                            RoundedRectangle(cornerRadius: 10)
                                .fill(.linearGradient(colors: pick.colors, startPoint: .top, endPoint: .bottom))
                                .frame(height: 170)
                            Text(pick.title).font(.subheadline.weight(.medium))
                        }
                    }
                }
                Text("Recently Played").font(.title3.weight(.semibold)).padding(.top, 8)
                HStack(spacing: 12) {
                    ForEach(0..<3) { index in
                        RoundedRectangle(cornerRadius: 8)
                            .fill(.linearGradient(colors: recent[index], startPoint: .topLeading, endPoint: .bottomTrailing))
                            .frame(height: 105)
                    }
                }
            }
            .padding(.horizontal, 20)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            HStack {
                tab("house.fill", "Home", selected: true)
                tab("music.note", "Library")
                tab("magnifyingglass", "Search")
                tab("person", "Profile")
            }
            .padding(.top, 6)
            .background(.bar)
        }
    }

    private func tab(_ symbol: String, _ title: String, selected: Bool = false) -> some View {
        VStack(spacing: 3) {
            Image(systemName: symbol).font(.title3)
            Text(title).font(.caption2.weight(.medium))
        }
        .foregroundStyle(selected ? Color.pink : Color.gray)
        .frame(maxWidth: .infinity)
    }
}
