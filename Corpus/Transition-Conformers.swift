// expect: 0.7 if/0/background/decoration/RoundedRectangle frame 96.667 399.667 200 60  — laid out at once in its final place: the stack is 22 + 24 + 60 + 24 + 40 = 170 tall, centred in the safe area: 59 + (759 − 170)/2 = 353.5, the banner 22 + 24 below: 399.5 → 399.667 on the 3× grid; (393 − 200)/2 = 96.5 → 96.667
// expect: 0.7 if/0/background/decoration/RoundedRectangle bounds 96.667 429.667 200 60  — MoveTransition(edge: .bottom) moves by the view's own height (fidelity.md §5.2): halfway through the 1 s linear animation from 0.2 s, 0.5 × 60 = 30 below
// expect: 0.7 if/1/background/decoration/ignoresSafeArea/Rectangle bounds 196.667 483.667 80 40  — PushTransition(edge: .trailing) comes in from the trailing side by its own width: (393 − 80)/2 = 156.5 → 156.667, plus 0.5 × 80 = 40; 399.5 + 60 + 24 = 483.5 → 483.667
// expect: 0.7 if/1/background/decoration/ignoresSafeArea/Rectangle opacity 0.5  — and fades in: halfway
// expect: 1.5 if/1/background/decoration/ignoresSafeArea/Rectangle bounds 156.667 483.667 80 40  — settled in place after 1.2 s
import Zoetrope

/// A banner that slides up from its own bottom edge and a badge that pushes in from the trailing side, written with
/// the iOS 17 `Transition` types rather than `AnyTransition`.
struct BannerDemo: View {
    @State private var shown = false

    var body: some View {
        VStack(spacing: 24) {
            Button("Show") {
                withAnimation(.linear(duration: 1)) { shown.toggle() }
            }
            if shown {
                Text("Saved to Photos")
                    .padding()
                    .frame(width: 200, height: 60)
                    .background(Color.green, in: RoundedRectangle(cornerRadius: 12))
                    .transition(MoveTransition(edge: .bottom))
                Text("NEW")
                    .frame(width: 80, height: 40)
                    .background(Color.orange)
                    .transition(PushTransition(edge: .trailing))
            }
        }
    }
}

let scenes: [MotionScene] = [
    MotionScene("transition-conformers", device: .iPhone15Pro, duration: 2) { BannerDemo() } script: {
        Tap("Show", at: 0.2)
    },
]
