@testable import Zoetrope

// Views for TimelineCombineTests (a file without `import Testing`, see SceneClockViews.swift).

/// Seconds since the scene's epoch of a timeline context's date, to one decimal.
func sinceEpoch(_ date: Date) -> String { String(format: "%.1f", date.timeIntervalSince(SceneClock.epoch)) }

struct PeriodicReader: View {
    var body: some View {
        TimelineView(.periodic(from: SceneClock.epoch, by: 0.5)) { context in Text(sinceEpoch(context.date)) }
    }
}

struct AnimationReader: View {
    var body: some View {
        TimelineView(.animation) { context in Text(sinceEpoch(context.date)) }
    }
}

struct ExplicitReader: View {
    var body: some View {
        TimelineView(.explicit([SceneClock.epoch.addingTimeInterval(0.7), SceneClock.epoch.addingTimeInterval(1.9)])) { context in
            Text(sinceEpoch(context.date))
        }
    }
}

struct MinuteReader: View {
    var body: some View {
        TimelineView(.everyMinute) { context in Text(sinceEpoch(context.date)) }
    }
}

struct PublishedCounter: View {
    final class Model: ObservableObject {
        @Published var count = 0
        func start() { Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in self?.count += 1 } }
    }
    @StateObject private var model = Model()
    @State private var received = 0
    @State private var seconds = ""
    let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
    let subject = PassthroughSubject<Int, Never>()
    var body: some View {
        Text("\(model.count) \(received) \(seconds)")
            .onAppear { model.start() }
            .onReceive(timer) { date in
                received += 1
                seconds = sinceEpoch(date)
            }
            .onReceive(Just(7)) { received += $0 }
    }
}
