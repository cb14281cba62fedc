// expect: 0.1 SpeedBar/VStack/0/frame/Rectangle frame 146.667 376.667 100 40  — the outer stack is 82 (40 + 20 + 22, the bar's stack) + 20 + 22 (the button's label) = 124 tall, centred in the safe area: 59 + (759 − 124)/2 = 376.5 → 376.667 on the 3× grid; (393 − 100)/2 = 146.5 → 146.667
// expect: 0.1 SpeedBar/VStack/1/Text text Speed changes: 0  — nothing written yet
// expect: 0.7 SpeedBar/VStack/0/frame/Rectangle frame 121.667 376.667 150 40  — the tap at 0.2 s writes the model through the @Bindable's binding inside withAnimation(.linear(duration: 1)): halfway at 0.7 s, 100 + 0.5 × 100 = 150 wide, (393 − 150)/2 = 121.5 → 121.667
// expect: 0.7 SpeedBar/VStack/1/Text text Speed changes: 1  — the property's didSet ran once; the @ObservationIgnored label is as written
// expect: 0.7 SpeedButton/Button/opacity/Text text Fast  — the button reads the new value through its Binding
// expect: 1.5 SpeedBar/VStack/0/frame/Rectangle frame 96.667 376.667 200 40  — settled at 1.2 s: (393 − 200)/2 = 96.5 → 96.667
import SwiftUI
import UIKit
import Observation

/// An iOS 17 model: an `@Observable` class held in `@State`, handed down with `.environment(_:)`, read with
/// `@Environment(PlaybackModel.self)`, and bound with `@Bindable` into a child that takes a `Binding`. The file is
/// written as for Xcode: `import SwiftUI`, `import UIKit` (for the haptic), `import Observation`.
@Observable
final class PlaybackModel {
    var isFast = false {
        didSet { changes += 1 }
    }
    var changes = 0
    @ObservationIgnored var label = "Speed"
}

struct SpeedButton: View {
    @Binding var isFast: Bool

    var body: some View {
        Button(isFast ? "Fast" : "Slow") {
            UIImpactFeedbackGenerator(style: .light).impactOccurred()
            withAnimation(.linear(duration: 1)) { isFast.toggle() }
        }
    }
}

struct SpeedBar: View {
    @Environment(PlaybackModel.self) private var model

    var body: some View {
        VStack(spacing: 20) {
            Rectangle()
                .fill(.blue)
                .frame(width: model.isFast ? 200 : 100, height: 40)
            Text("\(model.label) changes: \(model.changes)")
        }
    }
}

struct PlaybackPanel: View {
    @Bindable var model: PlaybackModel

    var body: some View {
        VStack(spacing: 20) {
            SpeedBar()
            SpeedButton(isFast: $model.isFast)
        }
    }
}

struct PlaybackScreen: View {
    @State private var model = PlaybackModel()

    var body: some View {
        PlaybackPanel(model: model)
            .environment(model)
    }
}

let scenes: [MotionScene] = [
    MotionScene("observable-model", device: .iPhone15Pro, duration: 2) { PlaybackScreen() } script: {
        Tap("Slow", at: 0.2)
    },
]
