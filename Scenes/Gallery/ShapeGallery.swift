import Zoetrope

/// Shapes and strokes: every built-in shape filled, corner styles side by side, strokes with dashes and caps,
/// strokeBorder, an SVG path, and a ring whose trim draws itself on after a tap at 0.3 s.
@MainActor let shapeGalleryScene = MotionScene("gallery-shapes", device: .iPhone15Pro, duration: 1.5) {
    ShapeGallery()
} script: {
    Tap("ring", at: 0.3)
}

struct ShapeGallery: View {
    @State private var isDrawn = false

    /// A small heart as an SVG path, 40 × 36 pt.
    static let heart = Path(svgPath: "M20 35 C8 26 0 19 0 10 C0 4 5 0 10 0 C14 0 18 3 20 6 C22 3 26 0 30 0 C35 0 40 4 40 10 C40 19 32 26 20 35 Z")

    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 16) {
                Rectangle().fill(.blue)
                RoundedRectangle(cornerRadius: 16, style: .circular).fill(.indigo)
                RoundedRectangle(cornerRadius: 16).fill(.purple)
                Circle().fill(.pink)
            }
            .frame(height: 70)
            HStack(spacing: 16) {
                Ellipse().fill(.orange).frame(width: 90)
                Capsule().fill(.green)
                UnevenRoundedRectangle(topLeadingRadius: 28, bottomLeadingRadius: 4, bottomTrailingRadius: 28,
                                       topTrailingRadius: 4)
                    .fill(.teal)
            }
            .frame(height: 60)
            HStack(spacing: 16) {
                RoundedRectangle(cornerRadius: 14).stroke(.blue, lineWidth: 3)
                Circle().stroke(.red, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0.1, 9]))
                Capsule().strokeBorder(.orange, lineWidth: 6)
                Rectangle().stroke(.gray, style: StrokeStyle(lineWidth: 2, dash: [8, 4]))
            }
            .frame(height: 70)
            HStack(spacing: 28) {
                Self.heart.fill(.red)
                    .frame(width: 40, height: 36)
                Path { path in
                    path.move(to: CGPoint(x: 0, y: 30))
                    path.addQuadCurve(to: CGPoint(x: 60, y: 30), control: CGPoint(x: 30, y: -20))
                    path.addArc(center: CGPoint(x: 60, y: 45), radius: 15, startAngle: .degrees(-90), endAngle: .degrees(90),
                                clockwise: false)
                }
                .stroke(.indigo, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                .frame(width: 80, height: 60)
                ZStack {
                    Circle().stroke(.gray.opacity(0.2), lineWidth: 10)
                    Circle()
                        .trim(from: 0, to: isDrawn ? 0.8 : 0.05)
                        .stroke(.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                }
                .frame(width: 70, height: 70)
                .onTapGesture { withAnimation(.easeInOut(duration: 1)) { isDrawn = true } }
                .accessibilityIdentifier("ring")
            }
        }
        .padding(24)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}
