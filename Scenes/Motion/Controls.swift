import Zoetrope

/// The controls and containers real iOS screens are made of: a tab view whose first tab is an inset-grouped list
/// of settings. Two switches are tapped on and off (the knob slides as the track's colour cross-fades), a download's
/// progress bar fills, and a tap on the tab bar switches to a storage page laid out with a `Grid`, with a spinner — at once, as iOS
/// switches tabs, so the switch is an expected cut.
@MainActor let controlsScene = MotionScene("controls", device: .iPhone15Pro, duration: 3.2, expectedCuts: [2.5]) {
    SettingsTabs()
} script: {
    Tap("Bluetooth", at: 0.4)
    Tap("Wi-Fi", at: 1.0)
    Tap("Wi-Fi", at: 1.6)
    Tap("Library", at: 2.5)
}

struct SettingsTabs: View {
    @State private var selectedTab = 0

    var body: some View {
        TabView(selection: $selectedTab) {
            Tab("Settings", systemImage: "gear", value: 0) {
                SettingsList()
            }
            Tab("Library", systemImage: "bookmark", value: 1) {
                StorageGrid()
            }
            Tab("Profile", systemImage: "person", value: 2) {
                Text("Profile")
            }
        }
    }
}

struct SettingsList: View {
    @State private var wifi = true
    @State private var bluetooth = false
    @State private var progress = 0.1

    var body: some View {
        List {
            Section("Connections") {
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle("Bluetooth", isOn: $bluetooth)
                Text("Personal Hotspot")
            }
            Section("Software Update") {
                ProgressView("Downloading iOS 18.2", value: progress)
                    .onAppear { withAnimation(.easeInOut(duration: 1.8)) { progress = 1 } }
                Text("Automatic Updates")
            }
        }
    }
}

struct StorageGrid: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Storage").font(.largeTitle.bold())
            Grid(alignment: .leading, horizontalSpacing: 16) {
                GridRow {
                    Text("Photos")
                    Text("12.4 GB").gridColumnAlignment(.trailing)
                }
                GridRow {
                    Text("Music")
                    Text("3.1 GB")
                }
                Divider()
                GridRow {
                    Text("Total").font(.headline)
                    Text("15.5 GB").font(.headline)
                }
            }
            HStack(spacing: 8) {
                ProgressView()
                Text("Calculating…").foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
