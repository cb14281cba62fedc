// expect: 0 SliderTrack/frame/GeometryReader/frame/ZStack/2/offset/frame/shadow/Circle bounds 109.2 131 27 27  — padding 24 under the 59 pt safe area (83), the 22 pt headline, 24 spacing: row at 129; the track starts after the 24 pt icon and 12 spacing at x 60 and is 345 − 2 × 36 = 273 wide, so the thumb travels 246; at 0.2: 60 + 49.2 = 109.2; y 129 + (31 − 27) / 2 = 131
// expect: 0.8 SliderTrack/frame/GeometryReader/frame/ZStack/2/offset/frame/shadow/Circle bounds 207.6 131 27 27  — the + tap at 0.5 animates to 1 with easeInOut(duration: 0.6); half-way (0.3 s) the curve is at 0.5 by symmetry, so the value is 0.6: 60 + 0.6 × 246 = 207.6
// expect: 1.5 SliderTrack/frame/GeometryReader/frame/ZStack/2/offset/frame/shadow/Circle bounds 306 131 27 27  — at full volume the thumb ends at 60 + 246
// expect: 0 VolumeControl/frame/padding/VStack/0/Text text Quiet  — 0.2 ≤ 0.5
// expect: 1.5 VolumeControl/frame/padding/VStack/0/Text text Loud  — 1 > 0.5
import Zoetrope

/// A now-playing volume row: a note icon, a pink slider, and a button that turns it all the way up.
struct VolumeControl: View {
    @State private var volume = 0.2

    var body: some View {
        VStack(spacing: 24) {
            Text(volume > 0.5 ? "Loud" : "Quiet")
                .font(.headline)
            HStack(spacing: 12) {
                Image(systemName: "music.note")
                    .frame(width: 24, height: 24)
                Slider(value: $volume)
                    .accessibilityIdentifier("volume")
                Button {
                    withAnimation(.easeInOut(duration: 0.6)) { volume = 1 }
                } label: {
                    Image(systemName: "plus.circle.fill")
                        .frame(width: 24, height: 24)
                }
            }
            .tint(.pink)
        }
        .padding(24)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

let scenes: [MotionScene] = [
    MotionScene("volume-slider", device: .iPhone15Pro, duration: 2) { VolumeControl() } script: {
        Tap("plus.circle.fill", at: 0.5)
    },
]
