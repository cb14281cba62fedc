import Zoetrope

/// A music library with a mini player above its tab bar; tapping the mini player swaps it for the full player
/// with no animation at all: a jump cut, nothing links the bar to the screen that replaces it. The cut is meant,
/// so the scene declares it for `zoetrope audit`.
@MainActor let playerJumpCutScene = MotionScene("player-jump-cut", device: .iPhone15Pro, duration: 2, expectedCuts: [0.4]) {
    NowPlayingScreen(expansion: .jumpCut)
} script: {
    Tap("mini-player", at: 0.4)
}

/// The same tap, with one `matchedGeometryEffect` on the two containers: the bar's frame morphs into the full
/// player's (`.smooth`) while the two cross-fade through their default opacity transitions.
@MainActor let playerMorphScene = MotionScene("player-morph", device: .iPhone15Pro, duration: 2) {
    NowPlayingScreen(expansion: .morph)
} script: {
    Tap("mini-player", at: 0.4)
}

/// The choreographed morph: artwork, title and play button each carry their own matched id, so each travels from
/// its place in the bar to its place in the full player (`.spring(duration: 0.5, bounce: 0.2)`), while the rest of
/// the two players cross-fade. The titles match their leading edge's position only, each keeping its own size (text
/// laid out at a shared size re-wraps near the end of the morph; docs/approximations.md).
@MainActor let playerChoreographedScene = MotionScene("player-choreographed", device: .iPhone15Pro, duration: 2) {
    NowPlayingScreen(expansion: .choreographed)
} script: {
    Tap("mini-player", at: 0.4)
}

/// How the mini player becomes the full player.
enum PlayerExpansion {
    /// No animation.
    case jumpCut
    /// The containers matched under one id.
    case morph
    /// Artwork, title and play button matched under ids of their own.
    case choreographed
}

struct NowPlayingScreen: View {
    let expansion: PlayerExpansion
    @Namespace private var player
    @State private var isExpanded = false

    var body: some View {
        ZStack(alignment: .bottom) {
            MusicLibrary()
            if isExpanded {
                FullPlayer(namespace: player, matchesParts: expansion == .choreographed)
                    .matchedGeometryEffect(id: "player", in: player, if: expansion == .morph)
            } else {
                MiniPlayer(namespace: player, matchesParts: expansion == .choreographed)
                    .matchedGeometryEffect(id: "player", in: player, if: expansion == .morph)
                    .onTapGesture(perform: expand)
                    .accessibilityIdentifier("mini-player")
                    .padding(.horizontal, 8)
                    .padding(.bottom, 58)
            }
        }
    }

    private func expand() {
        switch expansion {
        case .jumpCut: isExpanded = true
        case .morph: withAnimation(.smooth) { isExpanded = true }
        case .choreographed: withAnimation(.spring(duration: 0.5, bounce: 0.2)) { isExpanded = true }
        }
    }
}

extension View {
    /// `matchedGeometryEffect(id:in:properties:anchor:)` when `isMatched`, the view unchanged otherwise.
    @ViewBuilder func matchedGeometryEffect(id: String, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                            anchor: UnitPoint = .center, if isMatched: Bool) -> some View {
        if isMatched {
            matchedGeometryEffect(id: id, in: namespace, properties: properties, anchor: anchor)
        } else {
            self
        }
    }
}

/// The album art of the playing song: a warm gradient with a note.
struct AlbumArtwork: View {
    let cornerRadius: CGFloat

    var body: some View {
        RoundedRectangle(cornerRadius: cornerRadius)
            .fill(.linearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
            .overlay {
                GeometryReader { proxy in
                    Image(systemName: "music.note")
                        .font(.system(size: proxy.size.width * 0.4, weight: .semibold))
                        .foregroundStyle(.white.opacity(0.9))
                        .frame(width: proxy.size.width, height: proxy.size.height)
                }
            }
    }
}

/// The bar above the tab bar: artwork, title and artist, and a play button, on a material.
struct MiniPlayer: View {
    let namespace: Namespace.ID
    let matchesParts: Bool

    var body: some View {
        HStack(spacing: 12) {
            AlbumArtwork(cornerRadius: 6)
                .matchedGeometryEffect(id: "artwork", in: namespace, if: matchesParts)
                .frame(width: 48, height: 48)
            VStack(alignment: .leading, spacing: 2) {
                Text("Golden Hour").font(.subheadline.weight(.semibold))
                    .matchedGeometryEffect(id: "title", in: namespace, properties: .position, anchor: .leading, if: matchesParts)
                Text("The Lanterns").font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Image(systemName: "play.fill").font(.title3)
                .matchedGeometryEffect(id: "button", in: namespace, if: matchesParts)
                .padding(.trailing, 8)
        }
        .padding(8)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
        .shadow(color: .black.opacity(0.15), radius: 12, y: 4)
    }
}

/// The full-screen player: grabber, large artwork, title and artist, progress, and playback controls.
struct FullPlayer: View {
    let namespace: Namespace.ID
    let matchesParts: Bool

    var body: some View {
        VStack(spacing: 0) {
            Capsule().fill(.white.opacity(0.4)).frame(width: 36, height: 5).padding(.top, 8)
            Spacer(minLength: 24)
            AlbumArtwork(cornerRadius: 16)
                .matchedGeometryEffect(id: "artwork", in: namespace, if: matchesParts)
                .frame(width: 300, height: 300)
                .shadow(color: .black.opacity(0.3), radius: 20, y: 10)
            Spacer(minLength: 32)
            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    Text("Golden Hour").font(.title2.weight(.bold))
                        .matchedGeometryEffect(id: "title", in: namespace, properties: .position, anchor: .leading, if: matchesParts)
                    Text("The Lanterns").font(.title3).foregroundStyle(.white.opacity(0.7))
                }
                Spacer()
                Image(systemName: "ellipsis.circle.fill").font(.title2).foregroundStyle(.white.opacity(0.7))
            }
            PlaybackProgress().padding(.vertical, 24)
            HStack(spacing: 64) {
                Image(systemName: "heart").font(.title2)
                Image(systemName: "pause.fill").font(.system(size: 44))
                    .matchedGeometryEffect(id: "button", in: namespace, if: matchesParts)
                Image(systemName: "square.and.arrow.up").font(.title2)
            }
            Spacer(minLength: 40)
        }
        .foregroundStyle(.white)
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(.linearGradient(colors: [Color(red: 0.62, green: 0.27, blue: 0.22), Color(red: 0.24, green: 0.08, blue: 0.16)],
                                    startPoint: .top, endPoint: .bottom))
    }
}

/// A scrubber a third of the way through, with the elapsed and remaining time.
struct PlaybackProgress: View {
    var body: some View {
        VStack(spacing: 6) {
            Capsule().fill(.white.opacity(0.25)).frame(height: 6)
                .overlay(alignment: .leading) {
                    Capsule().fill(.white.opacity(0.85)).frame(width: 110, height: 6)
                }
            HStack {
                Text("1:12")
                Spacer()
                Text("-2:31")
            }
            .font(.caption)
            .foregroundStyle(.white.opacity(0.6))
        }
    }
}
