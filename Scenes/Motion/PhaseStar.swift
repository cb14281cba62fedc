import Zoetrope

/// A favourite button whose star pops when tapped: `.phaseAnimator` runs it through three phases on each tap —
/// a springy lift to 1.5× tilted left, a quick squash to 0.9× tilted right, and a bouncy return to rest.
@MainActor let phaseStarScene = MotionScene("phase-star", device: .iPhone15Pro, duration: 2) {
    FavoriteCard()
} script: {
    Tap("favorite", at: 0.3)
}

/// The steps of the star's pop, each with its scale, tilt and animation.
enum StarPhase: CaseIterable {
    case rest, lift, squash

    var scale: CGFloat {
        switch self {
        case .rest: return 1
        case .lift: return 1.5
        case .squash: return 0.9
        }
    }

    var tilt: Angle {
        switch self {
        case .rest: return .zero
        case .lift: return .degrees(-20)
        case .squash: return .degrees(10)
        }
    }

    /// The animation that brings the star into this phase.
    var animation: Animation {
        switch self {
        case .rest: return .spring(duration: 0.4, bounce: 0.5)
        case .lift: return .spring(duration: 0.3, bounce: 0.3)
        case .squash: return .easeInOut(duration: 0.15)
        }
    }
}

struct FavoriteCard: View {
    @State private var isFavorite = false
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 24)
                .fill(.linearGradient(colors: [.yellow, .orange], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 200, height: 200)
                .overlay { Image(systemName: "music.note").font(.system(size: 80)).foregroundStyle(.white) }
                .shadow(color: .orange.opacity(0.35), radius: 20, y: 10)
            VStack(spacing: 4) {
                Text("Sunlit Avenue").font(.title2.bold())
                Text("Marlow Park").font(.title3).foregroundStyle(.secondary)
            }
            Image(systemName: isFavorite ? "star.fill" : "star")
                .font(.system(size: 60))
                .foregroundStyle(isFavorite ? Color.yellow : Color.gray)
                .phaseAnimator(StarPhase.allCases, trigger: taps) { star, phase in
                    star.scaleEffect(phase.scale).rotationEffect(phase.tilt)
                } animation: { phase in
                    phase.animation
                }
                .onTapGesture {
                    isFavorite.toggle()
                    taps += 1
                }
                .accessibilityIdentifier("favorite")
                .padding(.top, 12)
        }
    }
}
