import Foundation

/// The linear bar of a `ProgressView` with a value: a capsule track across the width offered, 4 pt tall, in
/// `systemGray5`, with the completed part filled in the tint (the accent colour unless `.tint` sets one) from the
/// leading edge. The filled part is a shape whose animatable data is the fraction, so a change of the value
/// animates with its transaction.
struct ProgressBar: View {
    let fraction: Double

    var body: some View {
        ProgressFillShape(fraction: fraction)
            .fill(.tint)
            .background(Color.systemGray5, in: Capsule())
            .frame(height: ProgressMetrics.barHeight)
    }
}

/// A capsule from the leading edge of its frame to `fraction` of its width; nothing at 0.
struct ProgressFillShape: Shape {
    var fraction: Double

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let width = rect.width * CGFloat(min(max(fraction, 0), 1))
        guard width > 0 else { return Path() }
        let filled = CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height)
        return Path(roundedRect: filled, cornerRadius: min(filled.width, filled.height) / 2, style: .circular)
    }
}
