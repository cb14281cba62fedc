import Foundation
import Testing
@testable import Zoetrope

/// Issue 24's controls: Slider, Stepper, Picker, TextField / SecureField with the script's `Type`. Expected values
/// are worked out by hand from UIKit's published sizes (slider thumb 27 pt, stepper 94 × 32 pt, segmented control
/// 32 pt tall with a 2 pt inset, rounded-rect text field 34 pt) and the arithmetic next to each check.
@MainActor @Suite struct FormControlsTests {
    /// 200 × 61 pt at 1x: a 31 pt slider row is centred at y (61 − 31) / 2 = 15.
    let sliderCanvas = SceneCanvas(width: 200, height: 61, scale: 1)
    /// 200 × 62 pt at 1x: a 32 pt control is centred at y (62 − 32) / 2 = 15; a 34 pt field at y 14.
    let rowCanvas = SceneCanvas(width: 200, height: 62, scale: 1)

    /// The first text in the tree starting with `prefix`.
    private func text(_ t: SceneTimeline, at time: Double, prefix: String) -> String? {
        t.inspect(at: time).compactMap { view -> String? in
            guard case let .text(text)? = view.style["text"], text.hasPrefix(prefix) else { return nil }
            return text
        }.first
    }

    private func thumb(_ t: SceneTimeline, at time: Double) throws -> CGRect {
        try #require(t.inspect(at: time).first { $0.type == "Circle" && $0.path.contains("SliderTrack") }).bounds
    }

    // MARK: Slider

    private func slider(value: Double = 0.25, bounds: ClosedRange<Double> = 0...1, step: Double? = nil,
                        @ScriptBuilder script: () -> [ScriptEvent]) -> SceneTimeline {
        timeline(canvas: sliderCanvas, duration: 2, script: script) { SliderHost(value: value, bounds: bounds, step: step) }
    }

    @Test func sliderThumbSitsAtItsFractionOfTheTravel() throws {
        let t = slider(script: {})
        // The track spans the 200 pt width; the thumb's centre travels from 13.5 to 186.5, i.e. its leading edge
        // over 200 − 27 = 173 pt. At 0.25: 0.25 × 173 = 43.25. Vertically centred in the 31 pt row at y 15:
        // 15 + (31 − 27) / 2 = 17.
        let rect = try thumb(t, at: 0)
        #expect(abs(rect.minX - 43.25) < 0.01 && rect.minY == 17 && rect.width == 27 && rect.height == 27)
        #expect(t.frames(endingWith: "SliderTrack/frame") == [CGRect(x: 0, y: 15, width: 200, height: 31)])
    }

    @Test func aDragMovesTheThumbWithTheFinger() throws {
        let t = slider { Drag("volume", by: CGSize(width: 50, height: 0), at: 0.2, duration: 0.2) }
        // 50 pt of finger travel over 173 pt of thumb travel: 0.25 + 50 / 173 = 0.539017… → "0.539".
        #expect(text(t, at: 0.1, prefix: "0.") == "0.250")
        #expect(text(t, at: 0.5, prefix: "0.") == "0.539")
        // The thumb's leading edge follows the finger exactly: 43.25 + 50 = 93.25.
        #expect(abs(try thumb(t, at: 0.5).minX - 93.25) < 0.01)
        #expect(t.errors.isEmpty)
    }

    @Test func aSteppedSliderRoundsToItsStep() throws {
        let t = slider(value: 5, bounds: 0...10, step: 1) { Drag("volume", by: CGSize(width: 50, height: 0), at: 0.2, duration: 0.2) }
        // 5 + 10 × 50 / 173 = 7.89 → the nearest step, 8; the thumb then rests at 0.8 × 173 = 138.4.
        #expect(text(t, at: 0.5, prefix: "8") == "8.000")
        #expect(abs(try thumb(t, at: 0.5).minX - 138.4) < 0.01)
    }

    @Test func aValueChangedInWithAnimationMovesTheThumbWithThatAnimation() throws {
        let t = slider { Tap("set", at: 0.2) }
        // withAnimation(.linear(duration: 1)) from 0.25 to 0.75: half-way (t = 0.7) the fraction is 0.5, the thumb's
        // edge 0.5 × 173 = 86.5; at the end 0.75 × 173 = 129.75.
        #expect(abs(try thumb(t, at: 0.7).minX - 86.5) < 0.01)
        #expect(abs(try thumb(t, at: 1.5).minX - 129.75) < 0.01)
    }

    // MARK: Stepper

    private func stepper(@ScriptBuilder script: () -> [ScriptEvent]) -> SceneTimeline {
        timeline(canvas: rowCanvas, duration: 2, script: script) { StepperHost() }
    }

