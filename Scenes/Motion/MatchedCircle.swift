import Zoetrope

/// A circle that moves from a small tray into a large stage when "Move" is tapped: two circles in different
/// containers share one `matchedGeometryEffect` id, so the small one's frame springs into the large one's while they
/// cross-fade.
@MainActor let matchedCircleScene = MotionScene("matched-circle", device: .iPhone15Pro, duration: 2) {
    MatchedCircleStage()
} script: {
    Tap("move", at: 0.3)
}

struct MatchedCircleStage: View {
    @Namespace private var space
    @State private var isOnStage = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Tray").font(.headline)
            ZStack {
                if !isOnStage {
                    Circle().fill(.orange)
                        .matchedGeometryEffect(id: "circle", in: space)
                        .frame(width: 60, height: 60)
                }
            }
            .frame(maxWidth: .infinity)
            .frame(height: 180)
            .background(.gray.opacity(0.12), in: RoundedRectangle(cornerRadius: 20))
            Text("Stage").font(.headline).padding(.top, 8)
            ZStack {
                if isOnStage {
                    Circle().fill(.orange)
                        .matchedGeometryEffect(id: "circle", in: space)
                        .frame(width: 150, height: 150)
                        .shadow(color: .orange.opacity(0.4), radius: 16, y: 8)
                }
            }
            .frame(maxWidth: .infinity)
            .frame(height: 280)
            .background(.gray.opacity(0.24), in: RoundedRectangle(cornerRadius: 20))
            Button {
                withAnimation(.spring(duration: 0.6, bounce: 0.2)) { isOnStage.toggle() }
            } label: {
                Text("Move").font(.headline).foregroundStyle(.white)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 14)
                    .background(.blue, in: Capsule())
            }
            .accessibilityIdentifier("move")
            .padding(.top, 12)
        }
        .padding(20)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}
