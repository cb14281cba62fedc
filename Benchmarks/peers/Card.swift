// Zoetrope's half of `scripts/bench peers`; manim_card.py beside it draws the same frames with Manim.
// Canvas: 1920x1080 pixels at scale 1, 60 fps; every position is a view's centre in pixels from the top-left corner.
//
//   card-morph   1 s (60 frames). The blue card goes from 60x60, corner radius 12, centred at (360, 840) to
//                300x200, radius 24, centred at (1060, 490) in 0.5 s, ease in-out. Starting at the same moment, the
//                orange 100x100 dot centred at (1460, 290) grows from 0.2 of its size and fades in over the whole 1 s.
//   card-loop10  10 s (600 frames). Ten legs of 1 s, ease in-out: small to large and back, five times over; the dot
//                grows and appears on the way out, shrinks and fades on the way back.
import Zoetrope

/// A colour from 8-bit sRGB components.
func rgb8(_ red: Double, _ green: Double, _ blue: Double) -> Color {
    Color(red: red / 255, green: green / 255, blue: blue / 255)
}

let peersBackground = rgb8(0xF2, 0xF2, 0xF7)
let peersCardBlue = rgb8(0x0A, 0x84, 0xFF)
let peersDotOrange = rgb8(0xFF, 0x9F, 0x0A)

/// The blue card at its small or its large end; animating `large` morphs it from one to the other.
struct PeersCard: View {
    let large: Bool

    var body: some View {
        RoundedRectangle(cornerRadius: large ? 24 : 12, style: .circular)
            .fill(peersCardBlue)
            .frame(width: large ? 300 : 60, height: large ? 200 : 60)
            .position(x: large ? 1060 : 360, y: large ? 490 : 840)
    }
}

/// The orange dot, shown (full size, opaque) or hidden (a fifth of its size, transparent).
struct PeersDot: View {
    let shown: Bool

    var body: some View {
        Circle()
            .fill(peersDotOrange)
            .frame(width: 100, height: 100)
            .scaleEffect(shown ? 1 : 0.2)
            .opacity(shown ? 1 : 0)
            .position(x: 1460, y: 290)
    }
}

/// card-morph: one change of state starts both; the card takes the 0.5 s animation it is made with, while the dot's
/// own `.animation(_:value:)` gives it 1 s. (Two `withAnimation` blocks in the `onAppear` would do the same; this
/// form is kept so that the timed scene stays the one measured before.)
struct PeersMorph: View {
    @State private var large = false
    @State private var dotShown = false

    var body: some View {
        ZStack {
            peersBackground
            PeersCard(large: large)
            PeersDot(shown: dotShown)
                .animation(.easeInOut(duration: 1), value: dotShown)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 0.5)) {
                large = true
                dotShown = true
            }
        }
    }
}

/// card-loop10: one flag drives card and dot; ten one-way passes of 1 s, every second one played backwards.
struct PeersLoop: View {
    @State private var large = false

    var body: some View {
        ZStack {
            peersBackground
            PeersCard(large: large)
            PeersDot(shown: large)
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 1).repeatCount(10, autoreverses: true)) { large = true }
        }
    }
}

let peersCanvas = Canvas(width: 1920, height: 1080, scale: 1)
let scenes: [MotionScene] = [
    MotionScene("card-morph", canvas: peersCanvas, duration: 1) { PeersMorph() },
    MotionScene("card-loop10", canvas: peersCanvas, duration: 10) { PeersLoop() },
]
