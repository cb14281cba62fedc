// expect: 0 HStack/1/Button/opacity/Image#play.fill frame 180.667 441.667 32 32 ±0.01  — three 32 pt symbols 28 pt apart: 3 × 32 + 2 × 28 = 152 wide, centred: (393 − 152) / 2 = 120.5, the middle one at 120.5 + 60 = 180.5; the VStack (22 pt headline line + 16 + 32 = 70) centred in the safe area 59…818 starts at 59 + (759 − 70) / 2 = 403.5, the row 38 lower: 441.5; both snapped to thirds of a point (3×): 180.667, 441.667
// expect: 0 VStack/0/Text text Midnight City  — the track title
// expect: 0.7 Image#pause.fill opacity 0.5 ±0.001  — the tap at 0.5 s plays, in a linear 0.4 s: at 0.7 s, halfway, the pause symbol has faded in by half
// expect: 0.7 Image#pause.fill bounds 184.667 445.667 24 24 ±0.01  — and grown from half its size halfway to full: 32 × 0.75 = 24, about its centre: 180.667 + 4, 441.667 + 4
import Zoetrope

/// A compact player row: back, play/pause (the symbol replaces itself) and forward.
struct PlayerRow: View {
    @State private var isPlaying = false

    var body: some View {
        VStack(spacing: 16) {
            Text("Midnight City").font(.headline)
            HStack(spacing: 28) {
                Button {} label: { Image(systemName: "backward.fill") }
                Button {
                    withAnimation(.linear(duration: 0.4)) { isPlaying.toggle() }
                } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                        .contentTransition(.symbolEffect(.replace))
                }
                .accessibilityIdentifier("play")
                Button {} label: { Image(systemName: "forward.fill") }
            }
            .font(.system(size: 32))
            .foregroundStyle(.primary)
        }
    }
}

let scenes: [MotionScene] = [
    MotionScene("media-player", device: .iPhone15Pro, duration: 1.5) { PlayerRow() } script: { Tap("play", at: 0.5) },
]