    @Test func stepperPillIs94By32AtTheTrailingEdge() {
        let t = stepper(script: {})
        // 200 − 94 = 106; (62 − 32) / 2 = 15.
        #expect(t.frames(endingWith: "StepperPill/background") == [CGRect(x: 106, y: 15, width: 94, height: 32)])
        #expect(text(t, at: 0, prefix: "Qty") == "Qty: 1")
    }

    @Test func tapsOnMinusAndPlusStepTheValueWithinItsBounds() {
        let t = stepper {
            Tap("plus", at: 0.2)
            Tap("minus", at: 0.4)
            Tap("minus", at: 0.6)
            Tap("minus", at: 0.8)
        }
        // 1 → 2 → 1 → 0, then the lower bound holds it at 0.
        #expect(text(t, at: 0.3, prefix: "Qty") == "Qty: 2")
        #expect(text(t, at: 0.5, prefix: "Qty") == "Qty: 1")
        #expect(text(t, at: 0.7, prefix: "Qty") == "Qty: 0")
        #expect(text(t, at: 0.9, prefix: "Qty") == "Qty: 0")
        // At the bound the − is drawn in the tertiary label colour: rgba(60, 60, 67, 0.3) → 0.3 × 255 = 76.5 → 0x4D.
        let minus = t.inspect(at: 0.9).first { $0.style["symbol"] == .text("minus") }
        #expect(minus?.style["foreground"] == .colour("#3C3C434D"))
    }

    // MARK: Picker

    @Test func segmentedControlFillsTheWidthAndItsIndicatorSlidesToTheTappedSegment() throws {
        let t = timeline(canvas: rowCanvas, duration: 2, script: { Tap("Month", at: 0.2) }) { SegmentedHost() }
        #expect(t.frames(endingWith: "SegmentedControl/background") == [CGRect(x: 0, y: 15, width: 200, height: 32)])
        func indicator(_ time: Double) throws -> CGRect {
            try #require(t.inspect(at: time).first { $0.type == "RoundedRectangle" && $0.path.contains("GeometryReader") }).bounds
        }
        // Three segments share 200 − 2 × 2 = 196 pt: 65.333 each (65 on the 1x pixel grid). The indicator is 28 pt
        // tall, 2 pt in.
        let first = try indicator(0.1)
        #expect(abs(first.minX - 2) < 0.01 && abs(first.width - 196.0 / 3) <= 0.5 && first.minY == 17 && first.height == 28)
        // The ForEach's ids are the tags: the binding becomes "Month" at once.
        #expect(text(t, at: 0.2, prefix: "sel") == "sel Month")
        // .smooth(duration: 0.3): critically damped, ω = 2π / 0.3 = 20.944; after 0.1 s ωt = 2.0944 and
        // p = 1 − (1 + ωt)·e^(−ωt) = 1 − 3.0944 × 0.12316 = 0.6189 of the way from 2 to 2 + 2 × 65.333 = 132.667:
        // 2 + 130.667 × 0.6189 = 82.87 (the 300 Hz integrator differs by < 1.5 % of the distance, fidelity.md §1.3).
        #expect(abs(try indicator(0.3).minX - 82.87) < 2)
        #expect(abs(try indicator(1.9).minX - 132.667) < 0.01)
    }

    @Test func menuPickerShowsTheSelectionInTheTint() {
        let t = timeline(canvas: rowCanvas, duration: 1) { MenuHost() }
        let shown = t.inspect(at: 0).filter { $0.type == "Text" }
        // Only the selected option is drawn, in systemBlue (0, 122, 255) = #007AFF.
        #expect(shown.count == 1 && shown[0].style["text"] == .text("Vanilla"))
        #expect(shown[0].style["foreground"] == .colour("#007AFFFF"))
    }

    // MARK: Text fields

    @Test func typeAddsOneCharacterEveryTenthOfASecond() {
        let t = timeline(canvas: rowCanvas, duration: 2, script: { Type("Email", "abc", at: 0.2) }) { FieldHost() }
        // Rounded border: 34 pt tall ((62 − 34) / 2 = 14), across the width.
        #expect(t.frames(endingWith: "TextField") == [CGRect(x: 0, y: 14, width: 200, height: 34)])
        // Empty: the placeholder, in placeholderText rgba(60, 60, 67, 0.3) = #3C3C434D.
        let placeholder = t.inspect(at: 0.1).first { $0.style["text"] == .text("Email") }
        #expect(placeholder?.style["foreground"] == .colour("#3C3C434D"))
        // 'a' at 0.2, 'b' at 0.3, 'c' at 0.4.
        #expect(t.inspect(at: 0.2).contains { $0.style["text"] == .text("a") })
        #expect(t.inspect(at: 0.3).contains { $0.style["text"] == .text("ab") })
        #expect(t.inspect(at: 0.45).contains { $0.style["text"] == .text("abc") })
        #expect(t.errors.isEmpty)
    }

