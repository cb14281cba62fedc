import Zoetrope

/// A counting number, two ways: the step total counts up digit by digit through an `Animatable` view (its body is
/// evaluated with the presented value at every frame), and the streak counter beside it rolls its digits with
/// `.contentTransition(.numericText(value:))`. Taps at 0.4 s and 1.5 s add a walk.
@MainActor let countingNumberScene = MotionScene("counting-number", device: .iPhone15Pro, duration: 2.6) {
    StepsCard()
} script: {
    Tap("add-walk", at: 0.4)
    Tap("add-walk", at: 1.5)
}

/// Shows `value` as a whole number with a thousands separator; animatable, so it counts through every value.
struct CountingLabel: View, Animatable {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    var body: some View {
        Text(Self.grouped(Int(value.rounded())))
            .font(.system(size: 48, weight: .bold))
    }

    /// 8950 → "8,950".
    static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }
}

struct StepsCard: View {
    @State private var steps = 1204.0
    @State private var streak = 6

    var body: some View {
        VStack(spacing: 24) {
            VStack(alignment: .leading, spacing: 12) {
                Label("Steps today", systemImage: "person.fill")
                    .font(.headline)
                    .foregroundStyle(.secondary)
                CountingLabel(value: steps)
                HStack(spacing: 8) {
                    Image(systemName: "star.fill").foregroundStyle(.orange)
                    Text("\(streak)")
                        .font(.title2.weight(.semibold))
                        .contentTransition(.numericText(value: Double(streak)))
                    Text("day streak").foregroundStyle(.secondary)
                }
            }
            .padding(24)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 24))
            .shadow(color: .black.opacity(0.08), radius: 10, y: 4)

            Button {
                withAnimation(.smooth(duration: 0.8)) {
                    steps += 3873
                    streak += 1
                }
            } label: {
                Label("Add a walk", systemImage: "plus.circle.fill")
                    .font(.headline)
                    .foregroundStyle(.white)
                    .padding(.horizontal, 24)
                    .padding(.vertical, 14)
                    .background(Color.blue, in: Capsule())
            }
            .accessibilityIdentifier("add-walk")
        }
        .padding(24)
        .frame(maxHeight: .infinity)
        .background(Color.gray.opacity(0.12))
    }
}
