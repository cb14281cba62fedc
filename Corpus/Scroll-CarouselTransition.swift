import Zoetrope

// A horizontal card carousel: cards shrink and fade as they scroll past the edges (`scrollTransition`), and a
// highlight inside each card drifts against the scroll (`visualEffect` reading its frame in the scroll view).
// Cards are 280 wide with 16 between them and 56 of padding: card i starts at 56 + 296·i. The scroll view sits at the
// safe area's top (59 on this device), so its frame reaches the screen's top and the cards start at y 59.
// expect: 0.1 ForEach/0/scrollTransition bounds 56 59 280 400  — at rest card 0 is wholly inside 0 … 393: identity, unscaled
// expect: 0.1 ForEach/1/scrollTransition opacity 0.4258  — card 1 (352 …) is 41 of its 280 in at the trailing edge: easeInOut(41/280) = 0.04303 of the way to identity (Bézier (0.42, 0), (0.58, 1) solved by bisection), opacity 0.4 + 0.6·0.04303
// expect: 0.1 ForEach/0/scrollTransition/frame/overlay/overlay/decoration/visualEffect bounds 108.8 199 120 120  — the highlight's minX in the scroll view is 56 + 80 = 136: moved by −0.2·136 = −27.2
// expect: 4.5 ForEach/1/scrollTransition bounds 56 59 280 400  — a 296 pt flick at 0.3 rests by 4.04 s (296·0.998^(1000τ) < 1/6 pt, half a pixel at 3x, once τ > ln 1776 / 2.002 = 3.74 s): card 1 now at 352 − 296 = 56, identity
// expect: 4.5 ForEach/0/scrollTransition opacity 0.4245  — card 0 spans −240 … 40, 40 of 280 in at the leading edge: easeInOut(1/7) = 0.04090, opacity 0.4 + 0.6·0.04090
// expect: 4.5 ForEach/1/scrollTransition/frame/overlay/overlay/decoration/visualEffect bounds 108.8 199 120 120  — card 1's highlight is at 352 + 80 − 296 = 136 in the scroll view, as card 0's was

struct Card: Identifiable {
    let id: Int
    let title: String
    let colors: [Color]
}

struct CarouselTransition: View {
    let cards = [
        Card(id: 0, title: "Lisbon", colors: [.orange, .pink]),
        Card(id: 1, title: "Kyoto", colors: [.indigo, .purple]),
        Card(id: 2, title: "Reykjavík", colors: [.teal, .blue]),
        Card(id: 3, title: "Marrakesh", colors: [.red, .orange]),
        Card(id: 4, title: "Oaxaca", colors: [.green, .teal]),
    ]

    var body: some View {
        VStack(spacing: 0) {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 16) {
                    ForEach(cards) { card in
                        RoundedRectangle(cornerRadius: 28)
                            .fill(LinearGradient(colors: card.colors, startPoint: .topLeading, endPoint: .bottomTrailing))
                            .overlay {
                                Circle()
                                    .fill(.white.opacity(0.3))
                                    .frame(width: 120, height: 120)
                                    .visualEffect { content, proxy in
                                        content.offset(x: -proxy.frame(in: .scrollView).minX * 0.2)
                                    }
                            }
                            .overlay(alignment: .bottomLeading) {
                                Text(card.title)
                                    .font(.title.bold())
                                    .foregroundStyle(.white)
                                    .padding(24)
                            }
                            .frame(width: 280, height: 400)
                            .scrollTransition { content, phase in
                                content
                                    .scaleEffect(phase.isIdentity ? 1 : 0.8)
                                    .opacity(phase.isIdentity ? 1 : 0.4)
                            }
                            .accessibilityIdentifier("card-\(card.id)")
                    }
                }
                .padding(.horizontal, 56)
            }
            .frame(height: 400)
            .accessibilityIdentifier("carousel")
            Spacer()
        }
    }
}

let scenes: [MotionScene] = [
    MotionScene("carousel-transition", device: .iPhone15Pro, duration: 5) { CarouselTransition() } script: {
        Scroll("carousel", by: 296, at: 0.3)
    },
]
