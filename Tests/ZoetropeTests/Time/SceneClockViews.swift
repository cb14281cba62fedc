@testable import Zoetrope

// Views for SceneClockTests, in a file of their own: a file that imports Testing also sees Foundation through
// Testing's Foundation overlay, and there Foundation's `Timer`, `Date()` and `DispatchTime` are not shadowed by the
// scene clock's (docs/approximations.md, "Time").
struct TimerTicker: View {
    @State private var count = 0
    var stopAt: Int? = nil
    var body: some View {
        Text("\(count)")
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
                    count += 1
                    if let stopAt, count >= stopAt { timer.invalidate() }
                }
            }
    }
}
struct StagedSteps: View {
    @State private var step = 0
    @State private var cancelled = "no"
    var body: some View {
        Text("\(step) \(cancelled)")
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { step = 1 }
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1000), execute: { step = 2 })
                let item = DispatchWorkItem { cancelled = "yes" }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5, execute: item)
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) { item.cancel() }
            }
            .onTapGesture {
                // Scheduled at the tap's time (1.6 s): runs 0.25 s later, at 1.85 s.
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { step = 10 }
            }
    }
}
struct ClockReader: View {
    @State private var tapped = ""
    var body: some View {
        Text("\(Date().timeIntervalSince1970) \(Date.now.timeIntervalSince1970) \(tapped)")
            .onTapGesture { tapped = String(CACurrentMediaTime()) }
    }
}
struct TimerAnimated: View {
    @State private var x = 0.0
    var body: some View {
        Rectangle().frame(width: 10, height: 10).offset(x: x)
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
                    withAnimation(.linear(duration: 1)) { x = 100 }
                }
            }
    }
}
