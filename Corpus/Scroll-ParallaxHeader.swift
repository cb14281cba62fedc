import Zoetrope

// A stretchy/parallax header: a GeometryReader reads its position in the scroll view's named coordinate space and
// moves the picture at half the scroll speed.
// expect: 0.1 GeometryReader/offset/frame/Rectangle bounds 0 59 393 240  — at rest the header's top is the scroll view's (the safe area's top, 59): minY 0, no offset
// expect: 5.5 GeometryReader/offset/frame/Rectangle bounds 0 9 393 240 ±0.05  — scrolled 100 pt (the glide has settled 5.3 s after the flick): minY −100, so the picture is moved down 50 and shows at 59 − 100 + 50 = 9

struct ParallaxFeed: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    let minY = proxy.frame(in: .named("feed")).minY
                    Rectangle()
                        .fill(LinearGradient(colors: [.indigo, .teal], startPoint: .top, endPoint: .bottom))
                        .frame(height: 240)
                        .offset(y: -minY / 2)
                }
                .frame(height: 240)
                ForEach(0..<20, id: \.self) { row in
                    Text("Story \(row + 1)")
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding()
                    Divider()
                }
            }
        }
        .coordinateSpace(name: "feed")
        .accessibilityIdentifier("feed")
    }
}

let scenes: [MotionScene] = [
    MotionScene("parallax-header", device: .iPhone15Pro, duration: 6) { ParallaxFeed() } script: { Scroll("feed", by: 100, at: 0.2) },
]
