// expect: 0 VStack/0/Text text Lisbon  — the city
// expect: 0 VStack/1/Text text 21°  — the temperature, in the rounded design
// expect: 0.5 KeyframeAnimator/content/opacity opacity 0.35 ±0.001  — the rain symbol pulses while active: from 1 down to 0.35 over the first 0.5 s (ease in-out), so at 0.5 s it is at 0.35
// expect: 1.0 KeyframeAnimator/content/opacity opacity 1 ±0.001  — and back up to 1 over the next 0.5 s
// expect: 1.1 KeyframeAnimator/content/opacity opacity 1 ±0.001  — then held for 0.25 s before the next cycle (1.25 s a cycle)
import Zoetrope

/// A weather card: the current conditions and a row of hours, the rain hour pulsing.
struct WeatherCard: View {
    let hours: [(String, String)] = [("Now", "cloud.sun.fill"), ("14", "cloud.fill"), ("15", "cloud.rain.fill"), ("16", "sun.max.fill")]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Lisbon").font(.title3.weight(.semibold))
            Text("21°").font(.system(size: 56, weight: .regular, design: .rounded))
            HStack(spacing: 20) {
                ForEach(hours, id: \.0) { hour in
                    VStack(spacing: 6) {
                        Text(hour.0).font(.caption)
                        if hour.1 == "cloud.rain.fill" {
                            Image(systemName: hour.1)
                                .symbolRenderingMode(.multicolor)
                                .font(.title2)
                                .symbolEffect(.pulse)
                        } else {
                            Image(systemName: hour.1).font(.title2)
                        }
                    }
                }
            }
        }
        .foregroundStyle(.white)
        .padding(20)
        .background(LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom), in: RoundedRectangle(cornerRadius: 20))
    }
}

let scenes: [MotionScene] = [
    MotionScene("weather-card", device: .iPhone15Pro, duration: 2) { WeatherCard() } script: {},
]
