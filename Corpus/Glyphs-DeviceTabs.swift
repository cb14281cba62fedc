// expect: 0 ForEach/iPhone/Button/opacity/background/frame/Image frame 74.667 407.667 28 28 ±0.01  — four 64 × 56 cells 8 pt apart: 4 × 64 + 3 × 8 = 280 wide, centred: (393 − 280) / 2 = 56.5; a 28 pt symbol centred in its cell: 56.5 + 18 = 74.5; the VStack (56 + 12 + the 22 pt headline line = 90) centred in the safe area 59…818 starts at 59 + (759 − 90) / 2 = 393.5, the symbol 14 lower: 407.5; snapped to thirds of a point (3×): 74.667, 407.667
// expect: 0 ForEach/iPad/Button/opacity/background/frame/Image frame 146.667 407.667 28 28 ±0.01  — the second cell is 64 + 8 = 72 further right: 146.5 → 146.667
// expect: 0 VStack/1/Text text iPhone  — the first device is selected
// expect: 1.0 VStack/1/Text text iPad  — the tap at 0.5 s selects the iPad
import Zoetrope

/// A device picker: a row of device symbols, the selected one tinted, its name below.
struct DeviceTabs: View {
    enum Device: String, CaseIterable, Identifiable {
        case iPhone, iPad, Mac, Watch
        var id: String { rawValue }
        var symbol: String {
            switch self {
            case .iPhone: return "iphone"
            case .iPad: return "ipad"
            case .Mac: return "laptopcomputer"
            case .Watch: return "applewatch"
            }
        }
    }

    @State private var selection = Device.iPhone

    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 8) {
                ForEach(Device.allCases) { device in
                    Button {
                        withAnimation(.smooth) { selection = device }
                    } label: {
                        Image(systemName: device.symbol)
                            .font(.system(size: 28))
                            .frame(width: 64, height: 56)
                            .foregroundStyle(selection == device ? Color.blue : Color.secondary)
                            .background(selection == device ? Color.blue.opacity(0.12) : Color.clear,
                                        in: RoundedRectangle(cornerRadius: 12))
                    }
                    .accessibilityIdentifier(device.rawValue)
                }
            }
            Text(selection.rawValue).font(.headline)
        }
    }
}

let scenes: [MotionScene] = [
    MotionScene("device-tabs", device: .iPhone15Pro, duration: 1.5) { DeviceTabs() } script: { Tap("iPad", at: 0.5) },
]
