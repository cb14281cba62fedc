import Zoetrope

// A snapping card carousel, as iOS 17 code writes one: cards two thirds of the margin-inset width, a lazy stack marked
// as the scroll targets, view-aligned settling and 24 pt content margins; two drags move it one card each.
// Carousel: 393 pt wide less 2 · 24 margins = 345; count 3, span 2, spacing 12: column (345 − 24) / 3 = 107, card
// 2 · 107 + 12 = 226 wide, one card every 238 pt. Targets: offsets 0, 238, 476, …
// First drag (0.5 s, 160 pt left over 0.3 s): lift offset 160, finger speed 160 · 0.5 / 0.3 = 266.7 pt/s, free glide
// 266.7 / 2.002 = 133.2 to 293.2, nearest card edge 238 (card 1), within one card of card 0 (a phone's compact width).
// Second drag (2.2 s, 100 pt over 0.2 s): lift 338, speed 250 pt/s, glide 124.9 to 462.9, nearest 476 (card 2).
// The carousel's top: the 59 pt safe area, the title's 41 pt line (34 pt bold), the stack's 16 pt spacing: 116.
// expect: 0.2 ForEach/0/containerRelativeFrame bounds 24 116 226 300  — at rest card 0's leading edge is on the 24 pt margin
// expect: 2.0 ForEach/1/containerRelativeFrame bounds 24 116 226 300  — after the first drag card 1 rests on the margin (offset 238)
// expect: 2.0 ForEach/0/containerRelativeFrame bounds -214 116 226 300  — card 0 then starts at 24 − 238
// expect: 4.5 ForEach/2/containerRelativeFrame bounds 24 116 226 300  — after the second, card 2 (offset 476)

struct Destination: Identifiable {
    let id: Int
    let name: String
    let color: Color
}

struct CarouselScreen: View {
    let destinations = [
        Destination(id: 0, name: "Lisbon", color: .orange),
        Destination(id: 1, name: "Kyoto", color: .pink),
        Destination(id: 2, name: "Reykjavík", color: .teal),
        Destination(id: 3, name: "Oaxaca", color: .indigo),
        Destination(id: 4, name: "Tbilisi", color: .green),
        Destination(id: 5, name: "Hobart", color: .purple),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Trips")
                .font(.largeTitle.bold())
                .padding(.horizontal, 24)
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12) {
                    ForEach(destinations) { destination in
                        RoundedRectangle(cornerRadius: 24)
                            .fill(destination.color.gradient)
                            .overlay(alignment: .bottomLeading) {
                                Text(destination.name)
                                    .font(.title2.bold())
                                    .foregroundStyle(.white)
                                    .padding(20)
                            }
                            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 12)
                    }
                }
                .scrollTargetLayout()
            }
            .frame(height: 300)
            .contentMargins(.horizontal, 24, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .accessibilityIdentifier("carousel")
            Spacer()
        }
    }
}

let scenes: [MotionScene] = [
    MotionScene("paging-carousel", device: .iPhone15Pro, duration: 5) { CarouselScreen() } script: {
        Drag(from: CGPoint(x: 300, y: 320), to: CGPoint(x: 140, y: 320), at: 0.5, duration: 0.3)
        Drag(from: CGPoint(x: 300, y: 320), to: CGPoint(x: 200, y: 320), at: 2.2, duration: 0.2)
    },
]
