// expect: 0 SettingsScreen/frame/padding/VStack/1/Toggle/HStack frame 20 117 353 31  — padding 20 under the 59 pt safe area: the 22 pt headline row at y 79, 16 pt spacing, so the toggle row starts at 79 + 22 + 16 = 117, 353 = 393 − 2 × 20 wide, UISwitch's 31 pt tall
// expect: 0 SliderTrack/frame/GeometryReader/frame/ZStack/2/offset/frame/shadow/Circle bounds 183 166 27 27  — slider row at 117 + 31 + 16 = 164; the track starts after the 17 pt minus symbol and 8 pt spacing at x 45 and is 353 − 2 × 25 = 303 wide, so the thumb travels 303 − 27 = 276; at 50 % its edge is 45 + 138 = 183, y 164 + (31 − 27) / 2 = 166
// expect: 1.5 SliderTrack/frame/GeometryReader/frame/ZStack/2/offset/frame/shadow/Circle bounds 252 166 27 27  — the drag moves the finger 69 pt: 69 / 276 = 0.25 more, so 75 %: 45 + 0.75 × 276 = 252
// expect: 1.5 SettingsScreen/frame/padding/VStack/0/HStack/2/Text text 75%  — brightness 50 + 25 after the drag
// expect: 0 StepperPill/background frame 279 211 94 32  — stepper row at 164 + 31 + 16 = 211, the 94 × 32 pill at the trailing edge 20 + 353 − 94 = 279
// expect: 1.5 Stepper/HStack/0/frame/Text text Auto-Lock: 3 min  — 2 min and one tap on +
import Zoetrope

/// A display-settings screen: a dark-mode switch, a brightness slider between two symbols, an auto-lock stepper.
struct SettingsScreen: View {
    @State private var darkMode = false
    @State private var brightness = 50.0
    @State private var autoLock = 2

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Text("Display").font(.headline)
                Spacer()
                Text("\(Int(brightness))%").foregroundStyle(.secondary)
            }
            Toggle("Dark Mode", isOn: $darkMode)
            Slider(value: $brightness, in: 0...100) {
                Text("Brightness")
            } minimumValueLabel: {
                Image(systemName: "minus")
            } maximumValueLabel: {
                Image(systemName: "plus")
            }
            .accessibilityIdentifier("brightness")
            Stepper("Auto-Lock: \(autoLock) min", value: $autoLock, in: 1...5)
        }
        .padding(20)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

let scenes: [MotionScene] = [
    MotionScene("settings-form", device: .iPhone15Pro, duration: 2) { SettingsScreen() } script: {
        Tap("Dark Mode", at: 0.3)
        Drag("brightness", by: CGSize(width: 69, height: 0), at: 0.6, duration: 0.4)
        Tap("plus", occurrence: 2, at: 1.2)
    },
]
