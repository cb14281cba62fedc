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

    /// The style's body, or the bar or the spinner with the labels.
    public var body: some View {
        ProgressStyleSwitch(fraction: fraction, label: label, currentValueLabel: currentValueLabel)
    }
}

/// A progress view's content for the style in its environment, resolved without a component of its own in the
/// identity path, so that the default look keeps the paths it always had (`ProgressView/if/VStack/…`).
struct ProgressStyleSwitch<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    typealias Body = Never
    let fraction: Double?
    let label: Label
    let currentValueLabel: CurrentValueLabel

    func makeNodes(_ context: ResolveContext) -> [Node] {
        guard let style = context.environment.progressViewStyle else {
            return context.resolve(DefaultProgressBody(fraction: fraction, label: label, currentValueLabel: currentValueLabel).body)
        }
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: Label.self == EmptyView.self ? nil : ProgressViewStyleConfiguration.Label(content: label),
            currentValueLabel: CurrentValueLabel.self == EmptyView.self
                ? nil : ProgressViewStyleConfiguration.CurrentValueLabel(content: currentValueLabel))
        // Inside the style's body a `ProgressView(configuration)` draws the default look, not the style again.
        return context.resolve(ContextView(content: AnyView(style.makeBody(configuration))) {
            $0.environment.progressViewStyle = nil
        })
    }
}

/// iOS's look for a progress view: with a fraction, the linear bar under its label (`ProgressBar`); without one, the
/// indeterminate circular spinner (`ActivityIndicator`) above its label.
struct DefaultProgressBody<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label
    let currentValueLabel: CurrentValueLabel
    var linearWhenIndeterminate = false

    var body: some View {
        if let fraction = fraction ?? (linearWhenIndeterminate ? 0 : nil) {
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

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A progress view of a style's configuration, drawn in iOS's default look: what a custom style wraps.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted,
                  label: configuration.label ?? ProgressViewStyleConfiguration.Label(content: EmptyView()),
                  currentValueLabel: configuration.currentValueLabel
                    ?? ProgressViewStyleConfiguration.CurrentValueLabel(content: EmptyView()))
    }
}

/// How progress views draw: SwiftUI's `ProgressViewStyle`. Set one with `.progressViewStyle(_:)`.
public protocol ProgressViewStyle {
    associatedtype Body: View
    /// The progress view's appearance for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a progress view style draws: the completed fraction (nil when indeterminate) and the labels.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, type-erased.
    public struct Label: View, ErasedContentView {
        public typealias Body = Never
        let content: any View
    }

    /// The progress view's current-value label, type-erased.
    public struct CurrentValueLabel: View, ErasedContentView {
        public typealias Body = Never
        let content: any View
    }

    /// The completed fraction, 0...1; nil when the progress is indeterminate.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// The label of the current value, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?
}

/// iOS's default: the bar with a value, the spinner without one.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DefaultProgressBody(fraction: configuration.fractionCompleted, label: configuration.label,
                            currentValueLabel: configuration.currentValueLabel)
    }
}

/// The circular style: on iOS always the indeterminate spinner, whatever the value (Apple: "in cases where no
/// determinate circular progress view style is available, circular progress views use an indeterminate style").
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DefaultProgressBody(fraction: nil, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }
}

/// The linear style: the bar, empty while the progress is indeterminate.
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DefaultProgressBody(fraction: configuration.fractionCompleted, label: configuration.label,
                            currentValueLabel: configuration.currentValueLabel, linearWhenIndeterminate: true)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

/// A progress view style without its type, kept in the environment.
struct AnyProgressViewStyle {
    let makeBody: (ProgressViewStyleConfiguration) -> any View
}

extension EnvironmentValues {
    /// The style `.progressViewStyle(_:)` set; nil is the default look.
    var progressViewStyle: AnyProgressViewStyle? {
        get { controlStyles.progress }
        set { controlStyles.progress = newValue }
    }
}

extension View {
    /// Sets the style of the progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        ContextView(content: self) { $0.environment.progressViewStyle = AnyProgressViewStyle { style.makeBody(configuration: $0) } }
    }
}
