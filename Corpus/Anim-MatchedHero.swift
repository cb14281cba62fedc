import Zoetrope

// A thumbnail that opens into a hero image with matchedGeometryEffect, the pattern of public "hero animation" samples.
// expect: 0.1 frame/matchedGeometryEffect/RoundedRectangle bounds 16 75 80 80  — the thumbnail, 80 pt, inside 16-pt padding from the safe area's top-leading corner (0, 59)
// expect: 0.5 frame/matchedGeometryEffect/RoundedRectangle bounds 8 67 236.5 190 ±0.5  — tapped at 0.2, linear over 0.6 s: halfway, the shared frame is the mean of the thumbnail's (16, 75, 80, 80) and the hero's (0, 59, 393, 300)
// expect: 1.0 frame/matchedGeometryEffect/RoundedRectangle bounds 0 59 393 300  — the hero: full width, 300 tall, at the safe area's top

struct PhotoHero: View {
    @Namespace private var hero
    @State private var isOpen = false

    var body: some View {
        ZStack(alignment: .topLeading) {
            if isOpen {
                VStack(spacing: 0) {
                    RoundedRectangle(cornerRadius: 0)
                        .fill(LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom))
                        .matchedGeometryEffect(id: "photo", in: hero)
                        .frame(height: 300)
                    Spacer()
                }
            } else {
                VStack {
                    HStack {
                        RoundedRectangle(cornerRadius: 12)
                            .fill(LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom))
                            .matchedGeometryEffect(id: "photo", in: hero)
                            .frame(width: 80, height: 80)
                        Spacer()
                    }
                    Spacer()
                }
                .padding()
            }
        }
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.linear(duration: 0.6)) { isOpen.toggle() } }
        .accessibilityIdentifier("screen")
    }
}

let scenes: [MotionScene] = [
    MotionScene("photo-hero", device: .iPhone15Pro, duration: 1.2) { PhotoHero() } script: { Tap("screen", at: 0.2) },
]
