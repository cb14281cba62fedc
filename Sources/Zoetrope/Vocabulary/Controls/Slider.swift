import Foundation

/// A control for a value from a continuous range: SwiftUI's `Slider`, drawn as iOS 17/18's `UISlider` (`SliderTrack`):
/// a 4 pt capsule track filled with the tint up to a 27 pt white thumb. The minimum and maximum value labels sit on
/// either side of the track; the label is not shown (on iOS it names the slider for accessibility only).
///
/// A change of the bound value made in `withAnimation` moves the thumb and the fill with that animation. A drag on
/// the slider moves the thumb with the finger (`SliderDrag`), calling `onEditingChanged(true)` as it starts and
/// `(false)` when it ends.
public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let setFraction: (Double) -> Void
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let hasValueLabels: Bool
    let onEditingChanged: (Bool) -> Void
    @State private var drag = SliderDrag()

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label,
                                 minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, hasValueLabels: Bool,
                                 onEditingChanged: @escaping (Bool) -> Void) where V.Stride: BinaryFloatingPoint {
        let lower = Double(bounds.lowerBound), span = Double(bounds.upperBound) - Double(bounds.lowerBound)
        self.fraction = SliderMetrics.fraction(of: Double(value.wrappedValue), lower: lower, span: span)
        self.setFraction = { fraction in
            value.wrappedValue = V(SliderMetrics.value(at: fraction, lower: lower, span: span, step: step.map { Double($0) }))
        }
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.hasValueLabels = hasValueLabels
        self.onEditingChanged = onEditingChanged
    }

    /// The value labels and the track in a row.
    public var body: some View {
        HStack {
            if hasValueLabels { minimumValueLabel }
            SliderTrack(fraction: fraction, drag: drag)
            if hasValueLabels { maximumValueLabel }
        }
        .contentShape(Rectangle())
        .gesture(drag.gesture(fraction: fraction, set: setFraction, editing: onEditingChanged))
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds` (0...1 by default), continuous.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), hasValueLabels: false, onEditingChanged: onEditingChanged)
    }

    /// A slider over `bounds` whose value moves in multiples of `step` from the lower bound.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), hasValueLabels: false, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A continuous slider with a label (for accessibility; iOS does not draw it).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), hasValueLabels: false, onEditingChanged: onEditingChanged)
    }

    /// A stepped slider with a label (for accessibility; iOS does not draw it).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: EmptyView(),
                  maximumValueLabel: EmptyView(), hasValueLabels: false, onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// A continuous slider with a label and views at the minimum (leading) and maximum (trailing) ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), hasValueLabels: true, onEditingChanged: onEditingChanged)
    }

    /// A stepped slider with a label and views at the minimum (leading) and maximum (trailing) ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
                  maximumValueLabel: maximumValueLabel(), hasValueLabels: true, onEditingChanged: onEditingChanged)
    }
}

/// The measurements of iOS's slider (`docs/approximations.md`, "Controls").
enum SliderMetrics {
    /// The track's height, in points (UISlider since iOS 13: 4 pt).
    static let trackHeight: CGFloat = 4
    /// The thumb's diameter, in points (UISlider's thumb: 27 pt, the switch's knob image).
    static let thumbDiameter: CGFloat = 27
    /// The slider's height, in points: UISlider's intrinsic height (estimate, 31 pt as on iOS 7–18 screenshots;
    /// the thumb with its shadow fits in it).
    static let height: CGFloat = 31

    /// The fraction of the range `value` is at, clamped to 0...1 (0 for an empty range).
    static func fraction(of value: Double, lower: Double, span: Double) -> Double {
        guard span > 0, value.isFinite else { return 0 }
        return min(max((value - lower) / span, 0), 1)
    }

    /// The value at `fraction` of the range, rounded to the nearest multiple of `step` from the lower bound.
    static func value(at fraction: Double, lower: Double, span: Double, step: Double?) -> Double {
        let f = min(max(fraction, 0), 1)
        var value = lower + f * span
        if let step, step > 0 {
            value = lower + (((value - lower) / step).rounded() * step)
            value = min(value, lower + span)
        }
        return value
    }
}
