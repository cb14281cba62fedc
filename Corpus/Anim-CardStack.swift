import Zoetrope

// A stack of cards (a public "swipe deck" style): tapping the top card sends it off to the right and the cards
// behind move up and grow into place.
// expect: 0.1 ForEach/Lisbon/offset/scaleEffect/overlay/frame/RoundedRectangle bounds 46.667 338.667 300 200  — the front card, 300 × 200, centred: (393 − 300)/2 = 46.5 → 46.667, 59 + (759 − 200)/2 = 338.5 → 338.667
// expect: 0.1 ForEach/Kyoto/offset/scaleEffect/overlay/frame/RoundedRectangle bounds 54.167 355.667 285 190 ±0.01  — the second, scaled 0.95 about its centre (196.667, 438.667) and 12 pt lower: 285 × 190 at (196.667 − 142.5, 438.667 − 95 + 12)
// expect: 0.45 ForEach/Kyoto/offset/scaleEffect/overlay/frame/RoundedRectangle bounds 50.417 347.167 292.5 195 ±0.01  — tapped at 0.2, linear over 0.5 s: halfway its scale is 0.975 and its offset 6: 292.5 × 195 at (196.667 − 146.25, 438.667 − 97.5 + 6)
// expect: 0.45 ForEach/Lisbon/offset/scaleEffect/overlay/frame/RoundedRectangle bounds 246.667 338.667 300 200 ±0.01  — the front card leaves with an offset transition of 400 pt: halfway, 200 pt to the right

struct CardDeck: View {
    @State private var cards = ["Lisbon", "Kyoto", "Oslo"]

    var body: some View {
        ZStack {
            ForEach(Array(cards.enumerated()).reversed(), id: \.element) { index, city in
                RoundedRectangle(cornerRadius: 20)
                    .fill([Color.orange, .teal, .indigo][index % 3])
                    .frame(width: 300, height: 200)
                    .overlay(Text(city).font(.title).bold().foregroundStyle(.white))
                    .scaleEffect(1 - CGFloat(index) * 0.05)
                    .offset(y: CGFloat(index) * 12)
                    .transition(.offset(x: 400))
                    .onTapGesture {
                        withAnimation(.linear(duration: 0.5)) { _ = cards.removeFirst() }
                    }
            }
        }
    }
}

let scenes: [MotionScene] = [
    MotionScene("card-stack", device: .iPhone15Pro, duration: 1) { CardDeck() } script: { Tap("Lisbon", at: 0.2) },
]
