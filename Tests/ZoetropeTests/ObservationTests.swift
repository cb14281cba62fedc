import Foundation
import Testing
@testable import Zoetrope

/// The Observation vocabulary (`@Observable`, `@ObservationIgnored`, `@Bindable`, `@Environment(T.self)`,
/// `.environment(_:)`), as iOS 17 SwiftUI code uses it. Linear animations make the expected values exact by hand.
@MainActor @Suite struct ObservationTests {
    @Observable final class Meter {
        var level: Double = 0
        var notes: [String] = []
        var gain: Double = 1 {
            willSet { notes.append("will \(gain)→\(newValue)") }
            didSet(previous) { notes.append("did \(previous)→\(gain)") }
        }
        @ObservationIgnored var untracked = 0
        let name: String

        init(level: Double = 0, name: String = "meter") {
            self.name = name
            // A write to an object nobody has read yet: while a view's `@State` makes a fresh one at each evaluation,
            // this must not count as a change (it would start the evaluation again, for ever).
            self.level = level
        }
    }

    /// A model whose initialiser reads one of its properties and then writes another, as models that derive a
    /// value often do: made afresh at each evaluation by a view's `@State`, it must change nothing.
    @Observable final class Derived {
        var count = 2
        var doubled = 0
        init() { doubled = count * 2 }
    }

    struct DerivedView: View {
        @State private var model = Derived()
        var body: some View { Text("\(model.doubled)") }
    }

    @Test func aFreshObjectReadingAndWritingItselfInItsInitialiserChangesNothing() {
        let t = timeline(duration: 1) { DerivedView() }
        #expect(t.issues.isEmpty, "\(t.issues)")
        #expect(t.inspect(at: 0.5).first { $0.type == "Text" }?.style["text"] == .text("4"))
    }

    struct MeterBar: View {
        @State private var meter = Meter(level: 30)
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(width: 20 + meter.level, height: 10)
                Button("grow") {
                    withAnimation(.linear(duration: 1)) { meter.level = 130 }
                    meter.gain = 2
                }
                Text(meter.notes.joined(separator: ", "))
            }
        }
    }

    func text(_ t: SceneTimeline, at time: Double, endingWith suffix: String) -> String? {
        guard case let .text(value)? = t.inspect(at: time).first(where: { $0.path.hasSuffix(suffix) })?.style["text"]
        else { return nil }
        return value
    }

    @Test func aTrackedWriteIsAStateChangeInItsTransaction() throws {
        let t = timeline(duration: 3, script: { Tap("grow", at: 0.5) }) { MeterBar() }
        #expect(t.issues.isEmpty, "\(t.issues)")
        // 20 + 30 wide until the tap at 0.5 s; then linear over 1 s to 20 + 130: at 1.0 s halfway, 100; at 1.5 s 150.
        let widths = { (time: Double) in t.frames(endingWith: "Color", at: time).map(\.width) }
        #expect(widths(0.4) == [50])
        #expect(widths(1.0) == [100])
        #expect(widths(1.5) == [150])
        // The property's own observers ran around the write, with their values under the names they gave them.
        #expect(text(t, at: 0.4, endingWith: "2/Text") == "")
        #expect(text(t, at: 1.0, endingWith: "2/Text") == "will 1.0→2.0, did 1.0→2.0")
    }

    struct Readout: View {
        @Environment(Meter.self) private var meter
        @Environment(Meter.self) private var optional: Meter?
        var body: some View {
            Text("\(meter.name) \(optional?.name ?? "none")")
        }
    }

    struct MaybeReadout: View {
        @Environment(Meter.self) private var optional: Meter?
        var body: some View { Text(optional?.name ?? "none") }
    }

    @Test func environmentObjectsAreFoundByTheirType() {
        let meter = Meter(name: "left")
        let t = timeline { VStack { Readout(); MaybeReadout().environment(Meter?.none) }.environment(meter) }
        #expect(t.issues.isEmpty, "\(t.issues)")
        #expect(text(t, at: 0, endingWith: "0/Readout/Text") == "left left")
        // `.environment(nil)` takes away what an ancestor supplied.
        #expect(text(t, at: 0, endingWith: "MaybeReadout/Text") == "none")
        let bare = timeline { MaybeReadout() }
        #expect(text(bare, at: 0, endingWith: "MaybeReadout/Text") == "none")
    }

    @Test func bindableProjectsBindingsToTheObjectsProperties() {
        let meter = Meter()
        @Bindable var bound = meter
        let level: Binding<Double> = $bound.level
        level.wrappedValue = 42
        #expect(meter.level == 42)
        #expect(Bindable(meter).gain.wrappedValue == 1)
        Bindable(meter).gain.wrappedValue = 3
        #expect(meter.notes == ["will 1.0→3.0", "did 1.0→3.0"])
    }

    @Test func ignoredAndConstantPropertiesAreLeftAsWritten() {
        let meter = Meter(name: "fixed")
        meter.untracked = 4
        #expect(meter.untracked == 4 && meter.name == "fixed")
        // The macro adds the conformance.
        #expect((meter as Any) is any Observable)
    }

    final class Heard: @unchecked Sendable {
        var count = 0
        var levelThen: Double?
    }

    @Test func observationTrackingHearsTheFirstWriteOfWhatItReadOnce() {
        let meter = Meter(level: 1)
        let heard = Heard()
        let read = withObservationTracking { meter.level } onChange: {
            heard.count += 1
            heard.levelThen = meter.level
        }
        #expect(read == 1 && heard.count == 0)
        // A property it did not read: nothing.
        meter.gain = 5
        #expect(heard.count == 0)
        // The first write of one it read: once, before the write (the old value is still there).
        meter.level = 3
        #expect(heard.count == 1 && heard.levelThen == 1)
        // Then it is forgotten.
        meter.level = 4
        #expect(heard.count == 1)
    }
}
