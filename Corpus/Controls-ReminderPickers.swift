// expect: 0 ReminderSettings/frame/padding/VStack/2/Picker/wheel/WheelPickerView/animation/clipped/frame frame 20 155 353 216  — padding 20 under the 59 pt safe area (79); the 22 pt menu row, 16 spacing, the 22 pt headline, 16 spacing: 79 + 22 + 16 + 22 + 16 = 155; UIPickerView's 216 pt, across the 353 pt column
// expect: 0 ReminderSettings/frame/padding/VStack/0/HStack/1/frame/Picker/options/0/Text text Metric  — the closed menu shows the selected option (its first view, tagged "Metric")
// expect: 1.5 WheelPickerView/animation/clipped/frame/frame/ZStack/1/ForEach/1/opacity opacity 0.7148 ±0.001  — after the tap on "20 min" (index 3) the "10 min" row (index 1) is two rows away: θ = −2 × 32 / 100 = −0.64 rad, faded to 1 − 0.7 × 0.64 / (π/2) = 0.7148
// expect: 1.5 WheelPickerView/animation/clipped/frame/frame/ZStack/1/ForEach/3/opacity opacity 1  — the selected row is on the band, unfaded
// expect: 0 ReminderSettings/frame/padding/VStack/2/Picker/wheel/WheelPickerView/animation/clipped/frame/frame/ZStack/0/padding/frame frame 28 246 337 34  — the selection band: 34 pt tall centred in the wheel (155 + (216 − 34) / 2 = 246), 8 pt in from each side
// expect: 1.5 ReminderSettings/frame/padding/VStack/3/Text text Remind me 20 min before  — the tap selects 20
import Zoetrope

/// Reminder preferences: a units menu in a row, a wheel of lead times, and a summary line.
struct ReminderSettings: View {
    @State private var units = "Metric"
    @State private var minutes = 10

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Text("Units")
                Picker("Units", selection: $units) {
                    Text("Metric").tag("Metric")
                    Text("Imperial").tag("Imperial")
                }
                .pickerStyle(.menu)
                .frame(maxWidth: .infinity, alignment: .trailing)
            }
            Text("Remind me").font(.headline)
            Picker(selection: $minutes) {
                ForEach([5, 10, 15, 20, 30], id: \.self) { value in
                    Text("\(value) min")
                }
            } label: {
                Text("Lead time")
            }
            .pickerStyle(.wheel)
            Text("Remind me \(minutes) min before")
                .foregroundStyle(.secondary)
        }
        .padding(20)
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

let scenes: [MotionScene] = [
    MotionScene("reminder-pickers", device: .iPhone15Pro, duration: 2) { ReminderSettings() } script: {
        Tap("20 min", at: 0.5)
    },
]
