import Zoetrope

// Switching a row of album tiles between a horizontal and a vertical arrangement with AnyLayout, animated.
// expect: 0.1 AnyLayout/ForEach/0/frame/RoundedRectangle bounds 66.667 408.667 80 60  — a row of three 80-pt tiles 10 apart is 260 wide: x = (393 − 260)/2 = 66.5 → 66.667; 60 tall centred: 59 + (759 − 60)/2 = 408.5 → 408.667
// expect: 0.1 AnyLayout/ForEach/2/frame/RoundedRectangle bounds 246.667 408.667 80 60  — the third at 66.667 + 2 × 90
// expect: 1.2 AnyLayout/ForEach/2/frame/RoundedRectangle bounds 156.667 478.667 80 60  — tapped at 0.3, after the switch to a column: 3 × 60 + 2 × 10 = 200 tall, y = 59 + (759 − 200)/2 = 339.5 → 339.667, the third at + 2 × 70; x = (393 − 80)/2 = 156.5 → 156.667
// expect: 0.55 AnyLayout/ForEach/2/frame/RoundedRectangle bounds 201.667 443.667 80 60 ±0.34  — easeInOut over 0.5 s is halfway at 0.55 s: the mean of (246.667, 408.667) and (156.667, 478.667)

struct AlbumStrip: View {
    @State private var isVertical = false
    let colors: [Color] = [.orange, .pink, .purple]

    var body: some View {
        let layout = isVertical ? AnyLayout(VStackLayout(spacing: 10)) : AnyLayout(HStackLayout(spacing: 10))
        layout {
            ForEach(0..<3, id: \.self) { index in
                RoundedRectangle(cornerRadius: 12)
                    .fill(colors[index])
                    .frame(width: 80, height: 60)
            }
        }
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.5)) { isVertical.toggle() }
        }
        .accessibilityIdentifier("albums")
    }
}

let scenes: [MotionScene] = [
    MotionScene("layout-switch", device: .iPhone15Pro, duration: 1.5) { AlbumStrip() } script: { Tap("albums", at: 0.3) },
]
