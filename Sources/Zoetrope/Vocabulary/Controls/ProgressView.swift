import Foundation

/// A view that shows progress: SwiftUI's `ProgressView`, in iOS's default styles. With a value it is a linear bar
/// (`ProgressBar`) under its label; without one (or with a nil value) it is the indeterminate circular spinner
/// (`ActivityIndicator`), with its label below. A change of the value animates with the transaction it is made in.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// The completed fraction, 0...1; nil is indeterminate.
    let fraction: Double?
    let label: Label
    let currentValueLabel: CurrentValueLabel

    init(fraction: Double?, label: Label, currentValueLabel: CurrentValueLabel) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// The bar or the spinner, with the labels.
    public var body: some View {
        if let fraction {
            VStack(alignment: .leading, spacing: ProgressMetrics.labelSpacing) {
                label
                ProgressBar(fraction: fraction)
                currentValueLabel
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        } else {
            VStack(spacing: ProgressMetrics.labelSpacing) {
                ActivityIndicator()
                label.foregroundStyle(.secondary)
            }
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view: the circular spinner.
    public init() {
        self.init(fraction: nil, label: EmptyView(), currentValueLabel: EmptyView())
    }

    /// A linear bar filled to `value / total` (clamped to 0...1); a nil value shows the spinner.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: ProgressMetrics.fraction(value, total), label: EmptyView(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A linear bar filled to `value / total` under a label view.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: ProgressMetrics.fraction(value, total), label: label(), currentValueLabel: EmptyView())
    }

    /// An indeterminate progress view with a label view below the spinner.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: EmptyView())
    }
}

extension ProgressView {
    /// A linear bar under a label, with a label of the current value below it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: ProgressMetrics.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a text label below the spinner.
    public init(_ titleKey: String) {
        self.init(fraction: nil, label: Text(titleKey), currentValueLabel: EmptyView())
    }

    /// A linear bar filled to `value / total` under a text label.
    public init<V: BinaryFloatingPoint>(_ titleKey: String, value: V?, total: V = 1.0) {
        self.init(fraction: ProgressMetrics.fraction(value, total), label: Text(titleKey), currentValueLabel: EmptyView())
    }
}

/// The measurements of iOS's progress views (`docs/approximations.md`, "Controls").
enum ProgressMetrics {
    /// The height of the linear bar's track, in points (`UIProgressView`'s default style since iOS 7: 4 pt).
    static let barHeight: CGFloat = 4
    /// Between the label and the bar or spinner, in points (an estimate).
    static let labelSpacing: CGFloat = 4
    /// The spinner's side, in points (`UIActivityIndicatorView.Style.medium`: 20 pt).
    static let spinnerSide: CGFloat = 20
    /// The spinner's spokes.
    static let spokeCount = 8
    /// The time the highlighted spoke takes to go once round, in seconds (an estimate: one spoke per 1/8 s).
    static let spinnerPeriod = 1.0

    /// `value / total` clamped to 0...1, nil when there is no value (SwiftUI treats a non-positive total as 0).
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0 else { return 0 }
        return min(max(Double(value) / Double(total), 0), 1)
    }
}
