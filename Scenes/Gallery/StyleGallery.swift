import Zoetrope

/// Gradients and materials: the four gradient kinds, the material thicknesses over a colourful backdrop, shadows,
/// blur and clipping; a tap at 0.3 s lifts the card (its shadow grows).
@MainActor let styleGalleryScene = MotionScene("gallery-styles", device: .iPhone15Pro, duration: 1.5) {
    StyleGallery()
} script: {
    Tap("card", at: 0.3)
}

struct StyleGallery: View {
    @State private var isLifted = false

    let sunset = Gradient(colors: [.orange, .pink, .purple])

    var body: some View {
        VStack(spacing: 20) {
            HStack(spacing: 12) {
                RoundedRectangle(cornerRadius: 14)
                    .fill(LinearGradient(gradient: sunset, startPoint: .topLeading, endPoint: .bottomTrailing))
                Circle()
                    .fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 4, endRadius: 40))
                Circle()
                    .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                Ellipse()
                    .fill(EllipticalGradient(colors: [.mint, .teal, .indigo]))
            }
            .frame(height: 76)

            ZStack {
                LinearGradient(colors: [.blue, .purple, .pink, .orange], startPoint: .leading, endPoint: .trailing)
                HStack(spacing: 0) {
                    ForEach(0..<6) { index in
                        Circle().fill(index.isMultiple(of: 2) ? Color.yellow : Color.white).frame(width: 26, height: 26)
                            .frame(maxWidth: .infinity)
                    }
                }
                VStack(spacing: 10) {
                    Text("Ultra thin").font(.footnote.weight(.semibold)).padding(.horizontal, 14).padding(.vertical, 6)
                        .background(.ultraThinMaterial, in: Capsule())
                    Text("Regular").font(.footnote.weight(.semibold)).padding(.horizontal, 14).padding(.vertical, 6)
                        .background(.regularMaterial, in: Capsule())
                    Text("Ultra thick").font(.footnote.weight(.semibold)).padding(.horizontal, 14).padding(.vertical, 6)
                        .background(.ultraThickMaterial, in: Capsule())
                }
            }
            .frame(height: 150)
            .clipShape(RoundedRectangle(cornerRadius: 18))

            HStack(spacing: 24) {
                RoundedRectangle(cornerRadius: 16)
                    .fill(.white)
                    .frame(width: 110, height: 80)
                    .shadow(color: .black.opacity(isLifted ? 0.3 : 0.15), radius: isLifted ? 12 : 3, y: isLifted ? 8 : 1)
                    .offset(y: isLifted ? -6 : 0)
                    .onTapGesture { withAnimation(.spring(duration: 0.5, bounce: 0.2)) { isLifted.toggle() } }
                    .accessibilityIdentifier("card")
                Image(systemName: "star.fill")
                    .font(.largeTitle)
                    .foregroundStyle(.orange)
                    .blur(radius: 3)
                LinearGradient(gradient: sunset, startPoint: .top, endPoint: .bottom)
                    .frame(width: 70, height: 70)
                    .clipShape(Circle())
            }
            .frame(height: 110)

            Text("Secondary text")
                .foregroundStyle(.secondary)
            Text("Tinted by the accent")
                .foregroundStyle(.tint)
        }
        .padding(20)
        .frame(maxHeight: .infinity, alignment: .top)
        .background(Color.gray.opacity(0.1))
    }
}