    @Test func typeFindsASecureFieldByIdentifierAndItDrawsBullets() {
        let t = timeline(canvas: rowCanvas, duration: 2, script: { Type("pin", "1234", at: 0.2) }) { FieldHost(secure: true) }
        #expect(t.inspect(at: 0.6).contains { $0.style["text"] == .text("••••") })
        #expect(t.errors.isEmpty)
    }

    @Test func typeIntoNoFieldIsAnErrorNamingTheFields() {
        let t = timeline(canvas: rowCanvas, duration: 2, script: { Type("Name", "x", at: 0.2) }) { FieldHost() }
        #expect(t.errors.contains { $0.message.contains("no text field") && $0.message.contains("\"Email\"") })
    }

    @Test func stepperWithIncrementAndDecrementActions() {
        let t = timeline(canvas: rowCanvas, duration: 2, script: { Tap("plus", at: 0.2); Tap("plus", at: 0.4) }) { ActionStepperHost() }
        // Each + runs onIncrement once: 0 → 5 → 10 (the action adds 5).
        #expect(text(t, at: 0.5, prefix: "Level") == "Level 10")
    }

    @Test func sliderReportsEditingAroundADrag() {
        let t = timeline(canvas: sliderCanvas, duration: 2, script: {
            Drag("volume", by: CGSize(width: 20, height: 0), at: 0.2, duration: 0.4)
        }) { EditingSliderHost() }
        // onEditingChanged(true) as the finger starts moving, (false) when it lifts at 0.6.
        #expect(text(t, at: 0.1, prefix: "editing") == "editing false")
        #expect(text(t, at: 0.4, prefix: "editing") == "editing true")
        #expect(text(t, at: 0.7, prefix: "editing") == "editing false")
    }

    @Test func circularGaugeIs58PointsSquare() {
        let t = timeline(canvas: rowCanvas, duration: 1) {
            Gauge(value: 0.5) { Text("CPU") }.gaugeStyle(.accessoryCircular)
        }
        // 58 pt centred on the 200 × 62 canvas: x (200 − 58) / 2 = 71, y (62 − 58) / 2 = 2.
        #expect(t.frames(endingWith: "GaugeRing/frame") == [CGRect(x: 71, y: 2, width: 58, height: 58)])
    }

    @Test func labelStylesShowTheIconOrTheTitle() {
        let icon = timeline(canvas: rowCanvas, duration: 1) { Label("Star", systemImage: "star").labelStyle(.iconOnly) }
        #expect(!icon.inspect(at: 0).contains { $0.type == "Text" } && icon.inspect(at: 0).contains { $0.type == "Image" })
        let title = timeline(canvas: rowCanvas, duration: 1) { Label("Star", systemImage: "star").labelStyle(.titleOnly) }
        #expect(title.inspect(at: 0).contains { $0.type == "Text" } && !title.inspect(at: 0).contains { $0.type == "Image" })
    }
}

private struct SliderHost: View {
    @State var value: Double
    let bounds: ClosedRange<Double>
    let step: Double?

    var body: some View {
        ZStack {
            Group {
                if let step {
                    Slider(value: $value, in: bounds, step: step)
                } else {
                    Slider(value: $value, in: bounds)
                }
            }
            .accessibilityIdentifier("volume")
            Button("set") { withAnimation(.linear(duration: 1)) { value = 0.75 } }.opacity(0)
            Text(String(format: "%.3f", value)).opacity(0)
        }
    }
}

private struct StepperHost: View {
    @State private var quantity = 1
    var body: some View { Stepper("Qty: \(quantity)", value: $quantity, in: 0...3) }
}

private struct SegmentedHost: View {
    @State private var range = "Day"
    var body: some View {
        ZStack {
            Picker("Range", selection: $range) {
                ForEach(["Day", "Week", "Month"], id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            Text("sel \(range)").opacity(0).allowsHitTesting(false)
        }
    }
}

private struct MenuHost: View {
    @State private var flavor = "Vanilla"
    var body: some View {
        Picker("Flavor", selection: $flavor) {
            Text("Mint").tag("Mint")
            Text("Vanilla").tag("Vanilla")
        }
        .pickerStyle(.menu)
    }
}

private struct FieldHost: View {
    var secure = false
    @State private var text = ""
    var body: some View {
        if secure {
            SecureField("PIN", text: $text).accessibilityIdentifier("pin")
        } else {
            TextField("Email", text: $text).textFieldStyle(.roundedBorder)
        }
    }
}


private struct ActionStepperHost: View {
    @State private var level = 0
    var body: some View {
        Stepper("Level \(level)", onIncrement: { level += 5 }, onDecrement: { level -= 5 })
    }
}

private struct EditingSliderHost: View {
    @State private var value = 0.5
    @State private var isEditing = false
    var body: some View {
        ZStack {
            Slider(value: $value, in: 0...1, onEditingChanged: { isEditing = $0 })
                .accessibilityIdentifier("volume")
            Text("editing \(isEditing)").opacity(0).allowsHitTesting(false)
        }
    }
}
